import SwipeEngine

/// Follows the last dragged row for the drag plot: from the press, one sample per engine step,
/// until nothing is held or moving (or the row is gone).
@MainActor
final class DragRecorder {
    private var trace: DragTrace?
    private var finished = true
    /// Receives the trace as it grows, once the row has moved; `finished` once it rests.
    var onTrace: ((DragTrace, _ finished: Bool) -> Void)?

    /// A press on `row`: a new trace begins (the previous one is reported finished).
    func begin(row: Int, scene: Scene, thresholds: [DragThreshold]) {
        if let trace, !finished, trace.moved { onTrace?(trace, true) }
        trace = DragTrace(row: row, start: scene.clock, thresholds: thresholds)
        finished = false
    }

    /// Adds the traced row's offset at the scene's clock (layout terms: forward is +).
    func sample(_ scene: Scene, held: Bool) {
        guard var current = trace, !finished else { return }
        let presentation = scene.presentation(row: current.row, at: scene.clock)
        if let presentation { current.record(time: scene.clock, offset: presentation.offset * scene.direction.forward) }
        finished = presentation == nil || (!held && !scene.isAnimating)
        trace = current
        if current.moved { onTrace?(current, finished) }
    }
}
