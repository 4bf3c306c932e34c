import BlockCatalog
import SwipeEngine
import SwipeScenario
import SwipeFuzzKit

/// Seeded, structure-aware JSON documents for the scenario and manifest parsers: valid ones,
/// near-valid ones (one value, key or type broken in a valid document) and broken text (cut,
/// corrupted bytes, bad tokens), so that every stage of each parser is reached.
public struct JSONDocuments {
    public enum Shape: String, CaseIterable, Sendable { case valid, nearValid, broken }

    var random: FuzzRandom
    let manifests: [JSONValue]
    static let blockIDs = ["completion-swipe-row", "swipe-action-row", "full-swipe-card-list", "list-row-swipe-actions"]

    public init(seed: UInt64) {
        random = FuzzRandom(seed: seed)
        manifests = ManifestSource.builtIn.compactMap { $0.text.flatMap { try? JSONValue(parsing: $0) } }
    }

    /// One scenario document and its shape.
    public mutating func scenario() -> (bytes: [UInt8], shape: Shape) {
        let shape = pickShape()
        return (render(validScenario(), shape), shape)
    }

    /// One manifest document and its shape.
    public mutating func manifest() -> (bytes: [UInt8], shape: Shape) {
        let shape = pickShape()
        return (render(random.pick(manifests), shape), shape)
    }

    mutating func pickShape() -> Shape {
        [Shape.valid, .nearValid, .broken][random.weighted([3, 5, 2])]
    }

    mutating func render(_ value: JSONValue, _ shape: Shape) -> [UInt8] {
        switch shape {
        case .valid: return Array(value.serialized.utf8)
        case .nearValid:
            var broken = value
            for _ in 0..<random.int(1...3) { broken = mutate(broken, depth: 0) }
            return Array(broken.serialized.utf8)
        case .broken: return corrupt(Array(value.serialized.utf8))
        }
    }

    // MARK: Valid scenarios

    mutating func validScenario() -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("block", .string(random.pick(Self.blockIDs))), ("width", .number(random.double(1...2000).rounded())),
        ]
        if random.chance(0.3) { members.append(("rows", .number(Double(random.int(1...40))))) }
        if random.chance(0.3) { members.append(("rowHeight", .number(random.double(20...200)))) }
        if random.chance(0.3) { members.append(("direction", .string(random.pick(["ltr", "rtl"])))) }
        if random.chance(0.3) { members.append(("reduceMotion", .bool(random.chance(0.5)))) }
        if random.chance(0.5) { members.append(("frameRate", .number(Double(random.pick([1, 10, 30, 60]))))) }
        if random.chance(0.5) { members.append(("duration", .number(random.double(0...3)))) }
        if random.chance(0.3) {
            let name = random.pick(["buttonWidth", "cornerRadius", "fullSwipeThreshold", "tint", "style", "minimumDistance"])
            let value: JSONValue =
                name == "tint"
                ? .string(random.pick(["green", "#ff0000", ".blue"]))
                : name == "style"
                    ? .string(random.pick(["reveal", "drag", "expand"]))
                    : .number(random.double(0...1) * (name == "fullSwipeThreshold" ? 1 : 120))
            members.append(("parameters", .object([(name, value)])))
        }
        var events: [JSONValue] = []
        var time = 0.0
        for _ in 0..<random.int(0...12) {
            time += random.double(0...0.2)
            let type = random.pick(["press", "move", "move", "release", "tap", "cancel", "action"])
            var event: [(key: String, value: JSONValue)] = [("time", .number(time)), ("type", .string(type))]
            switch type {
            case "cancel": break
            case "action":
                event += [("row", .number(0)), ("name", .string(random.pick(["archive", "delete", "complete", "flag", "unread"])))]
            default:
                event += [("x", .number(random.double(-50...500))), ("y", .number(random.double(-10...300)))]
            }
            events.append(.object(event))
        }
        if !events.isEmpty || random.chance(0.2) { members.append(("events", .array(events))) }
        return .object(members)
    }

    // MARK: Near-valid: one thing wrong

    /// `value` with one member or item (at some depth) replaced, removed, added or retyped.
    mutating func mutate(_ value: JSONValue, depth: Int) -> JSONValue {
        switch value {
        case var .object(members) where !members.isEmpty && random.chance(0.75):
            let index = random.int(0...(members.count - 1))
            switch random.weighted([6, 1, 1, 1]) {
            case 0: members[index].value = mutate(members[index].value, depth: depth + 1)
            case 1: members.remove(at: index)
            case 2: members.append((hostileKey(), hostileValue()))
            default: members[index].key = hostileKey()
            }
            // A duplicate key would only be a parse error; keep the near-valid document parseable.
            var seen = Set<String>()
            return .object(members.filter { seen.insert($0.key).inserted })
        case var .array(items) where !items.isEmpty && random.chance(0.75):
            let index = random.int(0...(items.count - 1))
            switch random.weighted([6, 1, 1]) {
            case 0: items[index] = mutate(items[index], depth: depth + 1)
            case 1: items.remove(at: index)
            default: items.append(hostileValue())
            }
            return .array(items)
        default:
            return hostileValue()
        }
    }

    mutating func hostileKey() -> String {
        random.pick([
            "x", "time", "", "colour", "ke\ny", "\u{1B}[2J", "block", "id", "événement", "\u{0}", "parameters",
            String(repeating: "k", count: random.int(100...2000)),
        ])
    }

    mutating func hostileValue() -> JSONValue {
        switch random.weighted([8, 3, 3, 2, 2, 1, 1]) {
        case 0:
            return .number(
                random.pick([
                    0, -0.0, 1, -1, 0.5, 1e308, -1e308, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, 9.2e18, 1e15 + 0.5,
                    123456.789,
                    1_000_000, 1_000_001, 100_000, 100_001, 10_000, 10_001, 1e12, 1e13, 2_147_483_648,
                ]))
        case 1:
            return .string(
                random.pick([
                    "", " ", "green", "ltr", "press", "action", "leading", "a\nb", "\u{1B}[31mred\u{7F}",
                    "\u{85}\u{2028}\u{202E}", "#zzz", "#ff00ff80", "é", "😀",
                ]))
        case 2: return random.chance(0.5) ? .bool(random.chance(0.5)) : .null
        case 3: return .array((0..<random.int(0...4)).map { _ in .number(Double(random.int(-3...3))) })
        case 4: return .object([])
        case 5: return .string(String(repeating: random.pick(["x", "é", "\n", "\u{1B}"]), count: random.int(1_000...20_000)))
        default:
            // Nesting near and past the parser's limit of 512.
            var nested = JSONValue.null
            for _ in 0..<random.int(1...600) { nested = random.chance(0.5) ? .array([nested]) : .object([("a", nested)]) }
            return nested
        }
    }

    // MARK: Broken text

    /// `bytes` cut, overwritten, or given invalid tokens, bytes that are not UTF-8, NULs, or control characters.
    mutating func corrupt(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        for _ in 0..<random.int(1...4) {
            let at = out.isEmpty ? 0 : random.int(0...(out.count - 1))
            switch random.weighted([2, 3, 2, 2, 1, 1]) {
            case 0: out = Array(out.prefix(at))
            case 1: if !out.isEmpty { out[at] = UInt8(truncatingIfNeeded: random.next()) }
            case 2:
                let token = random.pick([
                    "NaN", "Infinity", "-Infinity", "1e999", "-", "01", "1.", ".5", "1e", "tru", "nul", "\"\\u12",
                    "\"\\uD800\"", "\\x", ",", ":", "]", "}", "{", "[", "\"", "\u{FEFF}", "//", "/*",
                ])
                out.insert(contentsOf: Array(token.utf8), at: at)
            case 3: out.insert(contentsOf: [random.pick([0x00, 0x01, 0x0A, 0x1B, 0x7F, 0x80, 0xC0, 0xFF, 0xED, 0xF5])], at: at)
            case 4: out.insert(contentsOf: [UInt8](repeating: random.pick([0x5B, 0x7B]), count: random.int(500...5000)), at: at)
            default: out = [0xEF, 0xBB, 0xBF] + out
            }
        }
        return out
    }
}
