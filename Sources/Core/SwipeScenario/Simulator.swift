import Localization
import SwipeEngine

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

    static let topLevelKeys: Set<String> = [
        "block", "width", "rowHeight", "rows", "direction", "reduceMotion",
        "parameters", "frameRate", "duration", "events", "closesOnScroll",
    ]

    /// A scenario event, checked.
    enum Input {
        /// A pointer event in window points (rows stacked from 0), hit-tested at the press.
        case pointer(PointerPhase, x: Double, y: Double)
        /// The press under way was taken away.
        case cancel
        /// A tap at window points, without a press: the row under it, or outside every row.
        case tap(x: Double, y: Double)
        /// A pointer event outside every row (a tap there closes an open card).
        case outside(PointerPhase, x: Double, y: Double)
        /// A tap on a row, without a press.
        case tapRow(Int)
        /// A tap in the list outside every row, without a press.
        case tapOutside
        /// An input to a row, in its own points.
        case row(Int, SwipeInput)
        /// A removed row comes back (an Undo).
        case restore(row: Int)
        /// The app took the row's item out of its model (no swipe, no action): the row goes; an
        /// open row above or below it stays open.
        case itemRemoved(row: Int)
        /// The app put a new item in its model at a position among the rows in the list: a row
        /// at rest with the next number.
        case itemInserted(position: Int)
        /// The app moved a row's item to a position among the rows in the list: the row keeps
        /// its state there.
        case itemMoved(row: Int, position: Int)
        /// The app replaced a row's item in place: the row comes to rest closed at once.
        case itemChanged(row: Int)
        /// Every removed row comes back ("Start over").
        case startOver
        /// A switch or a parameter changed.
        case set(Setting)
    }

    enum PointerPhase { case press, move, release }

    /// What a `set` event changes.
    enum Setting {
        case direction(LayoutDirection)
        case reduceMotion(Bool)
        case width(Double)
        /// New parameters: the demo starts afresh with this block (rows back, at rest).
        case block(SimulationBlock)
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
        try run(scenario: scenario, resolve: resolve) { chunk in
            text += chunk; return true
        }
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
        var run = Run(scene: plan.scene)
        let inputs = plan.inputs
        var next = 0
        for k in 0..<plan.frameCount where !output.stopped {
            let frameTime = Double(k) / plan.frameRate
            while next < inputs.count, inputs[next].time <= frameTime {
                run.apply(inputs[next], to: &output)
                next += 1
            }
            run.drain(frameTime, to: &output)
            writeFrame(run.scene, at: frameTime, to: &output)
        }
        while next < inputs.count, !output.stopped {
            run.apply(inputs[next], to: &output)
            next += 1
        }
    }

    /// A scenario being run: the scene, and the input under way — the row a press went down on
    /// (and its top, for window points), a press outside every row.
    struct Run {
        var scene: Scene
        var pressed: (row: Int, top: Double)?
        var outsideTap: TapRecognizer?

        /// Prints every event up to `time`.
        mutating func drain(_ time: Double, to output: inout ChunkedOutput) {
            write(scene.advance(to: time), to: &output)
        }

        func write(_ events: [SwipeEvent], to output: inout ChunkedOutput) {
            for event in events { output.append(event.jsonLine); output.append("\n") }
        }

        mutating func apply(_ item: TimedInput, to output: inout ChunkedOutput) {
            let t = item.time
            drain(t, to: &output)
            switch item.input {
            case let .pointer(phase, x, y):
                if phase == .press {
                    pressed = nil
                    outsideTap = nil
                    guard let hit = scene.hitTest(y: y, at: t) else {
                        pointerOutside(.press, x: x, y: y, time: t)
                        break
                    }
                    pressed = hit
                }
                if let p = pressed {
                    pointer(phase, row: p.row, x: x, y: y - p.top, time: t)
                } else {
                    pointerOutside(phase, x: x, y: y, time: t)
                }
            case let .outside(phase, x, y):
                if phase == .press { pressed = nil }
                pointerOutside(phase, x: x, y: y, time: t)
            case .cancel:
                if let p = pressed { scene.apply(.cancel, row: p.row, time: t) }
                pressed = nil
                outsideTap = nil
            case let .tap(_, y):
                if let hit = scene.hitTest(y: y, at: t) { scene.tap(row: hit.row, time: t) } else { scene.tapOutside(time: t) }
            case let .tapRow(row):
                scene.tap(row: row, time: t)
            case .tapOutside:
                scene.tapOutside(time: t)
            case let .row(row, input):
                switch input {
                case let .press(x, y):
                    outsideTap = nil
                    pressed = (row, 0)
                    pointer(.press, row: row, x: x, y: y, time: t)
                case let .move(x, y): pointer(.move, row: row, x: x, y: y, time: t)
                case let .release(x, y): pointer(.release, row: row, x: x, y: y, time: t)
                default:
                    scene.apply(input, row: row, time: t)
                }
            case let .restore(row):
                scene.restore(row: row, time: t)
            case let .itemRemoved(row):
                scene.remove(row: row, time: t)
            case let .itemInserted(position):
                scene.insert(at: position, time: t)
            case let .itemMoved(row, position):
                scene.move(row: row, to: position, time: t)
            case let .itemChanged(row):
                scene.change(row: row, time: t)
            case .startOver:
                scene.restoreAll(time: t)
            case let .set(setting):
                change(setting, time: t)
            }
            drain(t, to: &output)
        }

        mutating func pointer(_ phase: PointerPhase, row: Int, x: Double, y: Double, time: Double) {
            switch phase {
            case .press: scene.apply(.press(x: x, y: y), row: row, time: time)
            case .move: scene.apply(.move(x: x, y: y), row: row, time: time)
            case .release:
                scene.apply(.release(x: x, y: y), row: row, time: time)
                pressed = nil
            }
        }

        /// A press, move or release on no row: a tap there taps outside.
        mutating func pointerOutside(_ phase: PointerPhase, x: Double, y: Double, time: Double) {
            let sample = PointerSample(time: time, x: x, y: y)
            switch phase {
            case .press:
                var tap = TapRecognizer()
                tap.press(sample)
                outsideTap = tap
            case .move:
                outsideTap?.move(sample)
            case .release:
                if outsideTap?.release(sample) == true { scene.tapOutside(time: time) }
                outsideTap = nil
            }
        }

        mutating func change(_ setting: Setting, time: Double) {
            switch setting {
            case let .direction(d): scene.setDirection(d, time: time)
            case let .reduceMotion(on): scene.setReduceMotion(on, time: time)
            case let .width(w): scene.setWidth(w, time: time)
            case let .block(block):
                let old = scene
                scene = Scene(
                    blockID: old.blockID, configuration: block.configuration, demo: old.demo,
                    rowCount: old.rowCount, width: old.width, rowHeight: old.naturalHeight(row: 0),
                    direction: old.direction, reduceMotion: old.reduceMotion)
                scene.closesOnScroll = old.closesOnScroll
                _ = scene.advance(to: time)
                pressed = nil
                outsideTap = nil
            }
        }
    }
}
