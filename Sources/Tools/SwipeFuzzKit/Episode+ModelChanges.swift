import SwipeEngine
import SwipeScenario

/// The app's model changing under the rows, between drags, keys and animations: an item inserted,
/// moved or changed somewhere in the list. A row's state follows its item: the open row stays
/// open on its item and every row untouched draws as it did; an inserted row and a changed one
/// rest closed at once; no change reports an event.
extension Episode {
    mutating func modelChange(stats: inout FuzzStats) throws(Broken) {
        stats.modelChanges += 1
        let t = inputTime()
        // The scene runs to the change's time first, so the rows before and after it compare at one time.
        let comparable = t.isFinite && t >= scene.clock
        if comparable {
            record("_ = scene.advance(to: \(t))")
            try drain(scene.advance(to: t), stats: &stats)
        }
        let before = (0..<scene.rowCount).map { scene.presentation(row: $0, at: t) }
        let (open, listed) = (scene.openRow, scene.visibleRows)
        var changed: Int?
        /// A row whose drag a move let go of: it springs back, reporting what it does.
        var letGo: Int?
        switch rng.weighted([2, 2, 1]) {
        case 0:
            let position = somePosition()
            record("scene.insert(at: \(position), time: \(t))")
            let row = scene.insert(at: position, time: t)
            guard row == before.count, scene.rowCount == row + 1 else {
                throw Broken(message: "insert(at: \(position)) made row \(row) of \(scene.rowCount), not \(before.count)")
            }
            removed.append(false)
            completedCount.append(0)
            removedCount.append(0)
            naturalHeight.append(scene.naturalHeight(row: row) ?? 0)
            changed = row
            try expect(position: min(max(position, 0), listed.count), of: row, after: "insert(at: \(position))")
        case 1:
            let (row, position) = (someRow(), somePosition())
            record("scene.move(row: \(row), to: \(position), time: \(t))")
            let held = gesture?.row == row || fingers?.row == row
            let moved = scene.move(row: row, to: position, time: t)
            guard moved == listed.contains(row) else { throw Broken(message: "move(row: \(row)) said \(moved)") }
            if moved && held { letGo = row }
            // A drag let go of may end the row as a cancelled drag does (removed, with its event).
            if moved && !scene.isRemoved(row: row) {
                try expect(position: min(max(position, 0), listed.count - 1), of: row, after: "move(row: \(row))")
            }
        default:
            let row = someRow()
            record("scene.change(row: \(row), time: \(t))")
            guard scene.change(row: row, time: t) == listed.contains(row) else { throw Broken(message: "change(row: \(row)) is wrong") }
            // The row closed without an event: its item changed, and the app knows. The new item
            // may complete in its turn.
            if listed.contains(row) {
                changed = row
                openByEvents.remove(row)
                completedCount[row] = 0
            }
        }
        guard comparable else { return }
        let events = scene.advance(to: scene.clock)
        record("_ = scene.advance(to: \(scene.clock))  // \(events.count) events")
        if let letGo {
            try drain(events, stats: &stats)
            try checkRows(before: before, changed: nil, letGo: letGo, open: scene.openRow, at: t)
            return
        }
        if let event = events.first { throw Broken(message: "a model change reported \(event.jsonLine)") }
        try checkRows(before: before, changed: changed, open: open, at: t)
    }

    /// A place in the list, sometimes (hostile) before its top or far past its end.
    mutating func somePosition() -> Int {
        if options.hostility >= 1 && rng.chance(0.05) { return rng.pick([-1, Int.min, Int.max, scene.rowCount + 3]) }
        return rng.int(0...(scene.visibleRows.count + 1))
    }

    func expect(position: Int, of row: Int, after call: String) throws(Broken) {
        let order = scene.rowsInOrder
        let listed = order.count(where: { !scene.isRemoved(row: $0) })
        guard scene.position(row: row) == position, scene.visibleRows.count == listed, order.sorted() == Array(0..<scene.rowCount) else {
            let at = scene.position(row: row).map(String.init) ?? "nil"
            throw Broken(message: "\(call): row \(row) at \(at), not \(position); order \(order)")
        }
    }

    /// How `row` draws at rest: as the one row of a new scene with its configuration and size.
    func fresh(row: Int, at t: Double) -> RowPresentation? {
        let rest = Scene(
            blockID: scene.blockID, configuration: configuration, demo: scene.demo, rowCount: 1, width: scene.width,
            rowHeight: scene.naturalHeight(row: row), direction: scene.direction, reduceMotion: scene.reduceMotion)
        var p = rest.presentation(row: 0, at: t)
        p?.row = row
        return p
    }

    /// Every row but `changed` and `letGo` draws as it did; `changed` rests closed; the open row
    /// is the one open before, unless it changed.
    func checkRows(before: [RowPresentation?], changed: Int?, letGo: Int? = nil, open: Int?, at t: Double) throws(Broken) {
        for (row, was) in before.enumerated() where row != changed && row != letGo && scene.presentation(row: row, at: t) != was {
            throw Broken(message: "row \(row) draws otherwise after a model change around it")
        }
        if let changed, let p = scene.presentation(row: changed, at: t), p != fresh(row: changed, at: t) {
            let edge = p.openEdge.map(\.rawValue) ?? "none"
            throw Broken(message: "row \(changed) shows a new item not at rest (offset \(p.offset), open \(edge))")
        }
        let kept = open == changed ? nil : open
        if scene.openRow != kept {
            let (now, then) = (scene.openRow.map(String.init) ?? "nil", kept.map(String.init) ?? "nil")
            throw Broken(message: "open row \(now) after a model change, not \(then)")
        }
    }
}
