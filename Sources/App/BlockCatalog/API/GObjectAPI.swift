import SwipeEngine
import SwipeScenario
import Synchronization

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
        guard let c = configuration.schema.gobjectType else {
            preconditionFailure("the kind \(configuration.kind) names no GObject type in its schema")
        }
        return (c, constantCase(c).lowercased(), introspected(c))
    }

    /// The properties of `configuration` that differ from the library's defaults, in the API
    /// table's order.
    public static func properties(of configuration: BlockConfiguration) -> [Property] {
        let defaults = defaultProperties(of: Swift.type(of: configuration.options))
        return properties(configuration.options).filter { !defaults.contains($0) }
    }

    /// The properties of a kind's library defaults, made once per kind: every usage snippet in C
    /// and Python asks for them (twice a block in an export of the whole catalogue).
    private static func defaultProperties(of kind: any SwipeKind.Type) -> Set<Property> {
        let key = ObjectIdentifier(kind)
        if let made = madeDefaults.withLock({ $0[key] }) { return made }
        let made = Set(properties(kind.schema.defaults))
        madeDefaults.withLock { $0[key] = made }
        return made
    }

    /// `defaultProperties(of:)`'s answers, by kind.
    private static let madeDefaults = Mutex<[ObjectIdentifier: Set<Property>]>([:])

    /// The row's actions, in the order they are added.
    public static func actions(of configuration: BlockConfiguration) -> [Action] {
        configuration.catalogKind.gobjectActions
    }

    /// Every GObject property of `options`' kind that has a value in it, in the schema's order. A
    /// property that is no Swift option spells part of the Swift option before it (the rounded
    /// shape's radius, a frozen row's edge): it has a value only while that option has one.
    static func properties(_ options: any SwipeKind) -> [Property] {
        var out: [Property] = []
        var partOfASetOption = false
        for option in Swift.type(of: options).schema.options where option.inSwift || partOfASetOption {
            let property = option.property.flatMap { name in
                value(option.value(in: options), of: option.type).map { Property(name: name, value: $0) }
            }
            if option.inSwift { partOfASetOption = property != nil }
            if let property { out.append(property) }
        }
        return out
    }

    // MARK: Values

    /// An option's value, of its type, as a property's; nil where it sets none (no colour, not frozen).
    static func value(_ value: OptionValue, of type: OptionType) -> Value? {
        switch (type, value) {
        case let (_, .number(number)): Self.number(number)
        case let (_, .boolean(flag)): boolean(flag)
        case let (_, .text(text)): string(text)
        case let (.choice(cases), .choice(name)): enumeration(cases.gType, name)
        case let (.flags(cases), .flags(names)): flags(cases.gType, names)
        case let (_, .colour(colour)): colour.map(Self.colour)
        case (_, .shape(.rectangle)): enumeration(buttonShapeType, "rectangle")
        case (_, .shape(.rounded)): enumeration(buttonShapeType, "rounded")
        case let (_, .progress(progress)): progress.map { Self.number($0.progress) }
        case (_, .actions), (_, .choice), (_, .flags): nil
        }
    }

    /// The GObject enumeration of the card row's button shapes.
    static let buttonShapeType = "SwipeButtonShape"

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

    /// A value of the GObject enumeration `gType` from its Swift case name (`SwipeLabelStyle`,
    /// `titleAndIcon` → `SWIPE_LABEL_STYLE_TITLE_AND_ICON`, `SwipeWidgets.LabelStyle.TITLE_AND_ICON`).
    static func enumeration(_ gType: String, _ swiftCase: String) -> Value {
        let upper = constantCase(swiftCase)
        return Value(c: "\(constantCase(gType))_\(upper)", python: "SwipeWidgets.\(introspected(gType)).\(upper)")
    }

    /// A value of the GObject flags `gType` from its Swift case names (`SwipeDismissDirections`,
    /// `["start", "end"]` → `SWIPE_DISMISS_DIRECTIONS_START | SWIPE_DISMISS_DIRECTIONS_END`); none: the type's `NONE`.
    static func flags(_ gType: String, _ swiftCases: [String]) -> Value {
        let names = swiftCases.isEmpty ? ["NONE"] : swiftCases.map(constantCase)
        return Value(
            c: names.map { "\(constantCase(gType))_\($0)" }.joined(separator: " | "),
            python: names.map { "SwipeWidgets.\(introspected(gType)).\($0)" }.joined(separator: " | "))
    }

    /// A GObject type's name in the introspected namespace (`SwipeRevealStyle` → `RevealStyle`).
    static func introspected(_ gType: String) -> String {
        gType.hasPrefix("Swipe") ? String(gType.dropFirst("Swipe".count)) : gType
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

    /// A C string literal in UTF-8, as GNOME's C sources write their strings ("קבלה" reads as
    /// itself; gcc and clang read UTF-8 sources): quotes and backslashes escaped, and characters
    /// that show nothing or change how the line reads (controls, bidirectional and other format
    /// characters, line and paragraph separators) as their UTF-8 bytes in octal escapes.
    static func cString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where showsNothing(scalar):
                for byte in String(scalar).utf8 { out += "\\" + String(byte, radix: 8).leftPadded(to: 3) }
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    private static func showsNothing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
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
