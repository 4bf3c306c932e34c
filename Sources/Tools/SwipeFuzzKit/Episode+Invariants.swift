import SwipeEngine
import SwipeScenario

/// What every scene must keep to, checked after each call (see `SceneFuzzer`).
extension Episode {
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
            case .action, .confirming, .declined:
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
