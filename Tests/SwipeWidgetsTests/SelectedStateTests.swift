import CGtk
@testable import GtkBridge
@testable import SwipeWidgets
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// In a list nothing can be selected in, the focused row says it is selected and the others say
/// nothing of selection: GTK 4.8 gives every list AT-SPI's Selection, and Orca 43 follows a
/// focused item of such a list with "not selected" unless it says it is selected.
final class SelectedStateTests: WidgetTestCase {
    /// Whether `widget` tells screen readers it is selected: its state is there and true.
    @MainActor
    private static func saysSelected(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let widget, gtk_test_accessible_has_state(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_SELECTED) != 0 else { return false }
        // GTK's test check, variadic in C: one int argument, passed as a fixed one; NULL when the
        // state has that value.
        guard let differs = checkState(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_SELECTED, 1) else { return true }
        free(differs)
        return false
    }

    private typealias CheckState = @convention(c) (OpaquePointer, GtkAccessibleState, Int32) -> UnsafeMutablePointer<CChar>?
    private static let checkState = unsafeBitCast(dlsym(dlopen(nil, RTLD_NOW), "gtk_test_accessible_check_state")!, to: CheckState.self)

    func testTheFocusedItemOfASwipeListSaysItIsSelectedAndTheOthersNothing() throws {
        try MainActor.assumeIsolated {
            let inbox = ListModelChangeTests.Inbox(clock: ManualClock())
            defer { inbox.close() }
            Self.spin(0.1)
            let hosts = (0..<6).map { inbox.list.row(at: $0)?.host }
            // The window gave its first focusable, the first item, the focus.
            XCTAssertEqual(hosts.map(Self.saysSelected), [true, false, false, false, false, false])
            gtk_widget_grab_focus(try XCTUnwrap(hosts[2]))
            Self.spin(0.05)
            XCTAssertEqual(hosts.map(Self.saysSelected), [false, false, true, false, false, false], "the state did not follow the focus")
            // GTK's list item sets a selected state of its own when it binds an item.
            inbox.list.row(at: 2)?.updateAccessibleName()
            inbox.list.row(at: 3)?.updateAccessibleName()
            XCTAssertEqual(hosts.map(Self.saysSelected), [false, false, true, false, false, false], "a bind changed it")
            gtk_widget_grab_focus(try XCTUnwrap(hosts[5]))
            Self.spin(0.05)
            XCTAssertEqual(hosts.map(Self.saysSelected), [false, false, false, false, false, true])
        }
    }

    func testTheFocusedRowOfAListBoxWithoutSelectionSaysItIsSelected() {
        MainActor.assumeIsolated {
            let (rows, _, window) = ListBoxRowTests.presentList(3, clock: ManualClock(), selectionMode: GTK_SELECTION_NONE)
            defer { gtk_window_destroy(window.cast()) }
            Self.spin(0.1)
            gtk_widget_grab_focus(rows[1].widget)
            Self.spin(0.05)
            XCTAssertEqual(rows.map { Self.saysSelected($0.widget) }, [false, true, false])
        }
    }

    func testAListBoxWhoseRowsCanBeSelectedKeepsGTKsOwnSelectedState() {
        MainActor.assumeIsolated {
            let (rows, list, window) = ListBoxRowTests.presentList(3, clock: ManualClock(), selectionMode: GTK_SELECTION_MULTIPLE)
            defer { gtk_window_destroy(window.cast()) }
            Self.spin(0.1)
            gtk_list_box_select_row(list.opaque, rows[2].widget.cast())
            gtk_widget_grab_focus(rows[1].widget)
            Self.spin(0.05)
            // Row 2 is selected by the app; row 1 has the focus, not the selection.
            let selected = rows.map { gtk_list_box_row_is_selected($0.widget.cast()) != 0 }
            XCTAssertEqual(Array(selected[1...]), [false, true])
            XCTAssertEqual(rows.map { Self.saysSelected($0.widget) }, selected)
        }
    }
}
