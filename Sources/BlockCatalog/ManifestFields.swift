import SwipeEngine
import SwipeScenario

/// How a JSON value is named in messages: `12`, `"abc"`, `true`, `null`, `an array`, `an object`;
/// text longer than 60 characters is cut with an ellipsis, so a message stays short.
func describe(_ value: JSONValue) -> String {
    switch value {
    case .array: return "an array"
    case .object: return "an object"
    case let .string(text) where text.unicodeScalars.count > 60:
        return JSONValue.quote(String(String.UnicodeScalarView(text.unicodeScalars.prefix(58)))) + "…"
    default: return value.serialized
    }
}

/// Typed reads of JSON values that report a precise problem, at `field`, when the value does not fit.
struct FieldReader {
    let diagnostics: Diagnostics

    func object(_ value: JSONValue, _ field: String) -> [(key: String, value: JSONValue)]? {
        guard let members = value.objectValue else {
            diagnostics.report(field, "expected an object, got \(describe(value))")
            return nil
        }
        return members
    }

    func array(_ value: JSONValue, _ field: String) -> [JSONValue]? {
        guard let items = value.arrayValue else {
            diagnostics.report(field, "expected an array, got \(describe(value))")
            return nil
        }
        return items
    }

    /// A string with something besides white space in it.
    func string(_ value: JSONValue, _ field: String) -> String? {
        guard let text = value.stringValue else {
            diagnostics.report(field, "expected a string, got \(describe(value))")
            return nil
        }
        guard Self.hasVisibleCharacter(text) else {
            diagnostics.report(field, "must not be empty")
            return nil
        }
        return text
    }

    /// True unless `text` is empty or only whitespace (any Unicode whitespace); a text starting
    /// with a visible ASCII character is answered without reading on.
    static func hasVisibleCharacter(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return true }
        return text.contains { !$0.isWhitespace }
    }

    /// A finite number that passes `check`, which returns the broken rule or nil.
    func number(_ value: JSONValue, _ field: String, _ check: (Double) -> String? = { _ in nil }) -> Double? {
        guard let number = value.numberValue else {
            diagnostics.report(field, "expected a number, got \(describe(value))")
            return nil
        }
        if let rule = check(number) {
            diagnostics.report(field, "\(rule), got \(describe(value))")
            return nil
        }
        return number
    }

    /// The largest length, in points, a manifest or a scenario parameter may give: every sum and
    /// product of lengths the engine makes then stays finite.
    static let maximumLength = 10_000.0

    /// A length in points: 0 or more (from −10 000 when `negativeAllowed`), at most 10 000.
    func length(_ value: JSONValue, _ field: String, negativeAllowed: Bool = false) -> Double? {
        number(value, field) { n in
            if !negativeAllowed, n < 0 { return "must be 0 or more" }
            return abs(n) <= Self.maximumLength ? nil : "must be at most \(Int(Self.maximumLength))\(negativeAllowed ? " in size" : "")"
        }
    }

    func bool(_ value: JSONValue, _ field: String) -> Bool? {
        guard let flag = value.boolValue else {
            diagnostics.report(field, "expected true or false, got \(describe(value))")
            return nil
        }
        return flag
    }

    /// A named tint (`green`, `.green`) or `#rgb` / `#rrggbb` / `#rrggbbaa`.
    func colour(_ value: JSONValue, _ field: String) -> RGBA? {
        guard let text = value.stringValue, let colour = RGBA(parsing: text) else {
            diagnostics.report(field, "expected a colour name or #rrggbb, got \(describe(value))")
            return nil
        }
        return colour
    }

    /// One of an enum's raw values, with or without a leading dot (`expand`, `.expand`).
    func choice<T: RawRepresentable>(_ value: JSONValue, _ field: String, among cases: [T]) -> T? where T.RawValue == String {
        if let text = value.stringValue {
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            if let choice = T(rawValue: name) { return choice }
        }
        let names = cases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        diagnostics.report(field, "expected one of \(names), got \(describe(value))")
        return nil
    }

    /// Reports every key of `members` that is not in `allowed`.
    func rejectUnknownKeys(_ members: [(key: String, value: JSONValue)], allowed: [String], in path: String) {
        for member in members where !allowed.contains(member.key) {
            diagnostics.report(join(path, member.key), "unknown key (expected one of: \(allowed.joined(separator: ", ")))")
        }
    }

    /// Reports a missing key and returns nil, or returns its value.
    func required(_ members: [(key: String, value: JSONValue)], _ key: String, in path: String) -> JSONValue? {
        guard let value = members.first(where: { $0.key == key })?.value else {
            diagnostics.report(join(path, key), "missing required field")
            return nil
        }
        return value
    }
}

/// `parent.key`, or `key` at the top level.
func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? JSONValue.fieldName(key) : "\(path).\(JSONValue.fieldName(key))"
}

extension Array where Element == (key: String, value: JSONValue) {
    /// The value for `key`, if present.
    subscript(member key: String) -> JSONValue? {
        first { $0.key == key }?.value
    }
}
