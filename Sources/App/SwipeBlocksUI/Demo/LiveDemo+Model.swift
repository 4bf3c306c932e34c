import GtkBridge
import Localization
import SwipeWidgets

/// The demo's model changed by the app, as an app changes its own (`modelChanges`' toolbar): items
/// inserted, removed, moved and replaced around the open row, the list following its model. Each
/// change returns false, changing nothing, where its position is not in the list.
extension LiveDemo {
    /// The position of the open row's item, if a row is open.
    var openPosition: Int? {
        guard let open = list.group.openRow, list.group.isOpen(open) else { return nil }
        return list.visibleRows.first { $0.row === open }?.position
    }

    /// Inserts a new item ("New item 1", …) at `position`.
    @discardableResult
    func insertItem(at position: Int) -> Bool {
        guard position >= 0, position <= listed.count else { return false }
        let index = rowCount + added.count
        added[index] = tr("New item {number}", ["number": String(added.count + 1)])
        listed.insert(index, at: position)
        ListModels.splice(model, at: position, removing: 0, inserting: [String(index)])
        return true
    }

    /// Removes the item at `position` from the model (no undo: the app removed it, not a swipe).
    @discardableResult
    func removeItem(at position: Int) -> Bool {
        guard listed.indices.contains(position) else { return false }
        listed.remove(at: position)
        ListModels.splice(model, at: position, removing: 1, inserting: [])
        return true
    }

    /// Moves the item at `from` to `to`: out of the model and back in, as a `GListStore` moves.
    @discardableResult
    func moveItem(from: Int, to: Int) -> Bool {
        guard listed.indices.contains(from), listed.indices.contains(to), from != to else { return false }
        let index = listed.remove(at: from)
        ListModels.splice(model, at: from, removing: 1, inserting: [])
        listed.insert(index, at: to)
        ListModels.splice(model, at: to, removing: 0, inserting: [String(index)])
        return true
    }

    /// Replaces the item at `position` with a changed one (a new item in the model, "… (changed)"),
    /// as an app replaces an item whose data changed.
    @discardableResult
    func replaceItem(at position: Int) -> Bool {
        guard listed.indices.contains(position) else { return false }
        let index = rowCount + added.count
        added[index] = tr("{title} (changed)", ["title": content(listed[position]).title])
        listed[position] = index
        ListModels.splice(model, at: position, removing: 1, inserting: [String(index)])
        return true
    }
}
