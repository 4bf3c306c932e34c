import SwipeEngine

/// Swift code that builds a block's engine configuration, generated from its manifest.
public enum UsageSnippet {
    /// A Swift snippet: the configuration set as the manifest sets it, then the same block taken
    /// from the catalogue with a parameter overridden.
    public static func swift(for block: Block) -> String {
        let (typeName, caseName, expressions) = describe(block.configuration)
        var out = "import SwipeEngine\nimport BlockCatalog\n\n"
        out += "// \(block.title): the \"\(block.kind)\" engine, configured as in Catalog/\(block.id)/block.json.\n"
        out += "var configuration = \(typeName)()\n"
        for (key, _) in block.engineSettings {
            guard let expression = expressions[key] else { continue }
            out += "configuration.\(key) = \(expression)\n"
        }
        out += "let engine = BlockConfiguration.\(caseName)(configuration)\n\n"
        out += "// Or load it from the catalogue, with parameters overridden by API name:\n"
        out += "let catalog = Catalog.load()\n"
        let example = exampleOverride(block.configuration)
        out += "let (configured, demo) = try catalog.resolve(id: \(swiftString(block.id)), overrides: [(\(swiftString(example.key)), \(example.value))])\n"
        return out
    }

    private static func describe(_ configuration: BlockConfiguration) -> (String, String, [String: String]) {
        switch configuration {
        case let .completion(c):
            return ("CompletionRowConfiguration", "completion", [
                "tint": colour(c.tint),
                "rowBackground": c.rowBackground.map(colour) ?? "nil",
                "cornerRadius": number(c.cornerRadius),
                "actionName": swiftString(c.actionName),
            ])
        case let .actionRow(c):
            return ("ActionRowConfiguration", "actionRow", [
                "actions": actions(c.actions),
                "buttonWidth": number(c.buttonWidth),
            ])
        case let .cardList(c):
            let edges = SwipeEdge.allCases.filter(c.fullSwipeEdges.contains).map { ".\($0.rawValue)" }
            let shape: String = switch c.buttonShape {
            case .rectangle: ".rectangle"
            case let .rounded(radius, spacing): ".rounded(cornerRadius: \(number(radius)), spacing: \(number(spacing)))"
            }
            return ("CardListConfiguration", "cardList", [
                "style": ".\(c.style.rawValue)",
                "buttonWidth": number(c.buttonWidth),
                "fullSwipeEdges": "[" + edges.joined(separator: ", ") + "]",
                "fullSwipeThreshold": number(c.fullSwipeThreshold),
                "rubberBanding": "\(c.rubberBanding)",
                "hapticsEnabled": "\(c.hapticsEnabled)",
                "labelStyle": ".\(c.labelStyle.rawValue)",
                "buttonShape": shape,
                "cornerRadius": number(c.cornerRadius),
                "combinesAccessibilityChildren": "\(c.combinesAccessibilityChildren)",
                "minimumDistance": number(c.minimumDistance),
                "leading": actions(c.leading),
                "trailing": actions(c.trailing),
                "debugProgress": c.debugProgress.map { "DebugProgress(progress: \(number($0.progress)), edge: .\($0.edge.rawValue))" } ?? "nil",
            ])
        }
    }

    private static func exampleOverride(_ configuration: BlockConfiguration) -> (key: String, value: String) {
        switch configuration {
        case .completion: ("tint", ".string(\"teal\")")
        case .actionRow, .cardList: ("buttonWidth", ".number(96)")
        }
    }

    private static func actions(_ actions: [SwipeActionSpec]) -> String {
        guard !actions.isEmpty else { return "[]" }
        var out = "[\n"
        for action in actions {
            let role = action.role == .destructive ? ", role: .destructive" : ""
            out += "    SwipeActionSpec(id: \(swiftString(action.id)), title: \(swiftString(action.title)), "
            out += "icon: \(swiftString(action.icon)), tint: \(colour(action.tint))\(role)),\n"
        }
        return out + "]"
    }

    private static func colour(_ colour: RGBA) -> String {
        if let name = RGBA.named.keys.sorted().first(where: { RGBA.named[$0] == colour }) {
            return "RGBA(parsing: \(swiftString(name)))!"
        }
        return "RGBA(hex: \(swiftString(colour.hex)))!"
    }

    private static func number(_ value: Double) -> String {
        JSONValue.format(value)
    }

    /// A Swift string literal for `text`.
    private static func swiftString(_ text: String) -> String {
        // A String's debug description is a valid Swift literal: quotes, backslashes and control
        // characters escaped.
        String(reflecting: text)
    }
}
