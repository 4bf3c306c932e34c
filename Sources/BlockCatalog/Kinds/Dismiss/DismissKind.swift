import Localization
import SwipeEngine
import SwipeScenario

extension DismissRowConfiguration: CatalogKind {
    /// Swipe-to-dismiss (AndroidX's ItemTouchHelper): fling or drag a row past half the width.
    static let engineKind = EngineKind(
        name: Self.name,
        parameters: [
            "swipeDirections", "swipeThreshold", "swipeEscapeVelocity", "swipeVelocityThreshold",
            "animationDuration", "collapseDuration", "minimumDistance", "actionTitle",
        ]
    ) { settings, path, reader in
        var configuration = DismissRowConfiguration()
        for (key, value) in settings {
            let field = join(path, key)
            switch key {
            case "swipeDirections":
                if let directions = reader.dismissDirections(value, field) { configuration.swipeDirections = directions }
            case "swipeThreshold":
                if let threshold = reader.number(
                    value, field, { $0 > 0 && $0 <= 1 ? nil : tr("must be more than 0 and at most 1, got {value}") })
                {
                    configuration.swipeThreshold = threshold
                }
            case "swipeEscapeVelocity":
                if let speed = reader.speed(value, field) { configuration.swipeEscapeVelocity = speed }
            case "swipeVelocityThreshold":
                if let speed = reader.speed(value, field) { configuration.swipeVelocityThreshold = speed }
            case "animationDuration":
                if let seconds = reader.duration(value, field) { configuration.animationDuration = seconds }
            case "collapseDuration":
                if let seconds = reader.duration(value, field) { configuration.collapseDuration = seconds }
            case "minimumDistance":
                if let distance = reader.length(value, field) { configuration.minimumDistance = distance }
            case "actionTitle":
                if let name = reader.string(value, field) { configuration.actionTitle = name }
            default:
                break
            }
        }
        return BlockConfiguration(configuration)
    }

    func parameters(differingFrom base: DismissRowConfiguration) -> [(key: String, value: JSONValue)] {
        var writer = ParameterWriter()
        writer.add("swipeDirections", swipeDirections, base.swipeDirections) { directions in
            .array(DismissDirection.allCases.filter(directions.contains).map { .string($0.rawValue) })
        }
        writer.add("swipeThreshold", swipeThreshold, base.swipeThreshold, JSONValue.number)
        writer.add("swipeEscapeVelocity", swipeEscapeVelocity, base.swipeEscapeVelocity, JSONValue.number)
        writer.add("swipeVelocityThreshold", swipeVelocityThreshold, base.swipeVelocityThreshold, JSONValue.number)
        writer.add("animationDuration", animationDuration, base.animationDuration, JSONValue.number)
        writer.add("collapseDuration", collapseDuration, base.collapseDuration, JSONValue.number)
        writer.add("minimumDistance", minimumDistance, base.minimumDistance, JSONValue.number)
        writer.add("actionTitle", actionTitle, base.actionTitle, JSONValue.string)
        return writer.out
    }

    static let swiftRowType = "SwipeDismissRow"
    static let swiftConfigurationType = "DismissRowConfiguration"

    var libraryOptions: [LibraryAPI.Option] {
        typealias L = SwiftLiteral
        typealias Option = LibraryAPI.Option
        let directions =
            "[" + DismissDirection.allCases.filter(swipeDirections.contains).map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
        return [
            Option(
                name: "swipeDirections", type: "Set<DismissDirection>", value: directions,
                summary: tr("The ways a row may be dismissed: start, end.")),
            Option(
                name: "swipeThreshold", type: "Double", value: L.number(swipeThreshold),
                summary: tr("The fraction of the width a release must pass.")),
            Option(
                name: "swipeEscapeVelocity", type: "Double", value: L.number(swipeEscapeVelocity),
                summary: tr("Points per second a fling needs to dismiss.")),
            Option(
                name: "swipeVelocityThreshold", type: "Double", value: L.number(swipeVelocityThreshold),
                summary: tr("The cap on a release's speed, each axis.")),
            Option(
                name: "animationDuration", type: "Double", value: L.number(animationDuration),
                summary: tr("Seconds to fly out or settle back.")
            ),
            Option(
                name: "collapseDuration", type: "Double", value: L.number(collapseDuration),
                summary: tr("Seconds the space left behind takes to close.")),
            Option(
                name: "minimumDistance", type: "Double", value: L.number(minimumDistance),
                summary: tr("Points a drag travels, either axis, before the row follows.")),
            LibraryAPI.actionTitleOption(actionTitle),
            LibraryAPI.actionIDOption(actionID),
        ]
    }

    static let gobjectType = (c: "SwipeDismissRow", prefix: "swipe_dismiss_row", gi: "DismissRow")

    var gobjectProperties: [GObjectAPI.Property] {
        typealias Property = GObjectAPI.Property
        typealias G = GObjectAPI
        return [
            Property(
                name: "swipe-directions",
                value: G.flags(
                    "SWIPE_DISMISS_DIRECTIONS", "DismissDirections",
                    DismissDirection.allCases.filter(swipeDirections.contains).map(\.rawValue))),
            Property(name: "swipe-threshold", value: G.number(swipeThreshold)),
            Property(name: "swipe-escape-velocity", value: G.number(swipeEscapeVelocity)),
            Property(name: "swipe-velocity-threshold", value: G.number(swipeVelocityThreshold)),
            Property(name: "animation-duration", value: G.number(animationDuration)),
            Property(name: "collapse-duration", value: G.number(collapseDuration)),
            Property(name: "minimum-distance", value: G.number(minimumDistance)),
            Property(name: "action-title", value: G.string(actionTitle)),
            Property(name: "action-id", value: G.string(actionID)),
        ]
    }
}

extension FieldReader {
    /// `["start", "end"]`, each at most once; empty turns dismissing off.
    func dismissDirections(_ value: JSONValue, _ field: String) -> Set<DismissDirection>? {
        guard let items = array(value, field) else { return nil }
        var directions: Set<DismissDirection> = []
        for (index, item) in items.enumerated() {
            guard let direction = choice(item, "\(field)[\(index)]", among: DismissDirection.allCases) else { return nil }
            if !directions.insert(direction).inserted {
                diagnostics.report("\(field)[\(index)]", tr("\"{choice}\" is listed twice", ["choice": direction.rawValue]))
                return nil
            }
        }
        return directions
    }

    /// A speed in points per second: 0 or more, at most 100 000.
    func speed(_ value: JSONValue, _ field: String) -> Double? {
        number(value, field) { (0...100_000).contains($0) ? nil : tr("must be from 0 to 100000 points per second, got {value}") }
    }

    /// A duration in seconds: 0 or more, at most 10.
    func duration(_ value: JSONValue, _ field: String) -> Double? {
        number(value, field) { (0...10).contains($0) ? nil : tr("must be from 0 to 10 seconds, got {value}") }
    }
}
