/// The action row's two-step button (`confirmsDestructiveActions`): a destructive action's
/// button, Delete or `perform` does not run it but has its button fill the open row, reading
/// "Delete?", for `confirmTimeout` seconds (a closed row opens to ask). A second activation runs
/// it (the row closes, then the action); Escape, a tap, a drag, closing the row or the timeout
/// take the question back: the buttons show again, or the row closes if it opened to ask.
extension ActionRow {
    /// True when `spec` asks before it runs.
    func asksFirst(_ spec: SwipeActionSpec) -> Bool {
        configuration.confirmsDestructiveActions && spec.role == .destructive && revealWidth > 0
    }

    /// The destructive action whose button asks to be confirmed, if any.
    var confirmingActionID: String? { asking?.spec.id }

    /// Has `spec`'s button ask, opening the row first if it is closed.
    mutating func ask(_ spec: SwipeActionSpec, _ c: RowContext, time: Double) -> [RowEvent] {
        asking = (spec, !isOpen)
        deadline = time + max(configuration.confirmTimeout, 0)
        return settle(open: true, c, time: time) + [.confirming(spec.id)]
    }

    /// Runs the asking action (`accept`: the row closes, then it runs) or takes the question back
    /// (closing the row if it opened to ask); nil when no button asks.
    mutating func answer(accept: Bool, _ c: RowContext, time: Double) -> [RowEvent]? {
        guard let held = asking else { return nil }
        let declined = stopAsking()
        if accept { return settle(open: false, c, time: time) + [.action(held.spec.id)] }
        return declined + (held.openedToAsk ? settle(open: false, c, time: time) : [])
    }

    /// Takes the question back without moving the row: `declined`, or nothing when none was asked.
    mutating func stopAsking() -> [RowEvent] {
        guard let held = asking else { return [] }
        asking = nil
        deadline = nil
        return [.declined(held.spec.id)]
    }
}
