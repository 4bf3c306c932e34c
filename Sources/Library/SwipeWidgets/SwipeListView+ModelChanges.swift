import CGtk
import GtkBridge
import SwipeEngine

/// The model changing around an open row, as the engine's scene has it (`Scene.move(row:to:time:)`,
/// `change(row:time:)`): a row's state follows its item. An item inserted, removed or moved
/// elsewhere leaves the open row open on its item (GTK keeps the row widget of an item that stays
/// put). The open row's item moved — out of a `GListStore` and back in, two changes — comes back
/// open wherever it lands on screen, its row resting open there (no motion, no event); landing out
/// of sight, or not back within `SwipeListView.enteringWindow`, it closes cleanly, as a row
/// scrolled away does. An item changed in place — items-changed over it with the same item at
/// the same position, or another item put there — rests closed, its old buttons gone.
extension SwipeListView {
    /// Called before the list view hears of a change, while each row still has its old position:
    /// remembers the open row's item as it leaves its place, and puts at rest every row whose
    /// item is reported changed in place.
    func followItems(at position: Int, removed: Int, added: Int) {
        guard removed > 0 else { return }
        for cell in bound.values {
            guard let at = cell.position, at >= position, at < position + removed, let shown = cell.shownItem else { continue }
            let offset = at - position
            if offset < added, let item = g_list_model_get_item(model, guint(at)) {
                g_object_unref(item)
                if item == shown {
                    cell.row.reset()
                    continue
                }
            }
            if group.isOpen(cell.row), let edge = cell.row.openEdge { keep(OpaquePointer(shown), edge: edge, row: cell.row) }
        }
    }

    /// Puts `row`, which now shows `item` (another item than before), at rest: open on the edge
    /// its item's row was open on when the item just moved here and no other row opened since,
    /// closed otherwise.
    func rest(_ row: SwipeRow, showing item: UnsafeMutableRawPointer) {
        guard let moved = movedOpenItem, moved.item == OpaquePointer(item) else {
            row.reset()
            return
        }
        forgetMovedOpenItem()
        let before = moved.row
        guard group.openRow == nil || group.openRow === before else {
            row.reset()
            return
        }
        if let before, before !== row { before.reset() }
        // A row never used has no engine yet (it rests closed without one): it needs one to rest open.
        _ = row.scene
        row.reset(openOn: moved.edge)
        if row.isOpen { group.rowOpened(row, time: row.clock.now()) }
    }

    private func keep(_ item: OpaquePointer, edge: SwipeEdge, row: SwipeRow) {
        forgetMovedOpenItem()
        g_object_ref(item.raw)
        movedOpenItem = MovedOpenItem(item: item, edge: edge, row: row)
        MainLoop.after(milliseconds: Self.enteringWindow) { [weak self] in
            guard let self, self.movedOpenItem?.item == item else { return }
            // Not back on screen: the row that showed it, if no item has taken it, closes too.
            let before = self.movedOpenItem?.row
            self.forgetMovedOpenItem()
            if let before, self.group.isOpen(before), !self.bound.values.contains(where: { $0.row === before }) { before.reset() }
        }
    }

    func forgetMovedOpenItem() {
        guard let moved = movedOpenItem else { return }
        movedOpenItem = nil
        g_object_unref(moved.item.raw)
    }
}

/// The open row's item as it left its place (the list holds a reference to it), the edge its row
/// was open on, and that row, held weakly.
@MainActor
struct MovedOpenItem {
    let item: OpaquePointer
    let edge: SwipeEdge
    weak var row: SwipeRow?
}
