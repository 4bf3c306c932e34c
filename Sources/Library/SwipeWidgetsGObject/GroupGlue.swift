import CSwipeWidgets
import SwipeWidgets

/// The SwipeGroup GObject's Swift group: retained by the object, released when it is finalized.
@MainActor
enum GroupGlue {
    static func group(_ pointer: UnsafeMutableRawPointer) -> SwiftGroup {
        Unmanaged<SwiftGroup>.fromOpaque(pointer).takeUnretainedValue()
    }
}

@MainActor @_cdecl("swipe_swift_group_new")
func swipe_swift_group_new() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(SwiftGroup()).toOpaque()
}

@MainActor @_cdecl("swipe_swift_group_free")
func swipe_swift_group_free(_ group: UnsafeMutableRawPointer) {
    Unmanaged<SwiftGroup>.fromOpaque(group).release()
}

@MainActor @_cdecl("swipe_swift_group_add")
func swipe_swift_group_add(_ group: UnsafeMutableRawPointer, _ row: UnsafeMutablePointer<GtkWidget>) {
    if let row = RowGlue.row(row) { GroupGlue.group(group).add(row) }
}

@MainActor @_cdecl("swipe_swift_group_remove")
func swipe_swift_group_remove(_ group: UnsafeMutableRawPointer, _ row: UnsafeMutablePointer<GtkWidget>) {
    if let row = RowGlue.row(row) { GroupGlue.group(group).remove(row) }
}

@MainActor @_cdecl("swipe_swift_group_open")
func swipe_swift_group_open(_ group: UnsafeMutableRawPointer, _ row: UnsafeMutablePointer<GtkWidget>, _ edge: CEdge) {
    if let row = RowGlue.row(row) { GroupGlue.group(group).open(row, edge: edge.swift) }
}

@MainActor @_cdecl("swipe_swift_group_close")
func swipe_swift_group_close(_ group: UnsafeMutableRawPointer) {
    GroupGlue.group(group).close()
}

@MainActor @_cdecl("swipe_swift_group_is_open")
func swipe_swift_group_is_open(_ group: UnsafeMutableRawPointer, _ row: UnsafeMutablePointer<GtkWidget>) -> gboolean {
    guard let row = RowGlue.row(row) else { return 0 }
    return GroupGlue.group(group).isOpen(row) ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_group_is_any_row_open")
func swipe_swift_group_is_any_row_open(_ group: UnsafeMutableRawPointer) -> gboolean {
    GroupGlue.group(group).isAnyRowOpen ? 1 : 0
}

@MainActor @_cdecl("swipe_swift_group_open_row")
func swipe_swift_group_open_row(_ group: UnsafeMutableRawPointer) -> UnsafeMutablePointer<GtkWidget>? {
    GroupGlue.group(group).openRow?.widget
}
