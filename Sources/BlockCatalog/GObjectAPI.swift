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
        Swift.type(of: configuration.catalogKind).gobjectType
    }

    /// The properties of `configuration` that differ from the library's defaults, in the API
    /// table's order.
    public static func properties(of configuration: BlockConfiguration) -> [Property] {
        let defaults = Set(configuration.kindDefaults.catalogKind.gobjectProperties)
        return configuration.catalogKind.gobjectProperties.filter { !defaults.contains($0) }
    }

    /// The row's actions, in the order they are added.
    public static func actions(of configuration: BlockConfiguration) -> [Action] {
        configuration.catalogKind.gobjectActions
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
        return Value(
            c: names.map { "SWIPE_EDGES_\($0)" }.joined(separator: " | "),
            python: names.map { "SwipeWidgets.Edges.\($0)" }.joined(separator: " | "))
    }

    /// A flags value from its Swift case names (`["start", "end"]` →
    /// `SWIPE_DISMISS_DIRECTIONS_START | SWIPE_DISMISS_DIRECTIONS_END`); none: the type's `NONE`.
    static func flags(_ cPrefix: String, _ giType: String, _ swiftCases: [String]) -> Value {
        let names = swiftCases.isEmpty ? ["NONE"] : swiftCases.map(constantCase)
        return Value(
            c: names.map { "\(cPrefix)_\($0)" }.joined(separator: " | "),
            python: names.map { "SwipeWidgets.\(giType).\($0)" }.joined(separator: " | "))
    }

    /// `titleAndIcon` → `TITLE_AND_ICON`.
    static func constantCase(_ name: String) -> String {
        var out: [UInt8] = []
        for byte in name.utf8 {  // the names are Swift identifiers and enum cases: ASCII letters
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

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
