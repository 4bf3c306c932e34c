import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// Rows whose widget is a `GtkListBoxRow` (as the GObject library's are) in a `GtkListBox`: the
/// list's own rows, one open at a time without a group, Return left to the list when activatable.
final class ListBoxRowTests: WidgetTestCase {
    @MainActor
    static func presentList(_ count: Int, clock: ManualClock, selectionMode: GtkSelectionMode = GTK_SELECTION_SINGLE) -> (
        rows: [SwipeRow], list: UnsafeMutablePointer<GtkWidget>, window: UnsafeMutablePointer<GtkWidget>
    ) {
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(list.opaque, selectionMode)
        Style.add("boxed-list", to: list)
        let rows = (0..<count).map { i -> SwipeRow in
            let row = listBoxRow("Mail \(i + 1)", clock: clock)
            gtk_list_box_append(list.opaque, row.widget)
            return row
        }
        return (rows, list, present(list))
    }

    func testRowsOfOneListOpenOneAtATimeWithoutAGroup() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (rows, list, window) = Self.presentList(3, clock: clock)
            XCTAssertTrue(rows[0].group === rows[2].group && rows[0].group?.isListGroup == true, "the list's own group")
            rows[0].open(.trailing)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { rows[0].isOpen && !rows[0].isMoving }))
            rows[2].open(.trailing)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { rows[2].isOpen && !rows[0].isOpen }), "opening a row closes the list's other open row")
            let group = SwipeGroup()
            group.add(rows[1])
            rows[1].open(.trailing)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { rows[1].isOpen && rows[2].isOpen }), "an app's group takes the row out of the list's")
            gtk_list_box_remove(list.opaque, rows[0].widget)
            Self.spin(0.05)
            XCTAssertNil(rows[0].group, "a row taken out of the list leaves its group")
            gtk_window_destroy(window.cast())
        }
    }

    func testASquareRowLeavesItsCornersToTheListAndReturnToAnActivatableRow() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (rows, _, window) = Self.presentList(2, clock: clock)
            XCTAssertEqual(
                gtk_widget_has_css_class(rows[0].widget, RowStyles.radiusClass(0)), 0, "no radius-0 over the boxed list's corners")
            XCTAssertFalse(rows[0].activatesAsListRow, "Return runs the primary action of a row that is not activatable")
            gtk_list_box_row_set_activatable(rows[0].widget.cast(), .yes)
            XCTAssertTrue(rows[0].activatesAsListRow, "an activatable row leaves Return to the list")
            gtk_window_destroy(window.cast())
        }
    }
}
