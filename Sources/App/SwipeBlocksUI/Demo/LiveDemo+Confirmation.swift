import SwipeEngine
import SwipeWidgets

extension LiveDemo {
    /// A row's question before a destructive action, and its end unanswered, printed with
    /// `--events` as `simulate` prints them (`confirming` and `declined`, with the action's id).
    func report(_ question: SwipeConfirmation, row: SwipeRow) {
        guard let position = list.visibleRows.first(where: { $0.row === row })?.position, listed.indices.contains(position) else {
            return
        }
        switch question {
        case let .asking(id): emit(.confirming, listed[position], row.time, name: id)
        case let .declined(id): emit(.declined, listed[position], row.time, name: id)
        }
    }
}
