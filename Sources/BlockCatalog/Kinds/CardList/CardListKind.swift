import Localization
import SwipeEngine
import SwipeScenario

extension CardListConfiguration: CatalogKind {
    /// The Full-Swipe Card List engine: leading and trailing actions, full swipe, reveal styles and card buttons.
    static let engineKind = EngineKind(
        name: Self.name,
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
                if let threshold = reader.number(value, field, { (0...1).contains($0) ? nil : tr("must be between 0 and 1, got {value}") })
                {
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
        return BlockConfiguration(configuration)
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
                diagnostics.report("\(field)[\(index)]", tr("\"{choice}\" is listed twice", ["choice": edge.rawValue]))
                valid = false
            }
        }
        return valid ? edges : nil
    }

    /// `"rectangle"`, or `{"rounded": {"cornerRadius": r, "spacing": s}}`.
    func buttonShape(_ value: JSONValue, _ field: String) -> SwipeButtonShape? {
        if let text = value.stringValue, text == "rectangle" || text == ".rectangle" { return .rectangle }
        guard let members = value.objectValue, members.count == 1, members[0].key == "rounded" else {
            diagnostics.report(
                field,
                tr(
                    "expected {rectangle} or {rounded}, got {value}",
                    [
                        "rectangle": "\"rectangle\"", "rounded": "{\"rounded\": {\"cornerRadius\": …, \"spacing\": …}}",
                        "value": describe(value),
                    ]))
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
            number($0, join(field, "progress")) { (0...1).contains($0) ? nil : tr("must be between 0 and 1, got {value}") }
        }
        let edge = required(members, "edge", in: field).flatMap { choice($0, join(field, "edge"), among: SwipeEdge.allCases) }
        guard let progress, let edge, members.count == 2 else { return nil }
        return DebugProgress(progress: progress, edge: edge)
    }
}

extension CardListConfiguration {
    func parameters(differingFrom b: CardListConfiguration) -> [(key: String, value: JSONValue)] {
        var writer = ParameterWriter()
        writer.add("style", style, b.style) { .string($0.rawValue) }
        writer.add("buttonWidth", buttonWidth, b.buttonWidth, JSONValue.number)
        writer.add("fullSwipeEdges", fullSwipeEdges, b.fullSwipeEdges) { edges in
            .array(SwipeEdge.allCases.filter(edges.contains).map { .string($0.rawValue) })
        }
        writer.add("fullSwipeThreshold", fullSwipeThreshold, b.fullSwipeThreshold, JSONValue.number)
        writer.add("rubberBanding", rubberBanding, b.rubberBanding, JSONValue.bool)
        writer.add("hapticsEnabled", hapticsEnabled, b.hapticsEnabled, JSONValue.bool)
        writer.add("labelStyle", labelStyle, b.labelStyle) { .string($0.rawValue) }
        writer.add("buttonShape", buttonShape, b.buttonShape) { shape in
            switch shape {
            case .rectangle: .string("rectangle")
            case let .rounded(radius, spacing):
                .object([("rounded", .object([("cornerRadius", .number(radius)), ("spacing", .number(spacing))]))])
            }
        }
        writer.add("cornerRadius", cornerRadius, b.cornerRadius, JSONValue.number)
        writer.add("combinesAccessibilityChildren", combinesAccessibilityChildren, b.combinesAccessibilityChildren, JSONValue.bool)
        writer.add("minimumDistance", minimumDistance, b.minimumDistance, JSONValue.number)
        writer.add("leading", leading, b.leading, ParameterValues.actions)
        writer.add("trailing", trailing, b.trailing, ParameterValues.actions)
        writer.add("debugProgress", debugProgress, b.debugProgress) { progress in
            progress.map { .object([("progress", .number($0.progress)), ("edge", .string($0.edge.rawValue))]) } ?? .null
        }
        return writer.out
    }

    static let swiftRowType = "SwipeCardRow"
    static let swiftConfigurationType = "CardListConfiguration"

    var libraryOptions: [LibraryAPI.Option] {
        typealias L = SwiftLiteral
        typealias Option = LibraryAPI.Option
        return [
            Option(
                name: "leading", type: "[SwipeActionSpec]", value: L.actions(leading),
                summary: tr("Leading actions; the first is the full-swipe action.")),
            Option(
                name: "trailing", type: "[SwipeActionSpec]", value: L.actions(trailing),
                summary: tr("Trailing actions; the first is the full-swipe action.")),
            Option(
                name: "style", type: "RevealStyle", value: ".\(style.rawValue)",
                summary: tr("How the buttons appear: reveal, drag or expand.")),
            Option(name: "buttonWidth", type: "Double", value: L.number(buttonWidth), summary: tr("Each button's width in points.")),
            Option(
                name: "fullSwipeEdges", type: "Set<SwipeEdge>", value: L.edges(fullSwipeEdges),
                summary: tr("The edges whose first action a full swipe runs.")),
            Option(
                name: "fullSwipeThreshold", type: "Double", value: L.number(fullSwipeThreshold),
                summary: tr("The fraction of the width that arms a full swipe.")),
            Option(name: "rubberBanding", type: "Bool", value: "\(rubberBanding)", summary: tr("Resistance past the buttons' width.")),
            Option(
                name: "hapticsEnabled", type: "Bool", value: "\(hapticsEnabled)",
                summary: tr("Reports feedback (and pulses) at thresholds.")),
            Option(
                name: "labelStyle", type: "SwipeLabelStyle", value: ".\(labelStyle.rawValue)",
                summary: tr("Title and icon, icon only or title only.")),
            Option(
                name: "buttonShape", type: "SwipeButtonShape", value: L.shape(buttonShape),
                summary: tr("Edge-to-edge rectangles or rounded buttons.")),
            Option(name: "cornerRadius", type: "Double", value: L.number(cornerRadius), summary: tr("The row's corner radius in points.")),
            Option(
                name: "combinesAccessibilityChildren", type: "Bool", value: "\(combinesAccessibilityChildren)",
                summary: tr("The row is one element to screen readers, its actions its own.")),
            LibraryAPI.minimumDistanceOption(minimumDistance),
            Option(
                name: "debugProgress", type: "DebugProgress?", value: L.progress(debugProgress),
                summary: tr("Freezes the row part of the way open (previews).")),
        ]
    }

    static let gobjectType = (c: "SwipeCardRow", prefix: "swipe_card_row", gi: "CardRow")

    /// The rounded shape's radius and spacing have the library's own defaults, 16 and 8, when the
    /// shape is a rectangle.
    var gobjectProperties: [GObjectAPI.Property] {
        typealias Property = GObjectAPI.Property
        typealias G = GObjectAPI
        var out = [
            Property(name: "style", value: G.enumeration("SWIPE_REVEAL_STYLE", "RevealStyle", style.rawValue)),
            Property(name: "button-width", value: G.number(buttonWidth)),
            Property(name: "full-swipe-edges", value: G.edges(fullSwipeEdges)),
            Property(name: "full-swipe-threshold", value: G.number(fullSwipeThreshold)),
            Property(name: "rubber-banding", value: G.boolean(rubberBanding)),
            Property(name: "haptics-enabled", value: G.boolean(hapticsEnabled)),
            Property(name: "label-style", value: G.enumeration("SWIPE_LABEL_STYLE", "LabelStyle", labelStyle.rawValue)),
        ]
        switch buttonShape {
        case .rectangle:
            out += [
                Property(name: "button-shape", value: G.enumeration("SWIPE_BUTTON_SHAPE", "ButtonShape", "rectangle")),
                Property(name: "button-corner-radius", value: G.number(16)),
                Property(name: "button-spacing", value: G.number(8)),
            ]
        case let .rounded(radius, spacing):
            out += [
                Property(name: "button-shape", value: G.enumeration("SWIPE_BUTTON_SHAPE", "ButtonShape", "rounded")),
                Property(name: "button-corner-radius", value: G.number(radius)),
                Property(name: "button-spacing", value: G.number(spacing)),
            ]
        }
        out += [
            Property(name: "corner-radius", value: G.number(cornerRadius)),
            Property(name: "combines-accessibility-children", value: G.boolean(combinesAccessibilityChildren)),
            Property(name: "minimum-distance", value: G.number(minimumDistance)),
        ]
        if let progress = debugProgress {
            out += [
                Property(name: "debug-progress", value: G.number(progress.progress)),
                Property(name: "debug-edge", value: G.enumeration("SWIPE_EDGE", "Edge", progress.edge.rawValue)),
            ]
        }
        return out
    }

    var gobjectActions: [GObjectAPI.Action] {
        leading.map { GObjectAPI.Action(edge: .leading, spec: $0) } + trailing.map { GObjectAPI.Action(edge: .trailing, spec: $0) }
    }
}
