import Glibc
import SwipeEngine

// The GObject rows' properties as the kinds' options schemas make them (SwipeKinds.all), for the
// library's build (scripts/gir.sh):
//   OptionDocs c      their gi-docgen comments, a C file of comments alone that g-ir-scanner reads
//                     beside the sources: the summary, the note, the unit and range, the default;
//   OptionDocs json   for each GObject type, its properties' names, value types, defaults and
//                     ranges (Tests/gobject/properties.py checks the built library against it).

let types = SwipeKinds.all.compactMap { kind in kind.schema.gobjectType.map { (type: $0, properties: kind.schema.gobjectProperties) } }

switch CommandLine.arguments.dropFirst().first {
case "c": print(cFile(), terminator: "")
case "json": print(json())
default:
    _ = "usage: OptionDocs c|json\n".withCString { write(2, $0, strlen($0)) }
    exit(2)
}

// MARK: The doc comments

func cFile() -> String {
    var out = "/* Made by OptionDocs (scripts/gir.sh) from the kinds' options schemas\n"
    out += " * (Sources/Core/SwipeEngine/Kinds/<Kind>/<Kind>Options.swift): the doc comments of the GObject\n"
    out += " * rows' properties, for g-ir-scanner. Not compiled. */\n"
    for (type, properties) in types {
        for property in properties {
            var paragraphs = [sentence("\(property.option.summary)"), facts(property)]
            if let note = property.option.note, note.hasSuffix(".") { paragraphs.append(note) }
            if let since = property.option.since { paragraphs.append("Since: \(since)") }
            out += "\n/**\n * \(type):\(property.name):\n *\n" + paragraphs.map(wrapped).joined(separator: " *\n") + " */\n"
        }
    }
    return out
}

/// What a property holds and starts at: its unit and range, its default and where the default
/// comes from (a note that is no sentence of its own), what %NULL sets.
func facts(_ property: GObjectProperty) -> String {
    let option = property.option
    let source = option.note.flatMap { $0.hasSuffix(".") ? nil : " (\($0))" } ?? ""
    let initial = "Default: \(cValue(property.defaultValue, property.type))\(source)."
    switch (option.type, property.type) {
    case let (.number(unit), .double(range)): return "\(words(unit, range)). \(initial)"
    case (.progress, _): return "A fraction of the row's width, 0 to 1. Default: 0, a live row."
    case (.text, _): return "\(initial) %NULL or \"\" sets it back."
    case (.colour(optional: false), _): return "\(initial) %NULL sets it back."
    default: return initial
    }
}

func words(_ unit: NumberUnit, _ range: ClosedRange<Double>) -> String {
    let bounds = "\(number(range.lowerBound)) to \(number(range.upperBound))"
    switch unit {
    case .length: return "In points, \(bounds)"
    case .signedLength: return "In points, \(bounds) (a negative one counts as 0)"
    case .fraction: return "A fraction of the row's width, \(bounds)"
    case .positiveFraction: return "A fraction of the row's width, more than 0 and at most \(number(range.upperBound))"
    case .speed: return "In points per second, \(bounds)"
    case .duration: return "In seconds, \(bounds)"
    }
}

/// A value as C reads it: `0.5`, %TRUE, `"Complete"`, %SWIPE_EDGES_LEADING | %SWIPE_EDGES_TRAILING.
func cValue(_ value: GObjectValue, _ type: GObjectValueType) -> String {
    switch (value, type) {
    case let (.double(n), _): number(n)
    case let (.boolean(b), _): b ? "%TRUE" : "%FALSE"
    case let (.string(text), _): "\"\(text)\""
    case let (.enumeration(nick), .enumeration(gType, _)): constant(gType, nick)
    case let (.flags(nicks), .flags(gType, _)):
        nicks.isEmpty ? constant(gType, "none") : nicks.map { constant(gType, $0) }.joined(separator: " | ")
    case let (.rgba(colour), _): colour.map { "`\($0.hex)`" } ?? "%NULL"
    default: "?"
    }
}

/// `SwipeRevealStyle`, `drag` → %SWIPE_REVEAL_STYLE_DRAG.
func constant(_ gType: String, _ nick: String) -> String {
    "%" + (OptionDescriptor.kebabCase(gType) + "-" + nick).uppercased().replacingAll("-", with: "_")
}

/// 120, 0.5, 5e-324.
func number(_ n: Double) -> String {
    n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
}

func sentence(_ text: String) -> String {
    text.hasSuffix(".") ? text : text + "."
}

/// `text` as comment lines of at most 100 characters.
func wrapped(_ text: String) -> String {
    var out = "", line = " *"
    for word in text.split(separator: " ") {
        if line.count + 1 + word.count > 100 {
            out += line + "\n"
            line = " *"
        }
        line += " " + word
    }
    return out + line + "\n"
}

// MARK: JSON

func json() -> String {
    let objects = types.map { type, properties in
        let list = properties.map { property in
            var fields = [("name", quoted(property.name)), ("type", quoted(typeName(property.type)))]
            fields.append(("default", jsonValue(property.defaultValue)))
            if case let .double(range) = property.type {
                fields += [("minimum", String(range.lowerBound)), ("maximum", String(range.upperBound))]
            }
            return "{" + fields.map { "\(quoted($0)): \($1)" }.joined(separator: ", ") + "}"
        }
        return "  \(quoted(type)): [\n    " + list.joined(separator: ",\n    ") + "\n  ]"
    }
    return "{\n" + objects.joined(separator: ",\n") + "\n}"
}

/// The GType name of a property's values.
func typeName(_ type: GObjectValueType) -> String {
    switch type {
    case .double: "gdouble"
    case .boolean: "gboolean"
    case .string: "gchararray"
    case let .enumeration(gType, _), let .flags(gType, _): gType
    case .rgba: "GdkRGBA"
    }
}

func jsonValue(_ value: GObjectValue) -> String {
    switch value {
    case let .double(n): String(n)
    case let .boolean(b): b ? "true" : "false"
    case let .string(text), let .enumeration(text): quoted(text)
    case let .flags(nicks): "[" + nicks.map(quoted).joined(separator: ", ") + "]"
    case let .rgba(colour): colour.map { quoted($0.hex) } ?? "null"
    }
}

func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
