import Localization
import SwipeEngine

/// What the demo header's Open Leading, Open Trailing and Close Row buttons say they did, for a
/// screen reader (focus stays on the button, and the row's buttons appearing or going is seen,
/// not heard): the row by its title and the actions it shows, as a row reads its own ("Actions:
/// Unread, Pin").
extension LiveDemo {
    /// What opening the first row on `edge` shows ("‘Quarterly planning’ open. Actions: Unread,
    /// Pin."); said when no row is left to open too.
    func openedWords(edge: SwipeEdge) -> String {
        guard let first = listed.first else { return tr("No row to open") }
        let actions = edgeActions(edge).map(\.title).joined(separator: ", ")
        return tr("‘{row}’ open. Actions: {actions}.", ["row": content(first).title, "actions": actions])
    }

    /// What Close Row is about to do, asked before it closes: the open row by its title, or that
    /// no row is open.
    func closingWords() -> String {
        guard let open = list.group.openRow, open.isOpen,
            let position = list.visibleRows.first(where: { $0.row === open })?.position, listed.indices.contains(position)
        else { return tr("No row is open") }
        return tr("‘{row}’ closed", ["row": content(listed[position]).title])
    }

    /// The actions a card row shows on `edge`, first nearest the edge.
    private func edgeActions(_ edge: SwipeEdge) -> [SwipeActionSpec] {
        guard let card = page.configuration.options(CardListConfiguration.self) else { return [] }
        return edge == .leading ? card.leading : card.trailing
    }
}
