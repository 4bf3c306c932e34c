import Localization
import SwipeEngine

/// A parsed JSON document that keeps object key order and tells numbers from booleans.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in document order; a duplicate key is a parse error.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(b): hasher.combine(b)
        case let .number(n): hasher.combine(n)
        case let .string(s): hasher.combine(s)
        case let .array(a): hasher.combine(a)
        case let .object(o):
            for (k, v) in o { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// The value for `key` in an object; nil for a missing key or a non-object.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? { if case let .string(s) = self { s } else { nil } }
    public var numberValue: Double? { if case let .number(n) = self { n } else { nil } }
    public var boolValue: Bool? { if case let .bool(b) = self { b } else { nil } }
    public var arrayValue: [JSONValue]? { if case let .array(a) = self { a } else { nil } }
    public var objectValue: [(key: String, value: JSONValue)]? { if case let .object(o) = self { o } else { nil } }

    /// How an object key is named in a field path: as it is, or `""` when it is empty (so a message always names it).
    public static func fieldName(_ key: String) -> String {
        key.isEmpty ? "\"\"" : key
    }

    /// A short name of the value's JSON type, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: tr("boolean")
        case .number: tr("number")
        case .string: tr("string")
        case .array: tr("array")
        case .object: tr("object")
        }
    }
}

/// Why a JSON text could not be parsed, with its 1-based line and column.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    public var description: String {
        tr("line {line}, column {column}: {problem}", ["line": String(line), "column": String(column), "problem": message])
    }
}

extension JSONValue {
    /// Parses UTF-8 JSON text (RFC 8259), rejecting trailing garbage and duplicate keys.
    public init(parsing text: String) throws(JSONParseError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.parseDocument()
    }

    /// Parses UTF-8 JSON bytes.
    public init(parsing bytes: [UInt8]) throws(JSONParseError) {
        var parser = JSONParser(bytes: bytes)
        self = try parser.parseDocument()
    }

    /// Compact JSON text; numbers that are whole print without a fraction.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n): out += JSONValue.format(n)
        case let .string(s): out += JSONValue.quote(s)
        case let .array(a):
            out += "["
            for (i, v) in a.enumerated() {
                if i > 0 { out += "," }
                v.write(to: &out)
            }
            out += "]"
        case let .object(o):
            out += "{"
            for (i, m) in o.enumerated() {
                if i > 0 { out += "," }
                out += JSONValue.quote(m.key)
                out += ":"
                m.value.write(to: &out)
            }
            out += "}"
        }
    }

    /// A number as a JSON token: integers without a fraction, others rounded to 6 decimals, very
    /// large ones in exponent form; never `inf` or `nan` (a non-finite value prints as `null`).
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        guard abs(n) < 1e15 else { return "\(n)" }
        if n == n.rounded() { return String(Int64(n)) }
        let scaled = (n * 1_000_000).rounded() / 1_000_000
        if scaled == scaled.rounded() { return String(Int64(scaled)) }
        return "\(scaled)"
    }

    /// A JSON string literal with the required escapes (built on UTF-8 bytes: runs of plain text are copied as they are).
    public static func quote(_ s: String) -> String {
        var out: [UInt8] = [0x22]
        out.reserveCapacity(s.utf8.count + 2)
        for byte in s.utf8 {
            switch byte {
            case 0x22: out += [0x5C, 0x22]
            case 0x5C: out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x00..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                out += [0x5C, UInt8(ascii: "u"), 0x30, 0x30, digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            default: out.append(byte)
            }
        }
        out.append(0x22)
        return String(decoding: out, as: UTF8.self)
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error(tr("unexpected text after the JSON value")) }
        return value
    }

    func error(_ message: String, at position: Int? = nil) -> JSONParseError {
        let end = min(position ?? index, bytes.count)
        var line = 1, column = 1
        for b in bytes[0..<end] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        return JSONParseError(message: message, line: line, column: column)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1  // space, tab, line feed, carriage return
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error(tr("unexpected end of input")) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error(tr("unexpected character '{character}'", ["character": String(decoding: [bytes[index]], as: UTF8.self)]))
        }
    }

    mutating func expectWord(_ word: String) throws(JSONParseError) {
        let w = Array(word.utf8)
        guard bytes.count - index >= w.count, Array(bytes[index..<index + w.count]) == w else {
            throw error(tr("invalid literal"))
        }
        index += w.count
    }

    mutating func nest() throws(JSONParseError) {
        depth += 1
        if depth > 512 { throw error(tr("nesting too deep")) }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicate keys: a look along the keys while the object is small (most are), a set of
        // them once it is not, so a huge object still costs linear time.
        var seen: Set<String>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error(tr("expected a string key")) }
            let keyStart = index
            let key = try parseString()
            if seen == nil, members.count >= Self.keysLookedAlong { seen = Set(members.map(\.key)) }
            let duplicate = if seen != nil { !seen!.insert(key).inserted } else { members.contains { $0.key == key } }
            guard !duplicate else { throw error(tr("duplicate key \"{key}\"", ["key": key]), at: keyStart) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(tr("expected ':'")) }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error(tr("unexpected end of input in an object")) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error(tr("expected ',' or '}'"))
        }
    }

    /// Up to this many keys, an object's keys are checked for duplicates one by one.
    static let keysLookedAlong = 12

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try nest()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error(tr("unexpected end of input in an array")) }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw error(tr("expected ',' or ']'"))
        }
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error(tr("truncated \\u escape")) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error(tr("invalid \\u escape"))
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    /// A string token: a run without escapes is decoded straight from the input; with escapes, the
    /// decoded UTF-8 is gathered once and turned into a String once (at most ~3× the text in memory).
    mutating func parseString() throws(JSONParseError) -> String {
        let start = index
        index += 1
        var gathered: [UInt8] = []
        var escaped = false
        var runStart = index
        while true {
            guard index < bytes.count else { throw error(tr("unterminated string"), at: start) }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                let string: String
                if escaped {
                    gathered += bytes[runStart..<index]
                    string = String(decoding: gathered, as: UTF8.self)
                } else {
                    string = String(decoding: bytes[runStart..<index], as: UTF8.self)
                }
                index += 1
                return string
            }
            if b < 0x20 { throw error(tr("control character in a string")) }
            guard b == UInt8(ascii: "\\") else { index += 1; continue }
            escaped = true
            gathered += bytes[runStart..<index]
            index += 1
            guard index < bytes.count else { throw error(tr("unterminated escape")) }
            let e = bytes[index]
            index += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): gathered.append(e)
            case UInt8(ascii: "b"): gathered.append(0x08)
            case UInt8(ascii: "f"): gathered.append(0x0C)
            case UInt8(ascii: "n"): gathered.append(0x0A)
            case UInt8(ascii: "r"): gathered.append(0x0D)
            case UInt8(ascii: "t"): gathered.append(0x09)
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error(tr("unpaired surrogate"))
                    }
                    index += 2
                    let low = try parseHex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error(tr("unpaired surrogate")) }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error(tr("unpaired surrogate"))
                }
                guard let scalar = Unicode.Scalar(code) else { throw error(tr("invalid \\u escape")) }
                if let encoded = UTF8.encode(scalar) { gathered += encoded }
            default: throw error(tr("invalid escape"))
            }
            runStart = index
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let s = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - s
        }
        guard index < bytes.count else { throw error(tr("invalid number"), at: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error(tr("invalid number"), at: start)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error(tr("invalid number"), at: start) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(tr("invalid number"), at: start) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error(tr("number out of range"), at: start) }
        return value
    }
}
