import SwipeEngine

/// A demo's inputs written down as a `simulate` scenario: the demo as it was when recording
/// began (block, width, row height, rows, direction, Reduce Motion, parameters), then every
/// input with its time relative to the first. Replayed, it gives the events the demo gave.
public struct ScenarioRecording: Sendable {
    /// What a recording holds, beside the demo it began with.
    public enum Entry: Sendable {
        /// An input to a row (by its index in the demo data), or on no row (nil: a press, move
        /// or release between rows).
        case input(SwipeInput, row: Int?)
        /// A removed row came back (Undo).
        case restore(row: Int)
        /// Every removed row came back.
        case startOver
        case direction(LayoutDirection)
        case reduceMotion(Bool)
        case width(Double)
        /// The demo started afresh with these parameters (as a scenario's top-level `parameters`).
        case parameters([(key: String, value: JSONValue)])
    }

    /// The most entries one recording keeps; later ones are dropped (`isFull`), so a recording
    /// left running cannot grow without bound. About an hour of continuous dragging.
    public static let maximumEntries = 500_000

    public let block: String
    public let width: Double
    public let rowHeight: Double
    public let rows: Int
    public let direction: LayoutDirection
    public let reduceMotion: Bool
    public let parameters: [(key: String, value: JSONValue)]
    private var entries: [(time: Double, entry: Entry)] = []
    /// True once `maximumEntries` were recorded and later entries were dropped.
    public private(set) var isFull = false

    public init(
        block: String, width: Double, rowHeight: Double, rows: Int, direction: LayoutDirection,
        reduceMotion: Bool, parameters: [(key: String, value: JSONValue)]
    ) {
        self.block = block
        self.width = width
        self.rowHeight = rowHeight
        self.rows = rows
        self.direction = direction
        self.reduceMotion = reduceMotion
        self.parameters = parameters
    }

    /// True until the first entry.
    public var isEmpty: Bool { entries.isEmpty }
    /// The number of entries kept.
    public var count: Int { entries.count }

    /// Adds `entry` at `time` (seconds on any clock that never goes back).
    public mutating func append(_ entry: Entry, at time: Double) {
        guard entries.count < Self.maximumEntries else { isFull = true; return }
        entries.append((time.isFinite ? time : entries.last?.time ?? 0, entry))
    }

    /// The scenario, as JSON text: one event per line, so a recording reads and diffs well.
    public var text: String {
        var header: [(key: String, value: JSONValue)] = [
            ("block", .string(block)), ("width", .number(width)), ("rowHeight", .number(rowHeight)),
            ("rows", .number(Double(rows))), ("direction", .string(direction.rawValue)),
            ("reduceMotion", .bool(reduceMotion)),
        ]
        if !parameters.isEmpty { header.append(("parameters", .object(parameters))) }
        let start = entries.first?.time ?? 0
        var lines: [String] = []
        lines.reserveCapacity(entries.count)
        for (time, entry) in entries {
            // Rounded to the microsecond: event timestamps have a millisecond's precision.
            let t = ((max(time - start, 0)) * 1_000_000).rounded() / 1_000_000
            var members: [(key: String, value: JSONValue)] = [("time", .number(t))]
            members += Self.fields(entry)
            lines.append(JSONValue.object(members).serialized)
        }
        let head = JSONValue.object(header).serialized.dropLast()  // without its closing brace
        return head + ",\"events\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    static func fields(_ entry: Entry) -> [(key: String, value: JSONValue)] {
        func point(_ type: String, _ x: Double, _ y: Double, _ row: Int?) -> [(key: String, value: JSONValue)] {
            [("type", .string(type))] + place(row) + [("x", .number(x)), ("y", .number(y))]
        }
        func place(_ row: Int?) -> [(key: String, value: JSONValue)] {
            row.map { [("row", .number(Double($0)))] } ?? [("outside", .bool(true))]
        }
        func onRow(_ type: String, _ row: Int?) -> [(key: String, value: JSONValue)] {
            [("type", .string(type)), ("row", .number(Double(row ?? 0)))]
        }
        switch entry {
        case let .input(input, row):
            switch input {
            case let .press(x, y): return point("press", x, y, row)
            case let .move(x, y): return point("move", x, y, row)
            case let .release(x, y): return point("release", x, y, row)
            case .cancel: return [("type", .string("cancel"))]
            case let .scroll(dx, dy): return onRow("scroll", row) + [("dx", .number(dx)), ("dy", .number(dy))]
            case .scrollStop: return onRow("scroll", row) + [("stop", .bool(true))]
            case let .listScroll(dy): return [("type", .string("listScroll")), ("dy", .number(dy))]
            case let .key(key): return onRow("key", row) + [("key", .string(key.rawValue))]
            case let .action(id): return onRow("action", row) + [("name", .string(id))]
            case let .open(edge): return onRow("open", row) + [("edge", .string(edge.rawValue))]
            case .close: return [("type", .string("close"))]
            }
        case let .restore(row): return onRow("restore", row)
        case .startOver: return [("type", .string("startOver"))]
        case let .direction(d): return [("type", .string("set")), ("direction", .string(d.rawValue))]
        case let .reduceMotion(on): return [("type", .string("set")), ("reduceMotion", .bool(on))]
        case let .width(w): return [("type", .string("set")), ("width", .number(w))]
        case let .parameters(p): return [("type", .string("set")), ("parameters", .object(p))]
        }
    }
}
