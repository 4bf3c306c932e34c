import SwipeEngine

extension EngineKind {
    /// The Completion Swipe Row engine: swipe forward past a threshold to complete and collapse.
    static let completion = EngineKind(
        name: "completion",
        parameters: ["tint", "rowBackground", "cornerRadius", "actionName"]
    ) { settings, path, reader in
        var configuration = CompletionRowConfiguration()
        for (key, value) in settings {
            let field = join(path, key)
            switch key {
            case "tint":
                if let tint = reader.colour(value, field) { configuration.tint = tint }
            case "rowBackground":
                // null keeps the theme's card background.
                if value != .null, let colour = reader.colour(value, field) { configuration.rowBackground = colour }
            case "cornerRadius":
                if let radius = reader.length(value, field) { configuration.cornerRadius = radius }
            case "actionName":
                if let name = reader.string(value, field) { configuration.actionName = name }
            default:
                break
            }
        }
        return .completion(configuration)
    }
}
