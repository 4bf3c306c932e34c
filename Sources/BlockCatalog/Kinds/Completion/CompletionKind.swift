import Localization
import SwipeEngine
import SwipeScenario

extension CompletionRowConfiguration: CatalogKind {
    /// The Completion Swipe Row engine: swipe forward past a threshold to complete and collapse.
    static let engineKind = EngineKind(
        name: Self.name,
        parameters: ["tint", "rowBackground", "cornerRadius", "actionTitle"]
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
            case "actionTitle":
                if let name = reader.string(value, field) { configuration.actionTitle = name }
            default:
                break
            }
        }
        return BlockConfiguration(configuration)
    }
}

extension CompletionRowConfiguration {
    func parameters(differingFrom base: CompletionRowConfiguration) -> [(key: String, value: JSONValue)] {
        var writer = ParameterWriter()
        writer.add("tint", tint, base.tint, ParameterValues.colour)
        writer.add("rowBackground", rowBackground, base.rowBackground) { $0.map(ParameterValues.colour) ?? .null }
        writer.add("cornerRadius", cornerRadius, base.cornerRadius, JSONValue.number)
        writer.add("actionTitle", actionTitle, base.actionTitle, JSONValue.string)
        return writer.out
    }

    static let swiftRowType = "CompletionSwipeRow"
    static let swiftConfigurationType = "CompletionRowConfiguration"
    static let reportsCompletion = true

    var libraryOptions: [LibraryAPI.Option] {
        typealias L = SwiftLiteral
        typealias Option = LibraryAPI.Option
        return [
            Option(
                name: "tint", type: "RGBA", value: L.colour(tint),
                summary: tr("The tint revealed behind the row and the checkmark's background.")),
            Option(
                name: "rowBackground", type: "RGBA?", value: rowBackground.map(L.colour) ?? "nil",
                summary: tr("The row's background; nil: the theme's.")),
            Option(name: "cornerRadius", type: "Double", value: L.number(cornerRadius), summary: tr("The row's corner radius in points.")),
            LibraryAPI.actionTitleOption(actionTitle),
            LibraryAPI.actionIDOption(actionID),
            LibraryAPI.minimumDistanceOption(minimumDistance),
        ]
    }

    static let gobjectType = (c: "SwipeCompletionRow", prefix: "swipe_completion_row", gi: "CompletionRow")

    var gobjectProperties: [GObjectAPI.Property] {
        typealias Property = GObjectAPI.Property
        var out = [Property(name: "tint", value: GObjectAPI.colour(tint))]
        if let rowBackground { out.append(Property(name: "row-background", value: GObjectAPI.colour(rowBackground))) }
        out += [
            Property(name: "corner-radius", value: GObjectAPI.number(cornerRadius)),
            Property(name: "action-title", value: GObjectAPI.string(actionTitle)),
            Property(name: "action-id", value: GObjectAPI.string(actionID)),
            Property(name: "minimum-distance", value: GObjectAPI.number(minimumDistance)),
        ]
        return out
    }
}
