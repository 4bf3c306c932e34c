import CGtk
import GtkBridge
import SwipeEngine

/// Delete with undo: the list takes items out of its model and remembers them, and puts them
/// back newest first, each where it was, its row growing in.
extension SwipeListView {
    /// Takes the item at `position` out of the model and remembers it (and where it was) for
    /// `undo()` (the newest `RemovalHistory.defaultLimit` removals are kept): call it where the
    /// app would remove the item itself, when its row completes or its destructive action runs. A `GListStore` model needs nothing more; any other model is
    /// changed by `onRemoveItem`. False (and nothing happens) for a position past the end, or
    /// when the item could not be removed.
    @discardableResult
    public func removeItem(at position: Int) -> Bool {
        guard position >= 0, position < count, let item = g_list_model_get_item(model, guint(position)) else { return false }
        let object = OpaquePointer(item)
        guard onRemoveItem?(position) == true || storeRemove(at: position) else {
            g_object_unref(item)
            return false
        }
        let could = canUndo
        if let forgotten = removals.removed(object, at: position) { g_object_unref(forgotten.item.raw) }
        if !could { onCanUndoChanged?() }
        return true
    }

    /// Puts the item removed last back where it was (or at the end, if the model is shorter now)
    /// with its row growing in, and returns its position; nil when there is nothing to undo (or
    /// the item could not be put back). Undoing again brings back the one removed before it.
    @discardableResult
    public func undo() -> Int? {
        guard let (item, position) = removals.undo(count: count) else { return nil }
        defer {
            g_object_unref(item.raw)
            if !canUndo { onCanUndoChanged?() }
        }
        entering = (item, position)
        guard onRestoreItem?(item, position) == true || storeInsert(item, at: position) else {
            entering = nil
            return nil
        }
        // A row bound to it later (scrolled to) shows it at once.
        MainLoop.after(milliseconds: Self.enteringWindow) { [weak self] in
            if self?.entering?.item == item { self?.entering = nil }
        }
        return position
    }

    /// True when there is a removal to undo.
    public var canUndo: Bool { removals.canUndo }

    /// Forgets the removals (the toast offering Undo went away): `undo()` then does nothing.
    public func clearUndo() {
        guard canUndo else { return }
        for removal in removals.forget() { g_object_unref(removal.item.raw) }
        onCanUndoChanged?()
    }

    /// How long after an undo the row bound to its item grows in: GTK binds the rows on screen
    /// as the item comes back, or at the next layout.
    static let enteringWindow: UInt32 = 500

    /// The row showing the item `undo()` put back grows in (called as a row is bound).
    func enterIfRestored(_ row: SwipeRow, item: UnsafeMutableRawPointer, position: Int) {
        guard let entering, entering.position == position, entering.item == OpaquePointer(item) else { return }
        self.entering = nil
        row.restore()
    }

    private var store: OpaquePointer? {
        model.isA(g_list_store_get_type()) ? model : nil
    }

    private func storeRemove(at position: Int) -> Bool {
        guard let store else { return false }
        g_list_store_remove(store, guint(position))
        return true
    }

    private func storeInsert(_ item: OpaquePointer, at position: Int) -> Bool {
        guard let store else { return false }
        g_list_store_insert(store, guint(position), item.raw)
        return true
    }
}
