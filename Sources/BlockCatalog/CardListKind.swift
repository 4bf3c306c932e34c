import SwipeEngine
import SwipeScenario

extension EngineKind {
    /// The Full-Swipe Card List engine: leading and trailing actions, full swipe, reveal styles and card buttons.
    static let cardList = EngineKind(
        name: "cardList",
        parameters: [
            "style", "buttonWidth", "fullSwipeEdges", "fullSwipeThreshold", "rubberBanding", "hapticsEnabled",
            "labelStyle", "buttonShape", "cornerRadius", "combinesAccessibilityChildren", "minimumDistance",
            "leading", "trailing", "debugProgress",
        ]
    ) { settings, path, reader in
        var configuration = CardListConfiguration()
        var seenIDs: Set<String> = []
        for (key, value) in settings {
            let field = join(path, key)
            switch key {
            case "style":
                if let style = reader.choice(value, field, among: RevealStyle.allCases) { configuration.style = style }
            case "buttonWidth":
                if let width = reader.length(value, field) { configuration.buttonWidth = width }
            case "fullSwipeEdges":
                if let edges = reader.edges(value, field) { configuration.fullSwipeEdges = edges }
            case "fullSwipeThreshold":
                if let threshold = reader.number(value, field, { (0...1).contains($0) ? nil : "must be between 0 and 1" }) {
                    configuration.fullSwipeThreshold = threshold
                }
            case "rubberBanding":
                if let flag = reader.bool(value, field) { configuration.rubberBanding = flag }
            case "hapticsEnabled":
                if let flag = reader.bool(value, field) { configuration.hapticsEnabled = flag }
            case "labelStyle":
                if let style = reader.choice(value, field, among: SwipeLabelStyle.allCases) { configuration.labelStyle = style }
            case "buttonShape":
                if let shape = reader.buttonShape(value, field) { configuration.buttonShape = shape }
            case "cornerRadius":
                if let radius = reader.length(value, field) { configuration.cornerRadius = radius }
            case "combinesAccessibilityChildren":
                if let flag = reader.bool(value, field) { configuration.combinesAccessibilityChildren = flag }
            case "minimumDistance":
                if let distance = reader.length(value, field) { configuration.minimumDistance = distance }
            case "leading":
                if let actions = reader.actions(value, field, seenIDs: &seenIDs) { configuration.leading = actions }
            case "trailing":
                if let actions = reader.actions(value, field, seenIDs: &seenIDs) { configuration.trailing = actions }
            case "debugProgress":
                if value != .null, let progress = reader.debugProgress(value, field) { configuration.debugProgress = progress }
            default:
                break
            }
        }
        return .cardList(configuration)
    }
}

extension FieldReader {
    /// `["leading", "trailing"]`, each at most once; empty turns full swipe off.
    func edges(_ value: JSONValue, _ field: String) -> Set<SwipeEdge>? {
        guard let items = array(value, field) else { return nil }
        var edges: Set<SwipeEdge> = []
        var valid = true
        for (index, item) in items.enumerated() {
            guard let edge = choice(item, "\(field)[\(index)]", among: SwipeEdge.allCases) else { valid = false; continue }
            if !edges.insert(edge).inserted {
                diagnostics.report("\(field)[\(index)]", "\"\(edge.rawValue)\" is listed twice")
                valid = false
            }
        }
        return valid ? edges : nil
    }

    /// `"rectangle"`, or `{"rounded": {"cornerRadius": r, "spacing": s}}`.
    func buttonShape(_ value: JSONValue, _ field: String) -> SwipeButtonShape? {
        if let text = value.stringValue, text == "rectangle" || text == ".rectangle" { return .rectangle }
        guard let members = value.objectValue, members.count == 1, members[0].key == "rounded" else {
            diagnostics.report(field, "expected \"rectangle\" or {\"rounded\": {\"cornerRadius\": …, \"spacing\": …}}, got \(describe(value))")
            return nil
        }
        let path = join(field, "rounded")
        guard let rounded = object(members[0].value, path) else { return nil }
        rejectUnknownKeys(rounded, allowed: ["cornerRadius", "spacing"], in: path)
        let radius = required(rounded, "cornerRadius", in: path).flatMap { length($0, join(path, "cornerRadius")) }
        let spacing = required(rounded, "spacing", in: path).flatMap { length($0, join(path, "spacing")) }
        guard let radius, let spacing, rounded.count == 2 else { return nil }
        return .rounded(cornerRadius: radius, spacing: spacing)
    }

    /// `{"progress": 0…1, "edge": "leading" | "trailing"}`.
    func debugProgress(_ value: JSONValue, _ field: String) -> DebugProgress? {
        guard let members = object(value, field) else { return nil }
        rejectUnknownKeys(members, allowed: ["progress", "edge"], in: field)
        let progress = required(members, "progress", in: field).flatMap {
            number($0, join(field, "progress")) { (0...1).contains($0) ? nil : "must be between 0 and 1" }
        }
        let edge = required(members, "edge", in: field).flatMap { choice($0, join(field, "edge"), among: SwipeEdge.allCases) }
        guard let progress, let edge, members.count == 2 else { return nil }
        return DebugProgress(progress: progress, edge: edge)
    }
}
