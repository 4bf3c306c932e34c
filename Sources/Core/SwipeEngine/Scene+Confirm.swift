/// A destructive action that asks first (the card and action rows' `confirmsDestructiveActions`):
/// a card row's full swipe or button holds the row at the edge, an action row's button widens
/// over the open row, and the button reads "Delete?" until the question is answered. A second
/// activation of the action, Return or `confirm(row:accept:time:)` accept; Escape, a tap on the
/// row (not on the asking button, whose activation answers), closing it, a drag or a tap on
/// another row, or the kind's timeout decline, and the row goes back unrun. The scene reports
/// `confirming` when the row starts asking and `declined` when it stops without running the
/// action; accepted, the action runs as it always does.
extension Scene {
    /// The destructive action `row` holds at its edge asking to be confirmed, if any.
    public func confirmingAction(row: Int) -> String? {
        valid(row) ? rows[row].model.confirmingActionID : nil
    }

    /// Answers `row`'s question: `accept` runs the held action, otherwise the row springs back.
    /// False (and nothing happens) when the row asks nothing.
    @discardableResult
    public mutating func confirm(row: Int, accept: Bool, time: Double) -> Bool {
        let t = begin(time)
        guard valid(row), let events = rows[row].model.answer(accept: accept, context(row), time: t) else { return false }
        handle(events, row: row, time: t)
        return true
    }

    /// Every row but `row` that asks declines: a person turned to another row (a drag or a tap
    /// there) or to the list. Rows that ask have a step pending, so they are among the active.
    mutating func declineQuestions(except row: Int?, time: Double) {
        for other in active where other != row && confirmingAction(row: other) != nil {
            confirm(row: other, accept: false, time: time)
        }
    }

    /// True when `x` (row-local screen points) is on the button of `row` that asks: a tap there
    /// is the button's to answer (its activation accepts), not the row's (a tap declines).
    func isOnAskingButton(row: Int, x: Double, time: Double) -> Bool {
        guard confirmingAction(row: row) != nil, let p = presentation(row: row, at: time) else { return false }
        return p.buttons.contains { $0.asksConfirmation && x >= $0.x && x <= $0.x + $0.width }
    }

    /// What a key answers to a row that asks (Return: yes, Escape: no); nil for any other key, or
    /// when the row asks nothing.
    func confirmationAnswer(to key: RowKey, row: Int) -> Bool? {
        guard confirmingAction(row: row) != nil else { return nil }
        switch key {
        case .return: return true
        case .escape: return false
        default: return nil
        }
    }
}

extension SwipeRowModel {
    var confirmingActionID: String? { nil }
    mutating func answer(accept: Bool, _ c: RowContext, time: Double) -> [RowEvent]? { nil }
}
