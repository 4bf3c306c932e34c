import Localization
import SwipeEngine
import SwipeScenario

extension ActionRowConfiguration: CatalogKind {
    /// The Swipe Action Row engine: buttons revealed under a horizontal swipe, one open row at a time.
    static let engineKind = EngineKind(
        name: Self.name,
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
            reader.diagnostics.report(join(path, "actions"), tr("missing required field"))
        } else if configuration.actions.isEmpty, !reader.diagnostics.problems.contains(where: { $0.field.hasPrefix(join(path, "actions")) })
        {
            reader.diagnostics.report(join(path, "actions"), tr("must have at least one action"))
        }
        return BlockConfiguration(configuration)
    }
}

extension ActionRowConfiguration {
    /// No actions yet (a manifest must give at least one).
    init() { self.init(actions: []) }

    func parameters(differingFrom base: ActionRowConfiguration) -> [(key: String, value: JSONValue)] {
        var writer = ParameterWriter()
        writer.add("actions", actions, base.actions, ParameterValues.actions)
        writer.add("buttonWidth", buttonWidth, base.buttonWidth, JSONValue.number)
        return writer.out
    }

    static let swiftRowType = "SwipeActionRow"
    static let swiftConfigurationType = "ActionRowConfiguration"

    var libraryOptions: [LibraryAPI.Option] {
        typealias L = SwiftLiteral
        typealias Option = LibraryAPI.Option
        return [
            Option(
                name: "actions", type: "[SwipeActionSpec]", value: L.actions(actions),
                summary: tr("The buttons behind the row, leading to trailing.")),
            Option(name: "buttonWidth", type: "Double", value: L.number(buttonWidth), summary: tr("Each button's width in points.")),
            LibraryAPI.minimumDistanceOption(minimumDistance),
        ]
    }

    static let gobjectType = (c: "SwipeActionRow", prefix: "swipe_action_row", gi: "ActionRow")

    var gobjectProperties: [GObjectAPI.Property] {
        [
            GObjectAPI.Property(name: "button-width", value: GObjectAPI.number(buttonWidth)),
            GObjectAPI.Property(name: "minimum-distance", value: GObjectAPI.number(minimumDistance)),
        ]
    }

    var gobjectActions: [GObjectAPI.Action] { actions.map { GObjectAPI.Action(edge: nil, spec: $0) } }
}
