import SwipeEngine
import SwipeScenario

/// The episode's scene calls: frames, pointer drags, touchpad scrolls, list scrolls, actions,
/// opens and closes, taps, removals and restores, items inserted, moved and changed, size,
/// direction and motion changes — each
/// call recorded as Swift, the invariants checked after each.
extension Episode {
    mutating func run(calls: Int, stats: inout FuzzStats) throws(Broken) {
        for _ in 0..<calls {
            stats.calls += 1
            let op = rng.weighted([30, 45, 4, 3, 2, 4, 2, 2, 1, 2, 1, 1, 1, 3, 1, 3, 6])
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
            case 15:
                try modelChange(stats: &stats)
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
        now += settleTime
        record("_ = scene.advance(to: \(now))")
        try drain(scene.advance(to: now), stats: &stats)
        try checkPresentation()
        if scene.isAnimating(at: now + settleTime) {
            throw Broken(message: "still animating \(2 * settleTime) s after the last input")
        }
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
