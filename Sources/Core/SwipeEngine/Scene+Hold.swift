extension Scene {
    /// Drags `row` as a pointer would — a press, then moves over 0.1 s — until the pointer has
    /// travelled `progress` (clamped to 0…1) of the row's width toward revealing `edge`'s side,
    /// and holds it there without releasing: the frozen state a screenshot shows. The row reacts
    /// as it does to any drag (minimum distance, rubber banding, threshold, feedback).
    public mutating func hold(row: Int, progress: Double, edge: SwipeEdge, time: Double) {
        guard progress.isFinite, valid(row) else { return }
        let forward = (edge == .leading ? 1.0 : -1.0) * min(max(progress, 0), 1) * width
        let screenDistance = forward * direction.forward
        let start = screenDistance < 0 ? width : 0
        let y = rows[row].height / 2
        let steps = 10
        press(row: row, x: start, y: y, time: time)
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            move(row: row, x: start + screenDistance * fraction, y: y, time: time + 0.1 * fraction)
        }
    }
}
