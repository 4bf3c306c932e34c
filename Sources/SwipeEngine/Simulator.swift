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
public enum Simulator {
    /// The most frames one run may print.
    public static let maximumFrames = 1_000_000

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

    /// `resolve(blockID, parameters)` returns the block with the API-table parameters applied, or throws SimulationError naming the field.
    public static func run(scenario: JSONValue, resolve: (String, [(key: String, value: JSONValue)]) throws -> SimulationBlock) throws -> [String] {
        guard let members = scenario.objectValue else {
            throw SimulationError(field: "scenario", message: "expected a JSON object, got \(scenario.typeName)")
        }
        for member in members where !topLevelKeys.contains(member.key) {
            throw SimulationError(field: member.key, message: "unknown key")
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
        guard let width = try positive(scenario, "width", default: nil) else {
            throw SimulationError(field: "width", message: "required")
        }
        let rowHeight = try positive(scenario, "rowHeight", default: block.demo.rowHeight)!
        let frameRate = try positive(scenario, "frameRate", default: 60)!
        var rows = 1
        if let r = scenario["rows"] {
            guard let n = r.numberValue, n.isFinite, n == n.rounded(), n >= 1, n <= 1_000_000 else {
                throw SimulationError(field: "rows", message: "expected a whole number from 1 to 1000000")
            }
            rows = Int(n)
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
        var scene = Scene(blockID: block.id, configuration: block.configuration, demo: block.demo, rowCount: rows,
                          width: width, rowHeight: rowHeight, direction: direction, reduceMotion: reduceMotion)
        let inputs = try parseEvents(scenario["events"], rows: rows, scene: scene)
        var duration = (inputs.map(\.time).max() ?? 0) + 2
        if let d = scenario["duration"] {
            guard let n = d.numberValue, n.isFinite, n >= 0 else {
                throw SimulationError(field: "duration", message: "expected a finite number of seconds ≥ 0")
            }
            duration = n
        }
        let frameCount = Int((duration * frameRate + 1e-9).rounded(.down)) + 1
        guard frameCount <= maximumFrames else {
            throw SimulationError(field: "duration", message: "more than \(maximumFrames) frames at this frame rate")
        }

        var lines: [String] = []
        var captured: (row: Int, top: Double)?
        var next = 0
        func drain(_ time: Double) { lines += scene.advance(to: time).map(\.jsonLine) }
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
        for k in 0..<frameCount {
            let frameTime = Double(k) / frameRate
            while next < inputs.count, inputs[next].time <= frameTime {
                apply(inputs[next])
                next += 1
            }
            drain(frameTime)
            lines.append(frameLine(scene, at: frameTime))
        }
        while next < inputs.count {
            apply(inputs[next])
            next += 1
        }
        return lines
    }

    static func positive(_ scenario: JSONValue, _ key: String, default value: Double?) throws -> Double? {
        guard let v = scenario[key] else { return value }
        guard let n = v.numberValue else { throw SimulationError(field: key, message: "expected a number, got \(v.typeName)") }
        guard n.isFinite, n > 0 else { throw SimulationError(field: key, message: "must be a finite number > 0") }
        return n
    }

    static func parseEvents(_ value: JSONValue?, rows: Int, scene: Scene) throws -> [TimedInput] {
        guard let value else { return [] }
        guard let items = value.arrayValue else {
            throw SimulationError(field: "events", message: "expected an array, got \(value.typeName)")
        }
        var inputs: [TimedInput] = []
        for (i, item) in items.enumerated() {
            let path = "events[\(i)]"
            guard item.objectValue != nil else { throw SimulationError(field: path, message: "expected an object") }
            guard let timeValue = item["time"] else { throw SimulationError(field: path + ".time", message: "required") }
            guard let time = timeValue.numberValue, time.isFinite, time >= 0 else {
                throw SimulationError(field: path + ".time", message: "expected a finite number of seconds ≥ 0")
            }
            guard let type = item["type"]?.stringValue else {
                throw SimulationError(field: path + ".type", message: "expected one of press, move, release, cancel, tap, action")
            }
            func coordinate(_ key: String) throws -> Double {
                guard let n = item[key]?.numberValue, n.isFinite else {
                    throw SimulationError(field: "\(path).\(key)", message: "expected a finite number of points")
                }
                return n
            }
            let input: Input
            switch type {
            case "press": input = .press(x: try coordinate("x"), y: try coordinate("y"))
            case "move": input = .move(x: try coordinate("x"), y: try coordinate("y"))
            case "release": input = .release(x: try coordinate("x"), y: try coordinate("y"))
            case "cancel": input = .cancel
            case "tap": input = .tap(x: try coordinate("x"), y: try coordinate("y"))
            case "action":
                guard let r = item["row"]?.numberValue, r == r.rounded(), r >= 0, r < Double(rows) else {
                    throw SimulationError(field: path + ".row", message: "expected a row index from 0 to \(rows - 1)")
                }
                let ids = scene.actionIDs(row: Int(r))
                guard let name = item["name"]?.stringValue, ids.contains(name) else {
                    throw SimulationError(field: path + ".name", message: "expected one of \(ids.joined(separator: ", "))")
                }
                input = .action(row: Int(r), name: name)
            default:
                throw SimulationError(field: path + ".type", message: "unknown event type \(JSONValue.quote(type))")
            }
            inputs.append(TimedInput(time: time, input: input))
        }
        // Stable: equal times keep their order in the file.
        return inputs.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// `{"kind":"frame","time":t,"rows":[{"row":i,"offset":dx,"height":h,…}]}`.
    static func frameLine(_ scene: Scene, at time: Double) -> String {
        var line = "{\"kind\":\"frame\",\"time\":\(JSONValue.format(time)),\"rows\":["
        var first = true
        for i in scene.visibleRows {
            guard let p = scene.presentation(row: i, at: time) else { continue }
            if !first { line += "," }
            first = false
            line += "{\"row\":\(i),\"offset\":\(JSONValue.format(p.offset)),\"height\":\(JSONValue.format(p.height))"
            if let c = p.checkmark {
                line += ",\"checkmarkScale\":\(JSONValue.format(c.scale)),\"checkmarkOpacity\":\(JSONValue.format(c.opacity))"
                line += ",\"past\":\(c.isPastThreshold)"
            }
            if let edge = p.openEdge { line += ",\"open\":\"\(edge.rawValue)\"" }
            if p.isFullSwipe { line += ",\"fullSwipe\":true" }
            if !p.buttons.isEmpty {
                line += ",\"buttons\":["
                line += p.buttons.map {
                    "{\"id\":\(JSONValue.quote($0.actionID)),\"x\":\(JSONValue.format($0.x)),\"width\":\(JSONValue.format($0.width))}"
                }.joined(separator: ",")
                line += "]"
            }
            line += "}"
        }
        return line + "]}"
    }
}
