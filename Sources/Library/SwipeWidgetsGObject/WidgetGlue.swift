import CSwipeWidgets
import SwipeWidgets

// A SwipeRow's class measures, allocates and reports its widget's life to the Swift row
// (`SwipeRow+Widget`): nothing is connected to each row.

@MainActor @_cdecl("swipe_swift_row_widget_did")
func swipe_swift_row_widget_did(_ row: UnsafeMutablePointer<GtkWidget>, _ event: SwipeGlueWidgetEvent) {
    guard let swift = RowGlue.row(row) else { return }
    switch event {
    case SWIPE_GLUE_REALIZED: swift.widget(.realized)
    case SWIPE_GLUE_DESTROYED: swift.widget(.destroyed)
    case SWIPE_GLUE_MAPPED: swift.widget(.mapped)
    case SWIPE_GLUE_UNMAPPED: swift.widget(.unmapped)
    default: swift.widget(.directionChanged)
    }
}

@MainActor @_cdecl("swipe_swift_row_measure")
func swipe_swift_row_measure(
    _ row: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>, _ natural: UnsafeMutablePointer<Int32>
) {
    guard let swift = RowGlue.row(row) else { return }
    (minimum.pointee, natural.pointee) = swift.measureWidget(orientation, forSize)
}

@MainActor @_cdecl("swipe_swift_row_allocate")
func swipe_swift_row_allocate(_ row: UnsafeMutablePointer<GtkWidget>, _ width: Int32, _ height: Int32) {
    RowGlue.row(row)?.allocateWidget(width, height)
}
