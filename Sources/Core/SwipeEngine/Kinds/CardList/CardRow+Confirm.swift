/// The card row's question before a destructive action (`confirmsDestructiveActions`): a full
/// swipe or the action's button holds the row at the full-swipe distance, the action's button
/// filling what the content uncovers and reading "Delete?", for `confirmTimeout` seconds. A second
/// activation runs it as it always runs (slide out, collapse, then the action); anything else
/// springs the row back to rest unrun. Under Reduce Motion the row jumps instead of moving.
extension CardRow {
    /// True when `spec` asks before it runs.
    func asksFirst(_ spec: SwipeActionSpec) -> Bool {
        configuration.confirmsDestructiveActions && spec.role == .destructive && configuration.debugProgress == nil
    }

    /// How far from rest the row sits for the action on `edge`: at the full-swipe distance while
    /// it asks (the content still shows which row it is), the whole width while it slides out.
    func heldDistance(_ edge: SwipeEdge, width: Double) -> Double {
        phase == .confirming ? min(fullSwipeThreshold(width: width, edge: edge), width) : width
    }

    /// The destructive action the row holds asking to be confirmed, if any.
    var confirmingActionID: String? { phase == .confirming ? expanded?.spec.id : nil }

    /// Holds the row at `edge` asking to confirm `spec`, until an answer or the timeout.
    mutating func ask(_ spec: SwipeActionSpec, edge: SwipeEdge, _ c: RowContext, time: Double) -> [RowEvent] {
        let wasOpen = openEdge != nil
        openEdge = nil
        phase = .confirming
        expanded = (edge, spec)
        offset.animate(to: sign(edge) * heldDistance(edge, width: c.width), with: heldMotion(c), at: time)
        deadline = time + max(configuration.confirmTimeout, 0)
        return (wasOpen ? [.closed] : []) + [.confirming(spec.id)]
    }

    /// Runs the held action (`accept`) or springs back to rest without it; nil when not asking.
    mutating func answer(accept: Bool, _ c: RowContext, time: Double) -> [RowEvent]? {
        guard phase == .confirming, let held = expanded else { return nil }
        deadline = nil
        phase = .idle
        if accept { return run(held.spec, edge: held.edge, c, time: time) }
        expanded = nil
        offset.animate(to: 0, with: heldMotion(c), at: time)
        return [.declined(held.spec.id)]
    }

    /// Into the hold and back: the settle spring; none under Reduce Motion.
    private func heldMotion(_ c: RowContext) -> Motion? { c.reduceMotion ? nil : CardRowMath.settleMotion }
}
