/// A block ready to simulate: its engine configuration (API parameters applied) and demo data.
public struct SimulationBlock: Sendable {
    public var id: String
    public var configuration: BlockConfiguration
    public var demo: DemoData

    public init(id: String, configuration: BlockConfiguration, demo: DemoData) {
        self.id = id
        self.configuration = configuration
        self.demo = demo
    }
}

/// A scenario that cannot run, naming the offending field (`width`, `events[3].time`).
public struct SimulationError: Error, Sendable, CustomStringConvertible {
    public var field: String
    public var message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// One line: the field, then what is wrong with it.
    public var description: String { "\(field): \(message)" }
}

/// Replays a scenario on a `Scene` with synthetic time and prints JSON Lines: a `frame` line at
/// every frame time and one line per event, in time order (events before the frame at equal times).
/// The whole scenario is checked before the first line is written; output is streamed in chunks of
/// about 64 KiB, so memory does not grow with the number of frames or the length of a frame line.
public enum Simulator {
    /// The most frames one run may print.
    public static let maximumFrames = ScenarioLimits.frames

    static let topLevelKeys: Set<String> = ["block", "width", "rowHeight", "rows", "direction", "reduceMotion",
                                            "parameters", "frameRate", "duration", "events"]

    enum Input {
        case press(x: Double, y: Double), move(x: Double, y: Double), release(x: Double, y: Double)
        case cancel, tap(x: Double, y: Double)
        case action(row: Int, name: String)
    }

    struct TimedInput {
        var time: Double
        var input: Input
    }

    /// A checked scenario, ready to run.
    struct Plan {
        var scene: Scene
        var inputs: [TimedInput]
        var frameCount: Int
        var frameRate: Double
    }

    /// `resolve(blockID, parameters)` returns the block with the API-table parameters applied, or throws SimulationError naming the field.
    public typealias Resolver = (String, [(key: String, value: JSONValue)]) throws -> SimulationBlock

    /// Every output line, collected (for tests and small scenarios; the command line streams with `run(scenario:resolve:write:)`).
    public static func run(scenario: JSONValue, resolve: Resolver) throws -> [String] {
        var text = ""
        try run(scenario: scenario, resolve: resolve) { chunk in text += chunk; return true }
        return text.split(separator: "\n").map(String.init)
    }

    /// Checks the scenario, then runs it, handing the output to `write` in chunks of whole or
    /// partial lines (each line ends in a newline); stops early when `write` returns false.
    public static func run(scenario: JSONValue, resolve: Resolver, write: (String) -> Bool) throws {
        let plan = try self.plan(scenario, resolve: resolve)
        withoutActuallyEscaping(write) { write in
            var output = ChunkedOutput(write: write)
            execute(plan, to: &output)
            output.flush()
        }
    }

    /// Runs a checked scenario: frames and events in time order.
    static func execute(_ plan: Plan, to output: inout ChunkedOutput) {
        var scene = plan.scene
        let inputs = plan.inputs
        var captured: (row: Int, top: Double)?
        var next = 0
        func drain(_ time: Double) {
            for event in scene.advance(to: time) { output.append(event.jsonLine); output.append("\n") }
        }
        func apply(_ item: TimedInput) {
            let t = item.time
            drain(t)
            switch item.input {
            case let .press(x, y):
                captured = scene.hitTest(y: y, at: t)
                if let c = captured { scene.press(row: c.row, x: x, y: y - c.top, time: t) }
            case let .move(x, y):
                if let c = captured { scene.move(row: c.row, x: x, y: y - c.top, time: t) }
            case let .release(x, y):
                if let c = captured { scene.release(row: c.row, x: x, y: y - c.top, time: t) }
                captured = nil
            case .cancel:
                if let c = captured { scene.cancel(row: c.row, time: t) }
                captured = nil
            case let .tap(_, y):
                if let hit = scene.hitTest(y: y, at: t) { scene.tap(row: hit.row, time: t) } else { scene.tapOutside(time: t) }
            case let .action(row, name):
                scene.perform(action: name, row: row, time: t)
            }
            drain(t)
        }
        for k in 0..<plan.frameCount where !output.stopped {
            let frameTime = Double(k) / plan.frameRate
            while next < inputs.count, inputs[next].time <= frameTime {
                apply(inputs[next])
                next += 1
            }
            drain(frameTime)
            writeFrame(scene, at: frameTime, to: &output)
        }
        while next < inputs.count, !output.stopped {
            apply(inputs[next])
            next += 1
        }
    }

    /// The scenario checked field by field: the first problem is thrown, naming its field.
    static func plan(_ scenario: JSONValue, resolve: Resolver) throws -> Plan {
        guard let members = scenario.objectValue else {
            throw SimulationError(field: "scenario", message: "expected a JSON object, got \(scenario.typeName)")
        }
        for member in members where !topLevelKeys.contains(member.key) {
            throw SimulationError(field: JSONValue.fieldName(member.key), message: "unknown key")
        }
        guard let blockValue = scenario["block"] else { throw SimulationError(field: "block", message: "required") }
        guard let blockID = blockValue.stringValue else {
            throw SimulationError(field: "block", message: "expected a string, got \(blockValue.typeName)")
        }
        var parameters: [(key: String, value: JSONValue)] = []
        if let p = scenario["parameters"] {
            guard let object = p.objectValue else {
                throw SimulationError(field: "parameters", message: "expected an object, got \(p.typeName)")
            }
            parameters = object
        }
        let block = try resolve(blockID, parameters)
        guard let width = try positive(scenario, "width", atMost: ScenarioLimits.width, default: nil) else {
            throw SimulationError(field: "width", message: "required")
        }
        let demoHeight = ScenarioLimits.check(block.demo.rowHeight, from: 0, to: ScenarioLimits.rowHeight, lowIsOpen: true) ?? 44
        let rowHeight = try positive(scenario, "rowHeight", atMost: ScenarioLimits.rowHeight, default: demoHeight)!
        let frameRate = try positive(scenario, "frameRate", atMost: ScenarioLimits.frameRate, default: 60)!
        var rows = 1
        if let r = scenario["rows"] {
            guard let n = r.numberValue, let whole = ScenarioLimits.whole(n, from: 1, to: ScenarioLimits.rows) else {
                throw SimulationError(field: "rows", message: "expected a whole number from 1 to \(ScenarioLimits.rows), got \(shown(r))")
            }
            rows = whole
        }
        var direction = LayoutDirection.leftToRight
        if let d = scenario["direction"] {
            guard let text = d.stringValue, let parsed = LayoutDirection(rawValue: text) else {
                throw SimulationError(field: "direction", message: "expected \"ltr\" or \"rtl\"")
            }
            direction = parsed
        }
        var reduceMotion = false
        if let r = scenario["reduceMotion"] {
            guard let b = r.boolValue else { throw SimulationError(field: "reduceMotion", message: "expected true or false") }
            reduceMotion = b
        }
        let scene = Scene(blockID: block.id, configuration: block.configuration, demo: block.demo, rowCount: rows,
                          width: width, rowHeight: rowHeight, direction: direction, reduceMotion: reduceMotion)
        let inputs = try parseEvents(scenario["events"], rows: rows, scene: scene)
        var duration = (inputs.map(\.time).max() ?? 0) + 2
        if let d = scenario["duration"] {
            guard let n = d.numberValue, let seconds = ScenarioLimits.check(n, from: 0, to: ScenarioLimits.seconds) else {
                throw SimulationError(field: "duration", message: "expected a finite number of seconds from 0 to \(Int(ScenarioLimits.seconds)), got \(shown(d))")
            }
            duration = seconds
        }
        guard let frameCount = ScenarioLimits.frameCount(duration: duration, frameRate: frameRate) else {
            throw SimulationError(field: "duration", message: "more than \(maximumFrames) frames at this frame rate")
        }
        let searches = inputs.count { if case .press = $0.input { true } else if case .tap = $0.input { true } else { false } }
        guard rows * (frameCount + searches) <= ScenarioLimits.rowVisits else {
            throw SimulationError(field: "rows", message: "\(rows) rows × (\(frameCount) frames + \(searches) presses and taps) is more than \(ScenarioLimits.rowVisits) row visits; use fewer rows, frames or events")
        }
        return Plan(scene: scene, inputs: inputs, frameCount: frameCount, frameRate: frameRate)
    }

    /// A JSON value as a message shows it: its JSON text, cut to 40 characters.
    static func shown(_ value: JSONValue) -> String {
        let text: String
        switch value {
        case .array: text = "an array"
        case .object: text = "an object"
        default: text = value.serialized
        }
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }

    static func positive(_ scenario: JSONValue, _ key: String, atMost limit: Double, default value: Double?) throws -> Double? {
        guard let v = scenario[key] else { return value }
        guard let n = v.numberValue else { throw SimulationError(field: key, message: "expected a number, got \(v.typeName)") }
        guard let checked = ScenarioLimits.check(n, from: 0, to: limit, lowIsOpen: true) else {
            throw SimulationError(field: key, message: "must be a finite number > 0 and at most \(JSONValue.format(limit)), got \(shown(v))")
        }
        return checked
    }

    /// The keys each event type takes.
    static let eventKeys: [String: Set<String>] = [
        "press": ["time", "type", "x", "y"], "move": ["time", "type", "x", "y"], "release": ["time", "type", "x", "y"],
        "tap": ["time", "type", "x", "y"], "cancel": ["time", "type"], "action": ["time", "type", "row", "name"],
    ]

    static func parseEvents(_ value: JSONValue?, rows: Int, scene: Scene) throws -> [TimedInput] {
        guard let value else { return [] }
        guard let items = value.arrayValue else {
            throw SimulationError(field: "events", message: "expected an array, got \(value.typeName)")
        }
        var inputs: [TimedInput] = []
        inputs.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let path = "events[\(i)]"
            guard let members = item.objectValue else { throw SimulationError(field: path, message: "expected an object") }
            guard let timeValue = item["time"] else { throw SimulationError(field: path + ".time", message: "required") }
            guard let time = timeValue.numberValue.flatMap({ ScenarioLimits.check($0, from: 0, to: ScenarioLimits.seconds) }) else {
                throw SimulationError(field: path + ".time", message: "expected a finite number of seconds from 0 to \(Int(ScenarioLimits.seconds)), got \(shown(timeValue))")
            }
            guard let type = item["type"]?.stringValue else {
                throw SimulationError(field: path + ".type", message: "expected one of press, move, release, cancel, tap, action")
            }
            guard let allowed = eventKeys[type] else {
                throw SimulationError(field: path + ".type", message: "unknown event type \(shown(.string(type)))")
            }
            for member in members where !allowed.contains(member.key) {
                throw SimulationError(field: "\(path).\(JSONValue.fieldName(member.key))", message: "unknown key for a \(type) event (expected: \(allowed.sorted().joined(separator: ", ")))")
            }
            func coordinate(_ key: String) throws -> Double {
                let limit = ScenarioLimits.coordinate
                guard let n = item[key]?.numberValue, let checked = ScenarioLimits.check(n, from: -limit, to: limit) else {
                    throw SimulationError(field: "\(path).\(key)", message: "expected a finite number of points from -1e12 to 1e12")
                }
                return checked
            }
            let input: Input
            switch type {
            case "press": input = .press(x: try coordinate("x"), y: try coordinate("y"))
            case "move": input = .move(x: try coordinate("x"), y: try coordinate("y"))
            case "release": input = .release(x: try coordinate("x"), y: try coordinate("y"))
            case "cancel": input = .cancel
            case "tap": input = .tap(x: try coordinate("x"), y: try coordinate("y"))
            default:
                guard let r = item["row"]?.numberValue, let row = ScenarioLimits.whole(r, from: 0, to: rows - 1) else {
                    throw SimulationError(field: path + ".row", message: "expected a row index from 0 to \(rows - 1)")
                }
                let ids = scene.actionIDs(row: row)
                guard let name = item["name"]?.stringValue, ids.contains(name) else {
                    throw SimulationError(field: path + ".name", message: "expected one of \(ids.joined(separator: ", "))")
                }
                input = .action(row: row, name: name)
            }
            inputs.append(TimedInput(time: time, input: input))
        }
        // Stable: equal times keep their order in the file.
        return inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// `{"kind":"frame","time":t,"rows":[{"row":i,"offset":dx,"height":h,…}]}`, a row at a time;
    /// a row shown as the one before it (idle rows, mostly) reuses that row's text.
    static func writeFrame(_ scene: Scene, at time: Double, to output: inout ChunkedOutput) {
        output.append("{\"kind\":\"frame\",\"time\":")
        output.append(JSONValue.format(time))
        output.append(",\"rows\":[")
        var first = true
        var previous: (presentation: RowPresentation, text: [UInt8])?
        for i in 0..<scene.rowCount where !output.stopped {
            guard var p = scene.presentation(row: i, at: time) else { continue }
            output.append(first ? "{\"row\":" : ",{\"row\":")
            first = false
            output.append(String(i))
            p.row = 0
            if let previous, previous.presentation == p {
                output.append(bytes: previous.text)
            } else {
                let text = Array(rowFields(p).utf8)
                previous = (p, text)
                output.append(bytes: text)
            }
        }
        output.append("]}\n")
    }

    /// A row's fields after its index: `,"offset":dx,"height":h,…}`.
    static func rowFields(_ p: RowPresentation) -> String {
        var text = ",\"offset\":" + JSONValue.format(p.offset) + ",\"height\":" + JSONValue.format(p.height)
        if let c = p.checkmark {
            text += ",\"checkmarkScale\":" + JSONValue.format(c.scale) + ",\"checkmarkOpacity\":" + JSONValue.format(c.opacity)
            text += c.isPastThreshold ? ",\"past\":true" : ",\"past\":false"
        }
        if let edge = p.openEdge { text += ",\"open\":\"" + edge.rawValue + "\"" }
        if p.isFullSwipe { text += ",\"fullSwipe\":true" }
        if !p.buttons.isEmpty {
            text += ",\"buttons\":["
            text += p.buttons.map {
                "{\"id\":" + JSONValue.quote($0.actionID) + ",\"x\":" + JSONValue.format($0.x) + ",\"width\":" + JSONValue.format($0.width) + "}"
            }.joined(separator: ",")
            text += "]"
        }
        return text + "}"
    }
}

/// Output gathered as UTF-8 into chunks of about 64 KiB before each write, so a run of any length holds one chunk.
struct ChunkedOutput {
    static let chunkSize = 65_536
    let write: (String) -> Bool
    var buffer: [UInt8] = []
    /// True once `write` refused more (a closed pipe): the run stops.
    private(set) var stopped = false

    init(write: @escaping (String) -> Bool) {
        self.write = write
        buffer.reserveCapacity(Self.chunkSize + 4096)
    }

    mutating func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.chunkSize { flush() }
    }

    mutating func append(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.chunkSize { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty, !stopped else { return }
        stopped = !write(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }
}
