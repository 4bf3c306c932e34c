import SwipeEngine
import SwipeScenario

/// One scene of a fuzz run: a configuration of one kind from its schema (`OptionFuzzer`), a
/// list of random size, direction and motion, the calls made to it so far, and what its events
/// said, to check the scene against.
struct Episode {
    var rng: FuzzRandom
    let options: FuzzOptions
    let kindName: String
    let configuration: BlockConfiguration
    let actionIDs: Set<String>
    var scene: Scene
    let length: Int
    let frame: Double
    let setup: String
    /// Seconds the scene is given to settle after the last call: more than its animations take.
    let settleTime: Double

    // Time.
    var now = 0.0
    var lastInput = 0.0
    var lastEventTime = -Double.infinity

    // What the events said.
    var removed: [Bool]
    var completedCount: [Int]
    var removedCount: [Int]
    var openByEvents: Set<Int> = []
    var naturalHeight: [Double]

    // Bounds.
    var widestWidth: Double
    var widestDrag = 0.0
    /// How far the row's buttons reach, whatever its width (see `openExtent(of:)`).
    let openExtent: Double

    // The one pointer.
    var gesture: (row: Int, x0: Double, x: Double, y: Double, vx: Double, vy: Double)?
    // The two touchpad fingers: the row under them and the way they go (points a scroll).
    var fingers: (row: Int, dx: Double, dy: Double)?
    /// Every touchpad scroll's horizontal travel so far: more than any one swipe's.
    var fingerTravel = 0.0

    var trace: [String] = []

    init(seed: UInt64, kind: any SwipeKind.Type, options: FuzzOptions) {
        var rng = FuzzRandom(seed: seed)
        self.options = options
        let made = OptionFuzzer.configuration(of: kind, &rng, hostility: options.hostility)
        configuration = BlockConfiguration(made.options)
        kindName = configuration.kind
        actionIDs = Set(configuration.actionIDs)
        // The bounds follow the options as the rows read them (within their ranges).
        let read = kind.schema.inRange(made.options)
        openExtent = Self.openExtent(of: BlockConfiguration(read))
        settleTime = 5 + OptionFuzzer.animationTime(of: read)
        let width = Self.width(&rng, hostile: options.hostility >= 1)
        let rows = rng.pick([1, 2, 3, 5, 8, 12, 40])
        let rowHeight: Double = rng.pick([1, 44, 68, 84, 88, 200])
        let direction: LayoutDirection = rng.chance(0.5) ? .leftToRight : .rightToLeft
        let reduceMotion = rng.chance(0.3)
        frame = 1 / rng.pick([30.0, 48, 60, 60, 90, 120, 144, 240])
        length = rng.pick([50, 200, 500, 1000, 3000])
        let demo = DemoData(heading: "Fuzz", rowHeight: rowHeight, rows: [DemoRow(title: "A"), DemoRow(title: "B")])
        scene = Scene(
            blockID: "fuzz-\(kindName)", configuration: configuration, demo: demo, rowCount: rows,
            width: width, rowHeight: rowHeight, direction: direction, reduceMotion: reduceMotion)
        scene.removesRows = rng.chance(0.85)
        scene.closesOnScroll = rng.chance(0.8)
        self.rng = rng
        widestWidth = width
        removed = Array(repeating: false, count: rows)
        completedCount = Array(repeating: 0, count: rows)
        removedCount = Array(repeating: 0, count: rows)
        naturalHeight = Array(repeating: rowHeight, count: rows)
        setup =
            made.swift + "\n    var scene = Scene(blockID: \"fuzz-\(kindName)\", configuration: BlockConfiguration(c), "
            + "demo: DemoData(heading: \"Fuzz\", rowHeight: \(rowHeight), rows: [DemoRow(title: \"A\"), DemoRow(title: \"B\")]), "
            + "rowCount: \(rows), width: \(width), rowHeight: \(rowHeight), direction: .\(direction), reduceMotion: \(reduceMotion)); "
            + "scene.removesRows = \(scene.removesRows); scene.closesOnScroll = \(scene.closesOnScroll)  // frame \(1 / frame) Hz"
    }

    /// Twice the farthest drag threshold of a row 0 wide: the thresholds that do not grow with the
    /// width follow the buttons (an action row opens past half its buttons' width, a card's full
    /// swipe arms past its buttons and half of one more), so no row rests open farther than this.
    static func openExtent(of configuration: BlockConfiguration) -> Double {
        2 * configuration.dragThresholds(width: 0).map { abs($0.offset) }.filter(\.isFinite).reduce(0, max)
    }

    static func width(_ rng: inout FuzzRandom, hostile: Bool) -> Double {
        let tiny: [Double] = hostile ? [0.5, 1, 3] : [1, 3]
        return rng.weighted([3, 10, 2]) == 0
            ? rng.pick(tiny)
            : rng.chance(0.9) ? rng.pick([40, 120, 320, 360, 360, 414, 800, 1280, 1920]) : rng.pick([5000, 100_000, 1e7])
    }

    // MARK: Inputs

    mutating func record(_ call: String) {
        trace.append(call)
        if trace.count > options.traceLength { trace.removeFirst(trace.count - options.traceLength) }
    }

    /// The time an input happens at: within the current frame, in order; sometimes (hostile) in the past.
    mutating func inputTime() -> Double {
        if options.hostility >= 1 && rng.chance(0.01) {
            return rng.pick([-1, -1e9, now - 0.5, now - frame, 0])
        }
        if options.hostility >= 2 && rng.chance(0.002) {
            return rng.pick([Double.nan, Double.infinity, -Double.infinity])
        }
        let t = max(lastInput, now + rng.double(0...frame) * 0.9)
        lastInput = t
        return t
    }

    mutating func someRow() -> Int {
        let visible = scene.visibleRows
        if options.hostility >= 1 && rng.chance(0.04) {
            return rng.pick([-1, scene.rowCount, scene.rowCount + 7, Int.min, Int.max])
        }
        if !visible.isEmpty && rng.chance(0.9) { return rng.pick(visible) }
        return rng.int(0...(scene.rowCount - 1))
    }

    mutating func someAction() -> String {
        if (options.hostility >= 1 && rng.chance(0.08)) || actionIDs.isEmpty {
            return rng.pick(["", "nope", "Complete", "ARCHIVE", "complete"])
        }
        return rng.pick(actionIDs.sorted())
    }

    /// A pointer coordinate near `value`; sometimes (hostile) NaN, infinite or huge.
    mutating func coordinate(_ value: Double) -> Double {
        if options.hostility >= 1 && rng.chance(0.002) {
            return rng.pick([Double.nan, Double.infinity, -Double.infinity, 1e300, -1e12])
        }
        return value
    }
}
