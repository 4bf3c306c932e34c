import SwipeEngine
import SwipeWidgets

/// Follows the last dragged row for the drag plot: from the drag's start, one sample per step of
/// the row's motion, until nothing holds or moves it (or it shows another item).
@MainActor
final class DragRecorder {
    private var trace: DragTrace?
    private weak var row: SwipeRow?
    private var finished = true
    /// Receives the trace as it grows, once the row has moved; `finished` once it rests.
    var onTrace: ((DragTrace, _ finished: Bool) -> Void)?

    /// A drag began on `row`, which shows demo row `index`: a new trace begins (the previous
    /// one is reported finished).
    func begin(_ row: SwipeRow, index: Int) {
        if let trace, !finished, trace.moved { onTrace?(trace, true) }
        trace = DragTrace(row: index, start: row.time, thresholds: row.dragThresholds)
        self.row = row
        finished = false
    }

    /// Adds `row`'s offset now (layout terms: forward is +), if it is the row traced.
    func sample(_ row: SwipeRow) {
        guard row === self.row, var current = trace, !finished else { return }
        current.record(time: row.time, offset: row.offset * row.layoutDirection.forward)
        finished = !row.isMoving
        trace = current
        if current.moved { onTrace?(current, finished) }
    }

    /// The traced row stopped showing its demo row.
    func rowGone(_ row: SwipeRow) {
        guard row === self.row, let trace, !finished else { return }
        finished = true
        if trace.moved { onTrace?(trace, true) }
    }
}
