import SwipeEngine
import SwipeScenario

/// A block's row as the GObject library (libswipewidgets-0, namespace SwipeWidgets) has it: the
/// row's type in C and in introspection, and each option that differs from the library's
/// default as a GObject property with its value in C and in Python. The C and Python usage
/// snippets are written from it; the properties are the API tables' options in kebab-case.
public enum GObjectAPI {
    /// A value as C (a `g_object_set` argument) and as Python writes it.
    public struct Value: Sendable, Hashable {
        public var c: String
        public var python: String
        /// The C value is a colour to parse into a `GdkRGBA` first (`c` is its hex string).
        public var isColour = false
    }

    /// A property set to a value away from its default.
    public struct Property: Sendable, Hashable {
        /// The GObject property name (`button-width`).
        public var name: String
        public var value: Value
    }

    /// An action added to a row: which edge (the card row's), and its fields.
    public struct Action: Sendable, Hashable {
        public var edge: SwipeEdge?
        public var spec: SwipeActionSpec
    }

    /// The C type name (`SwipeActionRow`), its constructor's prefix (`swipe_action_row`) and the
    /// introspected class (`ActionRow`).
    public static func type(_ configuration: BlockConfiguration) -> (c: String, prefix: String, gi: String) {
        switch configuration {
        case .completion: ("SwipeCompletionRow", "swipe_completion_row", "CompletionRow")
        case .actionRow: ("SwipeActionRow", "swipe_action_row", "ActionRow")
        case .cardList: ("SwipeCardRow", "swipe_card_row", "CardRow")
        }
    }

    /// The properties of `configuration` that differ from the library's defaults, in the API
    /// table's order.
    public static func properties(of configuration: BlockConfiguration) -> [Property] {
        let defaults = Set(all(defaults(of: configuration)))
        return all(configuration).filter { !defaults.contains($0) }
    }

    /// The row's actions, in the order they are added.
    public static func actions(of configuration: BlockConfiguration) -> [Action] {
        switch configuration {
        case .completion: []
        case let .actionRow(c): c.actions.map { Action(edge: nil, spec: $0) }
        case let .cardList(c): c.leading.map { Action(edge: .leading, spec: $0) } + c.trailing.map { Action(edge: .trailing, spec: $0) }
        }
    }

    private static func defaults(of configuration: BlockConfiguration) -> BlockConfiguration {
        switch configuration {
        case .completion: .completion(CompletionRowConfiguration())
        case .actionRow: .actionRow(ActionRowConfiguration())
        case .cardList: .cardList(CardListConfiguration())
        }
    }

    /// Every property of `configuration` with its value (the rounded shape's radius and spacing
    /// have the library's own defaults, 16 and 8, when the shape is a rectangle).
    private static func all(_ configuration: BlockConfiguration) -> [Property] {
        switch configuration {
        case let .completion(c):
            var out = [Property(name: "tint", value: colour(c.tint))]
            if let background = c.rowBackground { out.append(Property(name: "row-background", value: colour(background))) }
            out += [
                Property(name: "corner-radius", value: number(c.cornerRadius)),
                Property(name: "action-name", value: string(c.actionName)),
                Property(name: "action-id", value: string(c.actionID)),
                Property(name: "minimum-distance", value: number(c.minimumDistance)),
            ]
            return out
        case let .actionRow(c):
            return [Property(name: "button-width", value: number(c.buttonWidth)),
                    Property(name: "minimum-distance", value: number(c.minimumDistance))]
        case let .cardList(c):
            var out = [
                Property(name: "style", value: enumeration("SWIPE_REVEAL_STYLE", "RevealStyle", c.style.rawValue)),
                Property(name: "button-width", value: number(c.buttonWidth)),
                Property(name: "full-swipe-edges", value: edges(c.fullSwipeEdges)),
                Property(name: "full-swipe-threshold", value: number(c.fullSwipeThreshold)),
                Property(name: "rubber-banding", value: boolean(c.rubberBanding)),
                Property(name: "haptics-enabled", value: boolean(c.hapticsEnabled)),
                Property(name: "label-style", value: enumeration("SWIPE_LABEL_STYLE", "LabelStyle", c.labelStyle.rawValue)),
            ]
            switch c.buttonShape {
            case .rectangle:
                out += [Property(name: "button-shape", value: enumeration("SWIPE_BUTTON_SHAPE", "ButtonShape", "rectangle")),
                        Property(name: "button-corner-radius", value: number(16)),
                        Property(name: "button-spacing", value: number(8))]
            case let .rounded(radius, spacing):
                out += [Property(name: "button-shape", value: enumeration("SWIPE_BUTTON_SHAPE", "ButtonShape", "rounded")),
                        Property(name: "button-corner-radius", value: number(radius)),
                        Property(name: "button-spacing", value: number(spacing))]
            }
            out += [
                Property(name: "corner-radius", value: number(c.cornerRadius)),
                Property(name: "combines-accessibility-children", value: boolean(c.combinesAccessibilityChildren)),
                Property(name: "minimum-distance", value: number(c.minimumDistance)),
            ]
            if let progress = c.debugProgress {
                out += [Property(name: "debug-progress", value: number(progress.progress)),
                        Property(name: "debug-edge", value: enumeration("SWIPE_EDGE", "Edge", progress.edge.rawValue))]
            }
            return out
        }
    }

    // MARK: Values

    static func colour(_ colour: RGBA) -> Value {
        Value(c: cString(colour.hex), python: "rgba(\(pythonString(colour.hex)))", isColour: true)
    }

    /// A double as both write it: always with a decimal point (a C vararg must be a double).
    static func number(_ value: Double) -> Value {
        var text = JSONValue.format(value)
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return Value(c: text, python: text)
    }

    static func boolean(_ value: Bool) -> Value {
        Value(c: value ? "TRUE" : "FALSE", python: value ? "True" : "False")
    }

    static func string(_ text: String) -> Value {
        Value(c: cString(text), python: pythonString(text))
    }

    /// An enumeration value from its Swift case name (`titleAndIcon` → `SWIPE_LABEL_STYLE_TITLE_AND_ICON`).
    static func enumeration(_ cPrefix: String, _ giType: String, _ swiftCase: String) -> Value {
        let upper = constantCase(swiftCase)
        return Value(c: "\(cPrefix)_\(upper)", python: "SwipeWidgets.\(giType).\(upper)")
    }

    static func edges(_ edges: Set<SwipeEdge>) -> Value {
        let names = SwipeEdge.allCases.filter(edges.contains).map { constantCase($0.rawValue) }
        if names.isEmpty { return Value(c: "SWIPE_EDGES_NONE", python: "SwipeWidgets.Edges.NONE") }
        return Value(c: names.map { "SWIPE_EDGES_\($0)" }.joined(separator: " | "),
                     python: names.map { "SwipeWidgets.Edges.\($0)" }.joined(separator: " | "))
    }

    /// `titleAndIcon` → `TITLE_AND_ICON`.
    static func constantCase(_ name: String) -> String {
        var out: [UInt8] = []
        for byte in name.utf8 {   // the names are Swift identifiers and enum cases: ASCII letters
            let upper = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
            if upper == byte, byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"), !out.isEmpty { out.append(UInt8(ascii: "_")) }
            out.append(upper)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A C string literal: quotes, backslashes and control characters escaped.
    static func cString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                out += "\\" + String(scalar.value, radix: 8).leftPadded(to: 3)
            case _ where scalar.value > 0x7f:
                // UTF-8 bytes as octal escapes: the literal stays ASCII and exact.
                for byte in String(scalar).utf8 { out += "\\" + String(byte, radix: 8).leftPadded(to: 3) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `text` inside a C comment: on one line, and never ending it.
    static func cComment(_ text: String) -> String {
        var out = ""
        for character in text {
            if character == "/", out.last == "*" { out += " " }
            out.append(character.isNewline ? " " : character)
        }
        return out
    }

    /// A Python string literal (Python's own escapes; a JSON string is one).
    static func pythonString(_ text: String) -> String {
        JSONValue.quote(text)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
