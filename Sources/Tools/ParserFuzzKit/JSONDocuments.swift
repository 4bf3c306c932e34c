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
    /// The built-in blocks a scenario may name, each with its actions and the options its
    /// `parameters` may set (its kind's manifest options).
    let blocks: [(id: String, actionIDs: [String], options: [OptionDescriptor])]

    public init(seed: UInt64) {
        random = FuzzRandom(seed: seed)
        manifests = ManifestSource.builtIn.compactMap { $0.text.flatMap { try? JSONValue(parsing: $0) } }
        blocks = Catalog(sources: ManifestSource.builtIn).blocks.map { block in
            (block.id, block.configuration.options.actionIDs, EngineRegistry.kind(named: block.kind)?.schema.manifestOptions ?? [])
        }
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
        let block = random.pick(blocks)
        var members: [(key: String, value: JSONValue)] = [
            ("block", .string(block.id)), ("width", .number(random.double(1...2000).rounded())),
        ]
        if random.chance(0.3) { members.append(("rows", .number(Double(random.int(1...40))))) }
        if random.chance(0.3) { members.append(("rowHeight", .number(random.double(20...200)))) }
        if random.chance(0.3) { members.append(("direction", .string(random.pick(["ltr", "rtl"])))) }
        if random.chance(0.3) { members.append(("reduceMotion", .bool(random.chance(0.5)))) }
        if random.chance(0.5) { members.append(("frameRate", .number(Double(random.pick([1, 10, 30, 60]))))) }
        if random.chance(0.5) { members.append(("duration", .number(random.double(0...3)))) }
        if random.chance(0.3), !block.options.isEmpty {
            var parameters: [(key: String, value: JSONValue)] = []
            for _ in 0..<random.int(1...3) {
                let option = random.pick(block.options)
                if !parameters.contains(where: { $0.key == option.key }) { parameters.append((option.key, parameterValue(option))) }
            }
            members.append(("parameters", .object(parameters)))
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
                event += [("row", .number(0)), ("name", .string(random.pick(block.actionIDs + ["nowhere"])))]
            default:
                event += [("x", .number(random.double(-50...500))), ("y", .number(random.double(-10...300)))]
            }
            events.append(.object(event))
        }
        if !events.isEmpty || random.chance(0.2) { members.append(("events", .array(events))) }
        return .object(members)
    }

    /// A value a manifest may write for `option`, of its type: a number at either end of its
    /// unit's range or inside it, one of its cases, a set of them, a colour or none, actions, …
    mutating func parameterValue(_ option: OptionDescriptor) -> JSONValue {
        switch option.type {
        case let .number(unit):
            let lowest = unit.excludesLowerBound ? unit.range.lowerBound.nextUp : unit.range.lowerBound
            return .number(random.pick([lowest, unit.range.upperBound, random.double(lowest...unit.range.upperBound)]))
        case .boolean: return .bool(random.chance(0.5))
        case .text: return .string(random.pick(["Done", "Archivar", "סיום", "a\u{202E}b", String(repeating: "x", count: 300)]))
        case let .choice(cases):
            let name = random.pick(cases.names)
            return .string(random.chance(0.5) ? name : "." + name)
        case let .flags(cases):
            var names: [JSONValue] = []
            for name in cases.names where random.chance(0.5) { names.append(.string(name)) }
            return .array(names)
        case let .colour(optional):
            if optional && random.chance(0.3) { return .null }
            return .string(random.pick(["green", ".blue", "#f00", "#ff000080", "#123456"]))
        case .actions:
            // Ids of their own: a kind's action ids are unique across all its actions.
            return .array(
                (0..<random.int(1...3)).map { index in
                    .object([
                        ("id", .string("fuzz-\(option.key.lowercased())-\(index)")), ("title", .string("Fuzz \(index)")),
                        ("icon", .string("user-trash-symbolic")), ("role", .string(index == 0 ? "destructive" : "normal")),
                    ])
                })
        case .shape:
            if random.chance(0.5) { return .string("rectangle") }
            let rounded: [(key: String, value: JSONValue)] = [
                ("cornerRadius", .number(random.double(0...40))), ("spacing", .number(random.double(0...20))),
            ]
            return .object([("rounded", .object(rounded))])
        case .progress:
            if random.chance(0.3) { return .null }
            return .object([("progress", .number(random.double(0...1))), ("edge", .string(random.pick(["leading", "trailing"])))])
        }
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
