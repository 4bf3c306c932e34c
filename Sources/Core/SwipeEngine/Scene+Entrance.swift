/// Rows coming back into the list (an undone removal): each grows from no height to its own
/// (`RowEntrance`), closed and at rest; under Reduce Motion it is there at once.
extension Scene {
    /// Brings `row` in at `time`: closed and at rest (a removed row comes back, with a
    /// `restored` event), its height growing from 0. A row already growing starts again.
    public mutating func enter(row: Int, time: Double) {
        restore(row: row, time: time)
        guard rows.indices.contains(row) else { return }
        entrances[row] = RowEntrance(at: begin(time), reduceMotion: reduceMotion)
    }

    /// True while `row` grows in at `time`.
    public func isEntering(row: Int, at time: Double) -> Bool {
        entrances[row]?.isAnimating(at: time) == true
    }

    /// The fraction of its height an entering row shows at `time` (1 for every other row).
    func entranceFactor(row: Int, at time: Double) -> Double {
        entrances[row]?.heightFactor(at: time) ?? 1
    }

    /// True while some row grows in at `time`.
    func anyRowEntering(at time: Double) -> Bool {
        entrances.values.contains { $0.isAnimating(at: time) }
    }

    /// Forgets the entrances that are over by the clock (and every one under Reduce Motion).
    mutating func endEntrances() {
        entrances = entrances.filter { !reduceMotion && $0.value.isAnimating(at: clock) }
    }
}
