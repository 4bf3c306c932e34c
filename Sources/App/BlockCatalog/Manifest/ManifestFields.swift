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

    /// One of `names`, with or without a leading dot (`expand`, `.expand`).
    func choice(_ value: JSONValue, _ field: String, among names: [String]) -> String? {
        if let text = value.stringValue {
            let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            if names.contains(name) { return name }
        }
        let choices = names.map { "\"\($0)\"" }.joined(separator: ", ")
        diagnostics.report(field, tr("expected one of {choices}, got {value}", ["choices": choices, "value": describe(value)]))
        return nil
    }

    /// One of an enum's cases by its raw value, as `choice(_:_:among:)` reads names.
    func choice<T: RawRepresentable>(_ value: JSONValue, _ field: String, among cases: [T]) -> T? where T.RawValue == String {
        choice(value, field, among: cases.map(\.rawValue)).flatMap(T.init(rawValue:))
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
