import CSwipeWidgets
import SwipeEngine
import SwipeWidgets

/// The SwipeRow GObject types' calls into the Swift rows. A C row's widget is the Swift row's
/// widget (`SwiftRow.of`); its child is the slot box the C row puts the app's child in, which is
/// the Swift row's content box too (no box around it).
@MainActor
enum RowGlue {
    static func row(_ widget: UnsafeMutablePointer<GtkWidget>?) -> SwiftRow? {
        widget.flatMap { SwiftRow.of($0) }
    }

    static func configure(
        _ widget: UnsafeMutablePointer<GtkWidget>, slot: UnsafeMutablePointer<GtkWidget>, configuration: BlockConfiguration
    ) {
        if let row = SwiftRow.of(widget) {
            row.reconfigure(configuration)
            return
        }
        let row = SwiftRow(child: slot, configuration: configuration, widget: widget, childIsContent: true, widgetCallsRow: true)
        row.onEvent = { [unowned row] event in emit(event, from: row) }
        row.onConfirmation = { [unowned row] question in
            switch question {
            case let .asking(id): swipe_c_row_emit_confirmation(row.widget, 1, id)
            case let .declined(id): swipe_c_row_emit_confirmation(row.widget, 0, id)
            }
        }
    }

    /// The configurations rows were given last: a row given the same options as one of them
    /// shares its storage (its actions, titles and icons).
    static var recent = RecentValues<BlockConfiguration>()

    static func emit(_ event: SwipeRowEvent, from row: SwiftRow) {
        switch event {
        case .dragStarted: swipe_c_row_emit(row.widget, SWIPE_GLUE_DRAG_STARTED, SWIPE_EDGE_TRAILING, nil)
        case .feedback: swipe_c_row_emit(row.widget, SWIPE_GLUE_FEEDBACK, SWIPE_EDGE_TRAILING, nil)
        case let .opened(edge): swipe_c_row_emit(row.widget, SWIPE_GLUE_OPENED, CEdge(edge), nil)
        case .closed: swipe_c_row_emit(row.widget, SWIPE_GLUE_CLOSED, SWIPE_EDGE_TRAILING, nil)
        case let .action(id): swipe_c_row_emit(row.widget, SWIPE_GLUE_ACTION, SWIPE_EDGE_TRAILING, id)
        case .completed: swipe_c_row_emit(row.widget, SWIPE_GLUE_COMPLETED, SWIPE_EDGE_TRAILING, nil)
        }
    }
}

// The C types call these on the main thread (GTK's rule, and the documented one), where the
// main actor runs: they are main-actor functions.

@MainActor @_cdecl("swipe_swift_row_configure")
func swipe_swift_row_configure(
    _ row: UnsafeMutablePointer<GtkWidget>, _ slot: UnsafeMutablePointer<GtkWidget>, _ kind: UnsafePointer<CChar>,
    _ values: UnsafePointer<GValue>, _ count: guint, _ actionLists: UnsafePointer<OpaquePointer?>?, _ listCount: guint
) {
    let actions = (0..<Int(listCount)).map { KindOptions.actions(actionLists?[$0]) }
    let configuration = KindOptions.configuration(
        KindOptions.kind(named: kind), values: values, count: Int(count), actions: actions)
    RowGlue.configure(row, slot: slot, configuration: RowGlue.recent.shared(configuration))
}

@MainActor @_cdecl("swipe_swift_row_open")
func swipe_swift_row_open(_ row: UnsafeMutablePointer<GtkWidget>, _ edge: CEdge) {
    RowGlue.row(row)?.open(edge.swift)
}

@MainActor @_cdecl("swipe_swift_row_close")
func swipe_swift_row_close(_ row: UnsafeMutablePointer<GtkWidget>) {
    RowGlue.row(row)?.close()
}

@MainActor @_cdecl("swipe_swift_row_perform")
func swipe_swift_row_perform(_ row: UnsafeMutablePointer<GtkWidget>, _ id: UnsafePointer<CChar>) -> gboolean {
    RowGlue.row(row)?.perform(action: String(cString: id)) == true ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_row_confirm")
func swipe_swift_row_confirm(_ row: UnsafeMutablePointer<GtkWidget>, _ accept: gboolean) -> gboolean {
    RowGlue.row(row)?.confirm(accept != 0) == true ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_row_peek")
func swipe_swift_row_peek(_ row: UnsafeMutablePointer<GtkWidget>) -> gboolean {
    RowGlue.row(row)?.peek() == true ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_row_reset")
func swipe_swift_row_reset(_ row: UnsafeMutablePointer<GtkWidget>) {
    RowGlue.row(row)?.reset()
}

@MainActor @_cdecl("swipe_swift_row_is_open")
func swipe_swift_row_is_open(_ row: UnsafeMutablePointer<GtkWidget>) -> gboolean {
    RowGlue.row(row)?.isOpen == true ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_row_open_edge")
func swipe_swift_row_open_edge(_ row: UnsafeMutablePointer<GtkWidget>) -> Int32 {
    guard let edge = RowGlue.row(row)?.openEdge else { return -1 }
    return Int32(CEdge(edge).rawValue)
}

@MainActor @_cdecl("swipe_swift_row_show_menu")
func swipe_swift_row_show_menu(_ row: UnsafeMutablePointer<GtkWidget>) {
    RowGlue.row(row)?.showMenu()
}

@MainActor @_cdecl("swipe_swift_row_announce")
func swipe_swift_row_announce(_ row: UnsafeMutablePointer<GtkWidget>, _ text: UnsafePointer<CChar>) {
    RowGlue.row(row)?.announce(String(cString: text))
}

@MainActor @_cdecl("swipe_swift_row_set_reduce_motion")
func swipe_swift_row_set_reduce_motion(_ row: UnsafeMutablePointer<GtkWidget>, _ mode: SwipeReduceMotion) {
    RowGlue.row(row)?.reduceMotion = mode == SWIPE_REDUCE_MOTION_ON ? true : mode == SWIPE_REDUCE_MOTION_OFF ? false : nil
}

@MainActor @_cdecl("swipe_swift_row_set_close_on_scroll")
func swipe_swift_row_set_close_on_scroll(_ row: UnsafeMutablePointer<GtkWidget>, _ closeOnScroll: gboolean) {
    RowGlue.row(row)?.closesOnScroll = closeOnScroll != 0
}

@MainActor @_cdecl("swipe_swift_row_update_accessible_name")
func swipe_swift_row_update_accessible_name(_ row: UnsafeMutablePointer<GtkWidget>) {
    RowGlue.row(row)?.updateAccessibleName()
}

@MainActor @_cdecl("swipe_swift_row_joined_list")
func swipe_swift_row_joined_list(_ row: UnsafeMutablePointer<GtkWidget>) {
    RowGlue.row(row)?.joinedList()
}

@MainActor @_cdecl("swipe_swift_row_grab_focus")
func swipe_swift_row_grab_focus(_ row: UnsafeMutablePointer<GtkWidget>) -> gboolean {
    guard let swift = RowGlue.row(row) else { return 0 }
    swift.grabFocus()
    return swift.hasFocus ? 1 : 0
}
