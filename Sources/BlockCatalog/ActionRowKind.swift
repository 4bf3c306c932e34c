import SwipeEngine

extension EngineKind {
    /// The Swipe Action Row engine: buttons revealed under a horizontal swipe, one open row at a time.
    static let actionRow = EngineKind(
        name: "actionRow",
        parameters: ["actions", "buttonWidth"]
    ) { settings, path, reader in
        var configuration = ActionRowConfiguration()
        var seenIDs: Set<String> = []
        for (key, value) in settings {
            let field = join(path, key)
            switch key {
            case "actions":
                if let actions = reader.actions(value, field, seenIDs: &seenIDs) { configuration.actions = actions }
            case "buttonWidth":
                // Negative widths are allowed: the engine treats them as 0, as the reference does.
                if let width = reader.length(value, field, negativeAllowed: true) { configuration.buttonWidth = width }
            default:
                break
            }
        }
        if settings[member: "actions"] == nil {
            reader.diagnostics.report(join(path, "actions"), "missing required field")
        } else if configuration.actions.isEmpty, !reader.diagnostics.problems.contains(where: { $0.field.hasPrefix(join(path, "actions")) }) {
            reader.diagnostics.report(join(path, "actions"), "must have at least one action")
        }
        return .actionRow(configuration)
    }
}
