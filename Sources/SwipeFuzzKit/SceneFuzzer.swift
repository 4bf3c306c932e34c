import SwipeEngine
import SwipeScenario

/// How a fuzz run is driven.
public struct FuzzOptions: Sendable {
    /// Replays the run exactly.
    public var seed: UInt64
    /// Scene calls to make (inputs and frame ticks together).
    public var events: Int
    /// 0: valid input only. 1 (default): also input a scene must shrug off — NaN / infinite /
    /// huge coordinates, negative and out-of-order times, unknown rows and actions, tiny and
    /// huge widths, stray moves and releases. 2: also NaN / infinite times, widths and heights.
    public var hostility: Int
    /// Scene calls shown before a failure.
    public var traceLength: Int
    public init(seed: UInt64, events: Int, hostility: Int = 1, traceLength: Int = 40) {
        self.seed = seed
        self.events = events
        self.hostility = hostility
        self.traceLength = traceLength
    }
}

/// What a run did.
public struct FuzzStats: Sendable {
    public var calls = 0
    public var episodes = 0
    public var frames = 0
    /// Swipe events the scenes reported, by kind.
    public var reported: [SwipeEvent.Kind: Int] = [:]
    public var episodesByKind: [String: Int] = [:]
}

/// A broken invariant: everything needed to replay it.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
    public var seed: UInt64
    public var events: Int
    public var hostility: Int
    public var episode: Int
    public var call: Int
    public var message: String
    /// The episode's scene, as Swift.
    public var setup: String
    /// The last scene calls before the failure, as Swift.
    public var trace: [String]

    public var description: String {
        var text = "FUZZ FAILURE: \(message)\n"
        text += "  replay: swift run SwipeFuzz --seed \(seed) --events \(events) --hostility \(hostility)\n"
        text += "  episode \(episode), scene call \(call) of the run\n"
        text += "  setup:\n    \(setup)\n"
        text += "  last \(trace.count) calls:\n"
        for line in trace { text += "    \(line)\n" }
        return text
    }
}

/// Drives `Scene` with seeded random input and checks its invariants after every call:
/// at most one `completed` and one `removed` per row between restores, no event for a removed
/// row (but `restored`), events in time order naming known rows and actions, at most one open
/// row (by events, by `openRow` and by what the rows draw), finite bounded offsets, heights
/// within 0…natural height, the scene's removed set agreeing with its events, and no drag and no
/// motion from a touchpad scroll the scene has not decided a swipe (`TouchpadDecision`).
public enum SceneFuzzer {
    /// Runs `options.events` scene calls over as many episodes as that takes.
    public static func run(_ options: FuzzOptions) throws(FuzzFailure) -> FuzzStats {
        var stats = FuzzStats()
        var episode = 0
        while stats.calls < options.events {
            let seed = FuzzRandom.derive(options.seed, UInt64(episode))
            var e = Episode(seed: seed, kind: episode % 4, options: options)
            stats.episodesByKind[e.kindName, default: 0] += 1
            let budget = min(options.events - stats.calls, e.length)
            do {
                try e.run(calls: budget, stats: &stats)
            } catch {
                throw FuzzFailure(
                    seed: options.seed, events: options.events, hostility: options.hostility,
                    episode: episode, call: stats.calls, message: error.message,
                    setup: e.setup, trace: e.trace)
            }
            stats.episodes += 1
            episode += 1
        }
        return stats
    }
}

struct Broken: Error {
    var message: String
}

struct Episode {
    var rng: FuzzRandom
    let options: FuzzOptions
    let kindName: String
    let configuration: BlockConfiguration
    let actionIDs: Set<String>
    var scene: Scene
    let length: Int
    let frame: Double
    var setup: String

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
    let openExtent: Double

    // The one pointer.
    var gesture: (row: Int, x0: Double, x: Double, y: Double, vx: Double, vy: Double)?
    // The two touchpad fingers: the row under them and the way they go (points a scroll).
    var fingers: (row: Int, dx: Double, dy: Double)?
    /// Every touchpad scroll's horizontal travel so far: more than any one swipe's.
    var fingerTravel = 0.0

    var trace: [String] = []

    init(seed: UInt64, kind: Int, options: FuzzOptions) {
        var rng = FuzzRandom(seed: seed)
        self.options = options
        let hostile = options.hostility >= 1
        var extent = 0.0
        var setup = ""
        switch kind {
        case 0:
            kindName = "completion"
            var c = CompletionRowConfiguration()
            c.minimumDistance = rng.pick([0, 1, 5, 20, 20, 20, 60])
            if hostile && rng.chance(0.05) { c.minimumDistance = -5 }
            c.cornerRadius = rng.pick([0, 16, 40])
            configuration = BlockConfiguration(c)
            actionIDs = [c.actionID]
            setup = "var c = CompletionRowConfiguration(); c.minimumDistance = \(c.minimumDistance); c.cornerRadius = \(c.cornerRadius)"
        case 1:
            kindName = "actionRow"
            let actions = Self.actions(&rng, count: rng.pick([0, 1, 2, 2, 3, 4]))
            var c = ActionRowConfiguration(actions: actions)
            c.buttonWidth = rng.pick([0, 1, 40, 80, 80, 90, 200, 1000])
            if hostile && rng.chance(0.05) { c.buttonWidth = -30 }
            c.minimumDistance = rng.pick([0, 1, 14, 14, 40])
            configuration = BlockConfiguration(c)
            actionIDs = Set(actions.map(\.id))
            extent = Double(actions.count) * max(c.buttonWidth, 0)
            setup =
                "var c = ActionRowConfiguration(actions: \(Self.describe(actions))); c.buttonWidth = \(c.buttonWidth); c.minimumDistance = \(c.minimumDistance)"
        case 3:
            kindName = "dismiss"
            var c = DismissRowConfiguration()
            c.swipeDirections = rng.pick([[.start, .end], [.start, .end], [.start], [.end], []])
            c.swipeThreshold = rng.pick([0.1, 0.5, 0.5, 0.9, 1])
            c.swipeEscapeVelocity = rng.pick([0, 120, 120, 2000])
            c.swipeVelocityThreshold = rng.pick([0, 100, 800, 800, 100_000])
            c.animationDuration = rng.pick([0, 0.12, 0.12, 1])
            c.collapseDuration = rng.pick([0, 0.25, 0.25, 2])
            c.minimumDistance = rng.pick([0, 1, 8, 8, 40])
            if hostile && rng.chance(0.05) { c.minimumDistance = -5 }
            configuration = BlockConfiguration(c)
            actionIDs = [c.actionID]
            setup =
                "var c = DismissRowConfiguration(); c.swipeDirections = \(c.swipeDirections.map { ".\($0)" }.sorted()); "
                + "c.swipeThreshold = \(c.swipeThreshold); c.swipeEscapeVelocity = \(c.swipeEscapeVelocity); "
                + "c.swipeVelocityThreshold = \(c.swipeVelocityThreshold); c.animationDuration = \(c.animationDuration); "
                + "c.collapseDuration = \(c.collapseDuration); c.minimumDistance = \(c.minimumDistance)"
        default:
            kindName = "cardList"
            var c = CardListConfiguration()
            let all = Self.actions(&rng, count: rng.int(0...6))
            let split = rng.int(0...all.count)
            c.leading = Array(all[..<split])
            c.trailing = Array(all[split...])
            c.style = rng.pick(RevealStyle.allCases)
            c.labelStyle = rng.pick(SwipeLabelStyle.allCases)
            c.buttonWidth = rng.pick([0, 1, 44, 80, 80, 120, 400])
            if hostile && rng.chance(0.05) { c.buttonWidth = -20 }
            c.buttonShape =
                rng.chance(0.5)
                ? .rectangle
                : .rounded(cornerRadius: rng.pick([0, 8, 16]), spacing: rng.pick([0, 4, 8, 30]))
            c.fullSwipeEdges = rng.pick([[], [.leading], [.trailing], [.leading, .trailing], [.leading, .trailing]])
            c.fullSwipeThreshold = rng.pick([0, 0.3, 0.6, 0.6, 0.9, 1, 1.5])
            c.rubberBanding = rng.chance(0.7)
            c.hapticsEnabled = rng.chance(0.8)
            c.cornerRadius = rng.pick([0, 12])
            c.minimumDistance = rng.pick([0, 1, 10, 10, 30])
            if rng.chance(0.04) {
                c.debugProgress = DebugProgress(
                    progress: rng.pick([0, 0.3, 1, hostile ? 1.7 : 0.5, hostile ? -0.4 : 0.2]),
                    edge: rng.pick(SwipeEdge.allCases))
            }
            configuration = BlockConfiguration(c)
            actionIDs = Set(all.map(\.id))
            let spacing: Double = if case let .rounded(_, s) = c.buttonShape { max(s, 0) } else { 0 }
            extent = Double(max(c.leading.count, c.trailing.count)) * (max(c.buttonWidth, 0) + spacing)
            setup =
                "var c = CardListConfiguration(); c.leading = \(Self.describe(c.leading)); c.trailing = \(Self.describe(c.trailing)); "
                + "c.style = .\(c.style); c.buttonWidth = \(c.buttonWidth); c.buttonShape = \(c.buttonShape); "
                + "c.fullSwipeEdges = \(c.fullSwipeEdges.map { ".\($0)" }.sorted()); c.fullSwipeThreshold = \(c.fullSwipeThreshold); "
                + "c.rubberBanding = \(c.rubberBanding); c.hapticsEnabled = \(c.hapticsEnabled); c.minimumDistance = \(c.minimumDistance)"
                + (c.debugProgress.map { "; c.debugProgress = DebugProgress(progress: \($0.progress), edge: .\($0.edge))" } ?? "")
        }
        openExtent = extent
        let width = Self.width(&rng, hostile: hostile)
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
        self.setup =
            setup + "\n    var scene = Scene(blockID: \"fuzz-\(kindName)\", configuration: BlockConfiguration(c), "
            + "demo: DemoData(heading: \"Fuzz\", rowHeight: \(rowHeight), rows: [DemoRow(title: \"A\"), DemoRow(title: \"B\")]), "
            + "rowCount: \(rows), width: \(width), rowHeight: \(rowHeight), direction: .\(direction), reduceMotion: \(reduceMotion)); "
            + "scene.removesRows = \(scene.removesRows); scene.closesOnScroll = \(scene.closesOnScroll)  // frame \(1 / frame) Hz"
    }

    static let pool: [SwipeActionSpec] = [
        SwipeActionSpec(id: "archive", title: "Archive", icon: "archive-symbolic", tint: RGBA(red: 0.3, green: 0.3, blue: 0.9)),
        SwipeActionSpec(
            id: "delete", title: "Delete", icon: "user-trash-symbolic", tint: RGBA(red: 0.9, green: 0.2, blue: 0.2), role: .destructive),
        SwipeActionSpec(id: "unread", title: "Unread", icon: "mail-unread-symbolic", tint: RGBA(red: 0.2, green: 0.5, blue: 1)),
        SwipeActionSpec(id: "flag", title: "Flag", icon: "flag-symbolic", tint: RGBA(red: 1, green: 0.6, blue: 0)),
        SwipeActionSpec(
            id: "trash", title: "Trash", icon: "user-trash-symbolic", tint: RGBA(red: 0.6, green: 0, blue: 0), role: .destructive),
        SwipeActionSpec(id: "pin", title: "Pin", icon: "pin-symbolic", tint: RGBA(red: 1, green: 0.8, blue: 0)),
    ]

    static func actions(_ rng: inout FuzzRandom, count: Int) -> [SwipeActionSpec] {
        var pool = Self.pool
        var chosen: [SwipeActionSpec] = []
        for _ in 0..<min(count, pool.count) { chosen.append(pool.remove(at: rng.int(0...(pool.count - 1)))) }
        return chosen
    }

    static func describe(_ actions: [SwipeActionSpec]) -> String {
        "[" + actions.map { "\"\($0.id)\"\($0.role == .destructive ? "(destructive)" : "")" }.joined(separator: ", ") + "]"
    }

    static func width(_ rng: inout FuzzRandom, hostile: Bool) -> Double {
        let tiny: [Double] = hostile ? [0.5, 1, 3] : [1, 3]
        return rng.weighted([3, 10, 2]) == 0
            ? rng.pick(tiny)
            : rng.chance(0.9) ? rng.pick([40, 120, 320, 360, 360, 414, 800, 1280, 1920]) : rng.pick([5000, 100_000, 1e7])
    }

    var kind: Int { ["completion", "actionRow", "cardList", "dismiss"].firstIndex(of: configuration.kind) ?? 2 }

    // MARK: Driving

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

    mutating func run(calls: Int, stats: inout FuzzStats) throws(Broken) {
        for _ in 0..<calls {
            stats.calls += 1
            let op = rng.weighted([30, 45, 4, 3, 2, 4, 2, 2, 1, 2, 1, 1, 1, 3, 1, 6])
            switch op {
            case 0:  // A frame: the clock moves on (sometimes a long stall).
                now += rng.chance(0.02) ? rng.pick([0.5, 2, 10]) : frame
                lastInput = max(lastInput, now)
                record("_ = scene.advance(to: \(now))")
                try drain(scene.advance(to: now), stats: &stats)
                stats.frames += 1
            case 1:
                try gestureStep()
            case 2:
                let (a, r, t) = (someAction(), someRow(), inputTime())
                record("scene.perform(action: \"\(a)\", row: \(r), time: \(t))")
                let ok = scene.perform(action: a, row: r, time: t)
                if ok && !actionIDs.contains(a) { throw Broken(message: "perform accepted unknown action \"\(a)\"") }
                if ok && scene.rowCount > 0 && (r < 0 || r >= scene.rowCount) { throw Broken(message: "perform accepted unknown row \(r)") }
            case 3:
                let (r, edge, t) = (someRow(), rng.pick(SwipeEdge.allCases), inputTime())
                record("scene.open(row: \(r), edge: .\(edge), time: \(t))")
                scene.open(row: r, edge: edge, time: t)
            case 4:
                let t = inputTime()
                record("scene.close(time: \(t))")
                scene.close(time: t)
            case 5:
                let (r, t) = (someRow(), inputTime())
                record("scene.tap(row: \(r), time: \(t))")
                scene.tap(row: r, time: t)
            case 6:
                let t = inputTime()
                record("scene.tapOutside(time: \(t))")
                scene.tapOutside(time: t)
            case 7:
                let (r, t) = (someRow(), inputTime())
                record("scene.remove(row: \(r), time: \(t))")
                scene.remove(row: r, time: t)
            case 8:
                let t = inputTime()
                record("scene.restoreAll(time: \(t))")
                scene.restoreAll(time: t)
            case 9:
                var w = Self.width(&rng, hostile: options.hostility >= 1)
                if options.hostility >= 2 && rng.chance(0.1) { w = rng.pick([0, -10, Double.nan, Double.infinity]) }
                if w.isFinite { widestWidth = max(widestWidth, w) }
                let t = inputTime()
                record("scene.setWidth(\(w), time: \(t))")
                scene.setWidth(w, time: t)
            case 10:
                let d: LayoutDirection = rng.chance(0.5) ? .leftToRight : .rightToLeft
                let t = inputTime()
                record("scene.setDirection(.\(d), time: \(t))")
                scene.setDirection(d, time: t)
            case 11:
                let on = rng.chance(0.5)
                let t = inputTime()
                record("scene.setReduceMotion(\(on), time: \(t))")
                scene.setReduceMotion(on, time: t)
            case 12:
                let r = someRow()
                var h: Double = rng.pick([0, 1, 44, 68, 120, 400])
                if options.hostility >= 1 && rng.chance(0.2) { h = rng.pick([-5, Double.nan, Double.infinity]) }
                let t = inputTime()
                record("scene.setRowHeight(row: \(r), height: \(h), time: \(t))")
                scene.setRowHeight(row: r, height: h, time: t)
                if r >= 0 && r < naturalHeight.count && h.isFinite && h >= 0 { naturalHeight[r] = h }
            case 13:
                try listScroll()
            case 14:
                scene.removesRows.toggle()
                record("scene.removesRows = \(scene.removesRows)")
            default:
                try touchpadStep(stats: &stats)
            }
            if rng.chance(0.1) {
                let t = scene.clock
                record("_ = scene.advance(to: \(t))")
                try drain(scene.advance(to: t), stats: &stats)
            }
            try checkPresentation()
        }
        // Let everything settle, then check once more.
        now += 5
        record("_ = scene.advance(to: \(now))")
        try drain(scene.advance(to: now), stats: &stats)
        try checkPresentation()
        if scene.isAnimating(at: now + 5) { throw Broken(message: "still animating 10 s after the last input") }
    }

    /// The list scrolls: a row open before a scroll of twice `listScrollCloseDistance` or more is
    /// closed after it, whatever the list did before (unless the option is off or a drag holds
    /// the row).
    mutating func listScroll() throws(Broken) {
        var dy: Double = rng.pick([-200, -40, -16, -4, -1, 2, 4, 8, 15.9, 16, 30, 200])
        if options.hostility >= 1 && rng.chance(0.05) { dy = rng.pick([0, Double.nan, Double.infinity, -1e300]) }
        let t = inputTime()
        let held = scene.openRow.map { scene.ownsDrag(row: $0) == true } ?? true
        let wasOpen = scene.isAnyRowOpen
        record("scene.apply(.listScroll(dy: \(dy)), row: 0, time: \(t))")
        scene.apply(.listScroll(dy: dy), row: 0, time: t)
        if scene.closesOnScroll, wasOpen, !held, abs(dy) >= 2 * SwipeInput.listScrollCloseDistance, dy.isFinite, scene.isAnyRowOpen {
            throw Broken(message: "a list scroll of \(dy) points left row \(scene.openRow!) open")
        }
    }

    /// A touchpad scroll (at any angle, sometimes turning) or its stop. Until the scene decides
    /// it a swipe, the row under it does not move and no drag starts.
    mutating func touchpadStep(stats: inout FuzzStats) throws(Broken) {
        guard gesture == nil else { return }  // no two-finger scrolling with a button held
        if fingers == nil || rng.chance(0.03) {
            let angle = rng.double(-3.2...3.2)
            let step: Double = rng.pick([0.5, 1, 3, 6, 12, 40])
            fingers = (someRow(), step * cosine(angle), step * sine(angle))
        }
        guard var f = fingers else { return }
        if rng.chance(0.12) {
            let t = inputTime()
            record("scene.apply(.scrollStop, row: \(f.row), time: \(t))")
            scene.apply(.scrollStop, row: f.row, time: t)
            fingers = nil
            return
        }
        if rng.chance(0.05) { (f.dx, f.dy) = (f.dy, -f.dx) }  // a change of mind
        fingers = f
        var (dx, dy) = (f.dx + rng.double(-0.5...0.5), f.dy + rng.double(-0.5...0.5))
        if options.hostility >= 1 && rng.chance(0.01) {
            (dx, dy) = (rng.pick([Double.nan, 1e300, 0]), rng.pick([Double.infinity, 0, -1e12]))
        }
        // A touchpad swipe moves a row as far as the fingers travel (the offset bound allows it).
        if dx.isFinite { fingerTravel += abs(dx); widestDrag = max(widestDrag, fingerTravel) }
        // The scene runs to the scroll's time first, so the row before and after it compare at one time.
        let t = inputTime()
        let comparable = t.isFinite && t >= scene.clock
        if comparable {
            record("_ = scene.advance(to: \(t))")
            try drain(scene.advance(to: t), stats: &stats)
        }
        let before = scene.presentation(row: f.row, at: t)
        record("scene.apply(.scroll(dx: \(dx), dy: \(dy)), row: \(f.row), time: \(t))")
        scene.apply(.scroll(dx: dx, dy: dy), row: f.row, time: t)
        guard comparable, scene.touchpadDecision?.outcome != .swipe else { return }
        let events = scene.advance(to: scene.clock)
        record("_ = scene.advance(to: \(scene.clock))  // \(events.count) events")
        if let drag = events.first(where: { $0.kind == .dragStarted }) {
            throw Broken(message: "a touchpad scroll the scene has not decided a swipe started a drag: \(drag.jsonLine)")
        }
        if scene.presentation(row: f.row, at: t) != before {
            throw Broken(message: "a touchpad scroll the scene has not decided a swipe moved row \(f.row)")
        }
        try drain(events, stats: &stats)
    }

    mutating func gestureStep() throws(Broken) {
        let t = inputTime()
        guard var g = gesture else {
            let r = someRow()
            let h = (r >= 0 && r < naturalHeight.count) ? naturalHeight[r] : 50
            let x = coordinate(rng.double(0...max(scene.width.isFinite ? scene.width : 1, 0)))
            let y = coordinate(rng.double(0...max(h, 0)))
            let speed = rng.pick([30.0, 300, 1000, 3000, 8000])
            let angle = rng.chance(0.7) ? rng.double(-0.3...0.3) : rng.double(-3.2...3.2)
            let vx = speed * cosine(angle) * (rng.chance(0.5) ? 1 : -1)
            let vy = speed * sine(angle)
            gesture = (r, x, x, y, vx, vy)
            if fingers != nil {
                // A press ends the touchpad scroll under way, as it does in the window.
                fingers = nil
                record("scene.apply(.press(x: \(x), y: \(y)), row: \(r), time: \(t))")
                scene.apply(.press(x: x, y: y), row: r, time: t)
                return
            }
            record("scene.press(row: \(r), x: \(x), y: \(y), time: \(t))")
            scene.press(row: r, x: x, y: y, time: t)
            return
        }
        switch rng.weighted([85, 8, 4, 2]) {
        case 0:
            let dt = frame * rng.double(0.2...1.5)
            var vx = g.vx
            if rng.chance(0.08) { vx = -vx }  // change of mind
            g.vx = vx
            // The pointer stays on a 2000-point margin around the row (a screen), unless coordinate() says otherwise.
            let w = scene.width.isFinite ? scene.width : 0
            g.x = min(max(g.x + vx * dt + rng.double(-2...2), -2000), w + 2000)
            g.y = min(max(g.y + g.vy * dt + rng.double(-1...1), -2000), 2000)
            if g.x.isFinite && g.x0.isFinite { widestDrag = max(widestDrag, abs(g.x - g.x0)) }
            let (x, y) = (coordinate(g.x), coordinate(g.y))
            if x.isFinite && g.x0.isFinite { widestDrag = max(widestDrag, abs(x - g.x0)) }
            gesture = g
            record("scene.move(row: \(g.row), x: \(x), y: \(y), time: \(t))")
            scene.move(row: g.row, x: x, y: y, time: t)
        case 1:
            let (x, y) = (coordinate(g.x), coordinate(g.y))
            record("scene.release(row: \(g.row), x: \(x), y: \(y), time: \(t))")
            scene.release(row: g.row, x: x, y: y, time: t)
            gesture = nil
        case 2:
            record("scene.cancel(row: \(g.row), time: \(t))")
            scene.cancel(row: g.row, time: t)
            gesture = nil
        case 3:  // A stray move or release for a row the pointer is not on.
            let r = someRow()
            record("scene.release(row: \(r), x: 0, y: 0, time: \(t))")
            if r != g.row { scene.release(row: r, x: 0, y: 0, time: t) }
        default:
            break
        }
    }

    // MARK: Invariants

    mutating func drain(_ events: [SwipeEvent], stats: inout FuzzStats) throws(Broken) {
        for e in events {
            stats.reported[e.kind, default: 0] += 1
            let line = e.jsonLine
            guard e.block == scene.blockID else { throw Broken(message: "event for another block: \(line)") }
            guard e.row >= 0, e.row < scene.rowCount else { throw Broken(message: "event for an unknown row: \(line)") }
            guard e.time.isFinite else { throw Broken(message: "event at a non-finite time: \(line)") }
            guard e.time >= lastEventTime else {
                throw Broken(message: "event out of time order (previous at \(lastEventTime)): \(line)")
            }
            lastEventTime = e.time
            let r = e.row
            if removed[r] && e.kind != .restored { throw Broken(message: "event for a removed row: \(line)") }
            switch e.kind {
            case .removed:
                removedCount[r] += 1
                if removedCount[r] > 1 { throw Broken(message: "second removal of row \(r) since its restore: \(line)") }
                removed[r] = true
                openByEvents.remove(r)
            case .restored:
                guard removed[r] else { throw Broken(message: "restored a row that was not removed: \(line)") }
                removed[r] = false
                removedCount[r] = 0
                completedCount[r] = 0
            case .completed:
                completedCount[r] += 1
                if completedCount[r] > 1 { throw Broken(message: "second completion of row \(r) since its restore: \(line)") }
            case .opened:
                guard e.edge != nil else { throw Broken(message: "opened without an edge: \(line)") }
                openByEvents.insert(r)
            case .closed:
                guard openByEvents.contains(r) else { throw Broken(message: "closed a row that was not open: \(line)") }
                openByEvents.remove(r)
            case .action:
                guard let name = e.name, actionIDs.contains(name) else { throw Broken(message: "unknown action: \(line)") }
            case .dragStarted, .feedback:
                break
            }
            if openByEvents.count > 1 { throw Broken(message: "rows \(openByEvents.sorted()) are all open by the events after \(line)") }
        }
        // After a drain nothing is pending: the scene must agree with what its events said.
        for r in 0..<scene.rowCount where scene.isRemoved(row: r) != removed[r] {
            throw Broken(message: "row \(r): scene says removed=\(scene.isRemoved(row: r)), its events say \(removed[r])")
        }
        let open = scene.openRow.map { Set([$0]) } ?? []
        if open != openByEvents {
            throw Broken(
                message: "scene.openRow is \(scene.openRow.map(String.init) ?? "nil") but the events leave \(openByEvents.sorted()) open")
        }
    }

    func checkPresentation() throws(Broken) {
        let t = scene.clock
        guard t.isFinite || options.hostility >= 2 else { throw Broken(message: "the clock is \(t)") }
        let bound = 2 * max(widestWidth, openExtent) + 200 + widestDrag
        var drawnOpen: [Int] = []
        for r in 0..<scene.rowCount {
            guard let p = scene.presentation(row: r, at: t) else {
                if !scene.isRemoved(row: r) { throw Broken(message: "row \(r) has no presentation but is not removed") }
                continue
            }
            if scene.isRemoved(row: r) { throw Broken(message: "removed row \(r) still presents") }
            guard p.offset.isFinite else { throw Broken(message: "row \(r) offset \(p.offset) at \(t)") }
            guard abs(p.offset) <= bound else { throw Broken(message: "row \(r) offset \(p.offset) beyond ±\(bound) at \(t)") }
            guard p.height.isFinite, p.height >= -1e-9, p.height <= naturalHeight[r] * (1 + 1e-9) + 1e-9 else {
                throw Broken(message: "row \(r) height \(p.height) outside 0…\(naturalHeight[r]) at \(t)")
            }
            let h = scene.height(row: r, at: t)
            guard h.isFinite, abs(h - p.height) <= 1e-6 * max(1, naturalHeight[r]) else {
                throw Broken(message: "row \(r): scene.height \(h) but presentation height \(p.height)")
            }
            for b in p.buttons where !(b.x.isFinite && b.width.isFinite && b.width >= 0) {
                throw Broken(message: "row \(r) button \(b.actionID) at x \(b.x) width \(b.width)")
            }
            if let c = p.checkmark, !(c.scale.isFinite && c.opacity.isFinite && c.leadingX.isFinite) {
                throw Broken(message: "row \(r) checkmark scale \(c.scale) opacity \(c.opacity) x \(c.leadingX)")
            }
            if p.openEdge != nil { drawnOpen.append(r) }
        }
        if drawnOpen.count > 1 {
            throw Broken(message: "rows \(drawnOpen) all draw open at \(t) (scene.openRow \(scene.openRow.map(String.init) ?? "nil"))")
        }
    }
}

// Tiny trigonometry without Foundation (only for choosing drag directions).
func sine(_ x: Double) -> Double {
    var term = x, sum = x
    for n in 1...8 {
        term *= -x * x / Double((2 * n) * (2 * n + 1))
        sum += term
    }
    return sum
}

func cosine(_ x: Double) -> Double { sine(x + 1.570_796_326_794_896_6) }
