import SwipeEngine
import SwipeScenario

/// Values as Swift source, for the usage snippets and the library's API tables.
enum SwiftLiteral {
    /// An option's value as an app writes it (`.expand`, `[.leading, .trailing]`, `nil`).
    static func value(_ value: OptionValue) -> String {
        switch value {
        case let .number(number): Self.number(number)
        case let .boolean(flag): "\(flag)"
        case let .text(text): string(text)
        case let .choice(name): ".\(name)"
        case let .flags(names): "[" + names.map { ".\($0)" }.joined(separator: ", ") + "]"
        case let .colour(colour): colour.map(Self.colour) ?? "nil"
        case let .actions(actions): Self.actions(actions)
        case let .shape(shape): Self.shape(shape)
        case let .progress(progress): Self.progress(progress)
        }
    }

    /// A named system tint (`.green`) or a hex colour.
    static func colour(_ colour: RGBA) -> String {
        if let name = names[colour] { return ".\(name)" }
        return "RGBA(hex: \(string(colour.hex)))!"
    }

    /// The system tints by colour (the first name in alphabetical order where two share one).
    private static let names: [RGBA: String] = {
        var out: [RGBA: String] = [:]
        for name in RGBA.named.keys.sorted() where out[RGBA.named[name]!] == nil { out[RGBA.named[name]!] = name }
        return out
    }()

    static func number(_ value: Double) -> String {
        JSONValue.format(value)
    }

    /// A Swift string literal for `text`.
    static func string(_ text: String) -> String {
        // A String's debug description is a valid Swift literal: quotes, backslashes and control
        // characters escaped.
        String(reflecting: text)
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

    /// Actions as a Swift array literal of `SwipeActionSpec`s, one a line.
    static func actions(_ actions: [SwipeActionSpec]) -> String {
        guard !actions.isEmpty else { return "[]" }
        var out = "[\n"
        for action in actions {
            let role = action.role == .destructive ? ", role: .destructive" : ""
            out += "        SwipeActionSpec(id: \(SwiftLiteral.string(action.id)), title: \(SwiftLiteral.string(action.title)), "
            out += "icon: \(SwiftLiteral.string(action.icon)), tint: \(SwiftLiteral.colour(action.tint))\(role)),\n"
        }
        return out + "    ]"
    }
}
