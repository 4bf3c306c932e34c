import Localization
import SwipeEngine
import SwipeScenario

/// How a JSON value is named in messages: `12`, `"abc"`, `true`, `null`, `an array`, `an object`;
/// text longer than 60 characters is cut with an ellipsis, so a message stays short.
func describe(_ value: JSONValue) -> String {
    switch value {
    case .array: return tr("an array")
    case .object: return tr("an object")
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
            diagnostics.report(field, tr("expected an object, got {value}", ["value": describe(value)]))
            return nil
        }
        return members
    }

    func array(_ value: JSONValue, _ field: String) -> [JSONValue]? {
        guard let items = value.arrayValue else {
            diagnostics.report(field, tr("expected an array, got {value}", ["value": describe(value)]))
            return nil
        }
        return items
    }

    /// A string with something besides white space in it.
    func string(_ value: JSONValue, _ field: String) -> String? {
        guard let text = value.stringValue else {
            diagnostics.report(field, tr("expected a string, got {value}", ["value": describe(value)]))
            return nil
        }
        guard Self.hasVisibleCharacter(text) else {
            diagnostics.report(field, tr("must not be empty"))
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

    /// A finite number that passes `check`, which returns nil or the broken rule as a whole
    /// message, its `{value}` placeholder left for the value given:
    /// `tr("must be 0 or more, got {value}")` (`fill` leaves a name it is not given as it is).
    func number(_ value: JSONValue, _ field: String, _ check: (Double) -> String? = { _ in nil }) -> Double? {
        guard let number = value.numberValue else {
            diagnostics.report(field, tr("expected a number, got {value}", ["value": describe(value)]))
            return nil
        }
        if let problem = check(number) {
            diagnostics.report(field, Localization.fill(problem, ["value": describe(value)]))
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
            if !negativeAllowed, n < 0 { return tr("must be 0 or more, got {value}") }
            guard abs(n) > Self.maximumLength else { return nil }
            let maximum = ["maximum": String(Int(Self.maximumLength))]
            return negativeAllowed
                ? tr("must be at most {maximum} in size, got {value}", maximum) : tr("must be at most {maximum}, got {value}", maximum)
        }
    }

    func bool(_ value: JSONValue, _ field: String) -> Bool? {
        guard let flag = value.boolValue else {
            diagnostics.report(field, tr("expected true or false, got {value}", ["value": describe(value)]))
            return nil
        }
        return flag
    }

    /// A named tint (`green`, `.green`) or `#rgb` / `#rrggbb` / `#rrggbbaa`.
    func colour(_ value: JSONValue, _ field: String) -> RGBA? {
        guard let text = value.stringValue, let colour = RGBA(parsing: text) else {
            diagnostics.report(field, tr("expected a colour name or #rrggbb, got {value}", ["value": describe(value)]))
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
        diagnostics.report(field, tr("expected one of {choices}, got {value}", ["choices": names, "value": describe(value)]))
        return nil
    }

    /// Reports every key of `members` that is not in `allowed`.
    func rejectUnknownKeys(_ members: [(key: String, value: JSONValue)], allowed: [String], in path: String) {
        for member in members where !allowed.contains(member.key) {
            diagnostics.report(
                join(path, member.key), tr("unknown key (expected one of: {keys})", ["keys": allowed.joined(separator: ", ")]))
        }
    }

    /// Reports a missing key and returns nil, or returns its value.
    func required(_ members: [(key: String, value: JSONValue)], _ key: String, in path: String) -> JSONValue? {
        guard let value = members.first(where: { $0.key == key })?.value else {
            diagnostics.report(join(path, key), tr("missing required field"))
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
