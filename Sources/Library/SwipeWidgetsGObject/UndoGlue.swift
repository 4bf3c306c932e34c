import CSwipeWidgets
import SwipeWidgets

/// Delete with undo for the GObject types: the Swift list removes and restores items, asking
/// the SwipeListView's signal handlers first (a model that is not a GListStore), and tells the
/// view when `can-undo` changes; a SwipeRow grows back in.
@MainActor
enum UndoGlue {
    /// Hands the list's model changes to the view's ::remove-item and ::restore-item handlers,
    /// and its `canUndo` changes to the view's notify.
    static func wire(_ list: SwiftListView, view: UnsafeMutablePointer<GtkWidget>) {
        list.onRemoveItem = { position in swipe_c_list_remove_item(view, guint(position)) != 0 }
        list.onRestoreItem = { item, position in
            swipe_c_list_restore_item(view, UnsafeMutableRawPointer(item), guint(position)) != 0
        }
        list.onCanUndoChanged = { swipe_c_list_notify_can_undo(view) }
    }
}

@MainActor @_cdecl("swipe_swift_list_remove_item")
func swipe_swift_list_remove_item(_ widget: UnsafeMutablePointer<GtkWidget>, _ position: guint) -> gboolean {
    ListGlue.list(widget)?.removeItem(at: Int(position)) == true ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_list_undo")
func swipe_swift_list_undo(_ widget: UnsafeMutablePointer<GtkWidget>, _ position: UnsafeMutablePointer<guint>) -> gboolean {
    guard let at = ListGlue.list(widget)?.undo() else { return 0 }
    position.pointee = guint(at)
    return 1
}

@MainActor @_cdecl("swipe_swift_list_can_undo")
func swipe_swift_list_can_undo(_ widget: UnsafeMutablePointer<GtkWidget>) -> gboolean {
    ListGlue.list(widget)?.canUndo == true ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_list_clear_undo")
func swipe_swift_list_clear_undo(_ widget: UnsafeMutablePointer<GtkWidget>) {
    ListGlue.list(widget)?.clearUndo()
}

@MainActor @_cdecl("swipe_swift_row_restore")
func swipe_swift_row_restore(_ row: UnsafeMutablePointer<GtkWidget>) {
    RowGlue.row(row)?.restore()
}
