import CSwipeWidgets
import SwipeWidgets

/// The SwipeListView GObject's Swift list: rows of the view's row type made by the C side,
/// events and headings passed back to it. The Swift list lives as long as its widget (a
/// scrolled window), which the C view holds as its child and passes to the calls here.
@MainActor
enum ListGlue {
    static func list(_ widget: UnsafeMutablePointer<GtkWidget>) -> SwiftListView? {
        SwiftListView.of(widget)
    }

    static func make(_ view: UnsafeMutablePointer<GtkWidget>, model: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
        let list = SwiftListView(
            model: model,
            makeRow: {
                let widget = swipe_c_list_create_row(view)!
                guard let row = SwiftRow.of(widget) else { preconditionFailure("a SwipeRow GObject without its Swift row") }
                return row
            },
            bind: { row, item, position in
                swipe_c_list_bind_row(view, row.widget, UnsafeMutableRawPointer(item), guint(position))
            },
            unbind: { row in swipe_c_list_unbind_row(view, row.widget) })
        list.onRowEvent = { event, position, row in
            switch event {
            case let .action(id): swipe_c_list_emit(view, SWIPE_GLUE_ACTION, guint(position), row.widget, SWIPE_EDGE_TRAILING, id)
            case .completed: swipe_c_list_emit(view, SWIPE_GLUE_COMPLETED, guint(position), row.widget, SWIPE_EDGE_TRAILING, nil)
            default: break
            }
        }
        list.onRowConfirmation = { confirmation, position, row in
            switch confirmation {
            case let .asking(id): swipe_c_list_emit_confirmation(view, 1, guint(position), row.widget, id)
            case let .declined(id): swipe_c_list_emit_confirmation(view, 0, guint(position), row.widget, id)
            }
        }
        UndoGlue.wire(list, view: view)
        refreshHeadings(view, list)
        return list.widget
    }

    static func refreshHeadings(_ view: UnsafeMutablePointer<GtkWidget>, _ list: SwiftListView) {
        list.heading =
            swipe_c_list_has_heading_func(view) == 0
            ? nil
            : { position in
                guard let text = swipe_c_list_heading(view, guint(position)) else { return nil }
                defer { g_free(text) }
                return String(cString: text)
            }
    }
}

@MainActor @_cdecl("swipe_swift_list_new")
func swipe_swift_list_new(_ view: UnsafeMutablePointer<GtkWidget>, _ model: OpaquePointer) -> UnsafeMutablePointer<GtkWidget> {
    ListGlue.make(view, model: model)
}

@MainActor @_cdecl("swipe_swift_list_row")
func swipe_swift_list_row(_ widget: UnsafeMutablePointer<GtkWidget>, _ position: guint) -> UnsafeMutablePointer<GtkWidget>? {
    ListGlue.list(widget)?.row(at: Int(position))?.widget
}

@MainActor @_cdecl("swipe_swift_list_focus")
func swipe_swift_list_focus(_ widget: UnsafeMutablePointer<GtkWidget>, _ position: guint) {
    ListGlue.list(widget)?.focus(position: Int(position))
}

@MainActor @_cdecl("swipe_swift_list_open")
func swipe_swift_list_open(_ widget: UnsafeMutablePointer<GtkWidget>, _ position: guint, _ edge: CEdge) {
    ListGlue.list(widget)?.open(position: Int(position), edge: edge.swift)
}

@MainActor @_cdecl("swipe_swift_list_close")
func swipe_swift_list_close(_ widget: UnsafeMutablePointer<GtkWidget>) {
    ListGlue.list(widget)?.close()
}

@MainActor @_cdecl("swipe_swift_list_is_any_row_open")
func swipe_swift_list_is_any_row_open(_ widget: UnsafeMutablePointer<GtkWidget>) -> gboolean {
    ListGlue.list(widget)?.isAnyRowOpen == true ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_list_refresh_headings")
func swipe_swift_list_refresh_headings(_ view: UnsafeMutablePointer<GtkWidget>, _ widget: UnsafeMutablePointer<GtkWidget>) {
    if let list = ListGlue.list(widget) { ListGlue.refreshHeadings(view, list) }
}

@MainActor @_cdecl("swipe_swift_list_detach")
func swipe_swift_list_detach(_ widget: UnsafeMutablePointer<GtkWidget>) {
    ListGlue.list(widget)?.detach()
}
