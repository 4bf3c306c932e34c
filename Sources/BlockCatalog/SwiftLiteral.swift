import SwipeEngine

/// Values as Swift source, for the usage snippets and the library's API tables.
enum SwiftLiteral {
    /// A named system tint (`.green`) or a hex colour.
    static func colour(_ colour: RGBA) -> String {
        if let name = RGBA.named.keys.sorted().first(where: { RGBA.named[$0] == colour }) { return ".\(name)" }
        return "RGBA(hex: \(string(colour.hex)))!"
    }

    static func number(_ value: Double) -> String {
        JSONValue.format(value)
    }

    /// A Swift string literal for `text`.
    static func string(_ text: String) -> String {
        // A String's debug description is a valid Swift literal: quotes, backslashes and control
        // characters escaped.
        String(reflecting: text)
    }

    static func edges(_ edges: Set<SwipeEdge>) -> String {
        "[" + SwipeEdge.allCases.filter(edges.contains).map { ".\($0.rawValue)" }.joined(separator: ", ") + "]"
    }

    static func shape(_ shape: SwipeButtonShape) -> String {
        switch shape {
        case .rectangle: ".rectangle"
        case let .rounded(radius, spacing): ".rounded(cornerRadius: \(number(radius)), spacing: \(number(spacing)))"
        }
    }

    static func progress(_ progress: DebugProgress?) -> String {
        progress.map { "DebugProgress(progress: \(number($0.progress)), edge: .\($0.edge.rawValue))" } ?? "nil"
    }
}
