/// A list's rows ask before a destructive action (`confirmsDestructiveActions`): the list hears
/// each question and its decline with the position of the row's item, as it hears the rows' events.
extension SwipeListView {
    /// Hands the questions of `cell`'s row to `onRowConfirmation`, with the position of the item
    /// the row shows when it asks.
    func relayConfirmations(of cell: Cell) {
        cell.row.listConfirmationHandler = { [weak self, weak cell] confirmation in
            guard let self, let cell, let position = cell.position else { return }
            self.onRowConfirmation?(confirmation, position, cell.row)
        }
    }
}
