import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// Scrolling the GtkScrolledWindow around an open row closes it (after 16 points), and the few
/// points the list scrolls to show a focused button do not.
final class CloseOnScrollTests: WidgetTestCase {
    /// Six 60-point action rows in a box in a GtkScrolledWindow 150 points tall; row 2 is open
    /// and the list scrolled so its top is `clipped` points above the view.
    @MainActor
    static func openRowInAList(clock: ManualClock, clipped: Double, closesOnScroll: Bool = true) -> (
        row: SwipeRow, adjustment: UnsafeMutablePointer<GtkAdjustment>, window: UnsafeMutablePointer<GtkWidget>
    ) {
        let box = Make.box(GTK_ORIENTATION_VERTICAL)
        var rows: [SwipeRow] = []
        for i in 0..<6 {
            let label = Make.label("Mail \(i + 1)")
            gtk_widget_set_size_request(label, -1, 60)
            let row = SwipeRow.make(child: label, configuration: .actionRow(.mail))
            row.clock = clock.clock
            row.closesOnScroll = closesOnScroll
            Make.append(box, row.widget)
            rows.append(row)
        }
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scrolled.opaque, box)
        let window = present(scrolled, width: 400, height: 150)
        let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque)!
        let row = rows[2]
        gtk_adjustment_set_value(adjustment, 120 + clipped)
        spin(0.1)
        row.open(.trailing)
        clock.time += 1
        _ = spin(until: { row.isOpen && !row.isMoving && !row.buttons.isEmpty })
        return (row, adjustment, window)
    }

    func testAPositionMovedWithTheContentsHeightIsLayoutNotAScroll() {
        // A list keeping its place as items come above it (GtkListView moves its adjustment as
        // far as the content grew), or a position clamped as the list or window grows: no scroll
        // of the person's, so the open row stays open; the next scroll closes it.
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, adjustment, window) = Self.openRowInAList(clock: clock, clipped: 0)
            defer { gtk_window_destroy(window.cast()) }
            let (value, upper, page) = (
                gtk_adjustment_get_value(adjustment), gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment)
            )
            gtk_adjustment_configure(adjustment, value + 60, 0, upper + 60, 1, page * 0.9, page)
            Self.spin(0.05)
            XCTAssertTrue(row.isOpen, "the content grew above and the list kept its place")
            gtk_adjustment_configure(adjustment, value, 0, upper + 60, 1, page * 0.9, page + 60)
            Self.spin(0.05)
            XCTAssertTrue(row.isOpen, "the view grew and the position was clamped")
            gtk_adjustment_set_value(adjustment, value + 30)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { !row.isOpen }), "a scroll closes it")
        }
    }

    func testScrollingTheListClosesTheOpenRowButTheNudgeToShowAFocusedButtonDoesNot() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, adjustment, window) = Self.openRowInAList(clock: clock, clipped: 4)
            XCTAssertTrue(row.isOpen)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 124, accuracy: 0.5)
            // Keyboard focus reaches a revealed button: the viewport scrolls the 4 clipped points back.
            let button = row.buttons[0].widget
            XCTAssertTrue(gtk_widget_grab_focus(button) != 0)
            _ = Self.spin(until: { gtk_adjustment_get_value(adjustment) <= 120.01 }, timeout: 2)  // it animates
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 120, accuracy: 0.5, "the list scrolled to show the button")
            Self.spin(0.05)
            XCTAssertTrue(row.isOpen, "a scroll-to-focus nudge of 4 points leaves the row open")

            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            var inputs: [SwipeInput] = []
            row.onInput = { input, _ in inputs.append(input) }
            // A wheel notch over a 150-point page: 150^(2/3) ≈ 28 points.
            gtk_adjustment_set_value(adjustment, 148)
            Self.spin(0.05)
            XCTAssertFalse(row.isOpen, "scrolling the list 28 points closes the open row")
            XCTAssertEqual(events, [.closed])
            XCTAssertEqual(inputs, [.listScroll(dy: 28)], "the scroll is an input a recording replays")
            // Closed, the row no longer reports the list's scrolling.
            gtk_adjustment_set_value(adjustment, 60)
            Self.spin(0.05)
            XCTAssertEqual(inputs.count, 1)
            gtk_window_destroy(window.cast())
        }
    }

    func testARowThatKeepsOpenStaysOpenWhileTheListScrolls() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, adjustment, window) = Self.openRowInAList(clock: clock, clipped: 0, closesOnScroll: false)
            XCTAssertTrue(row.isOpen)
            gtk_adjustment_set_value(adjustment, 40)
            Self.spin(0.05)
            XCTAssertTrue(row.isOpen, "close-on-scroll off: the row stays open")
            row.closesOnScroll = true
            gtk_adjustment_set_value(adjustment, 100)
            Self.spin(0.05)
            XCTAssertFalse(row.isOpen, "turned back on, the next scroll closes it")
            gtk_window_destroy(window.cast())
        }
    }

    func testAnUnmappedRowLetsGoOfTheListsAdjustment() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, adjustment, window) = Self.openRowInAList(clock: clock, clipped: 0)
            XCTAssertTrue(row.listScroll.isWatching)
            let handlers = g_signal_handler_find(
                adjustment, G_SIGNAL_MATCH_ID, g_signal_lookup("value-changed", gtk_adjustment_get_type()), 0, nil, nil, nil)
            XCTAssertNotEqual(handlers, 0, "the mapped rows listen to value-changed")
            gtk_widget_unmap(gtk_widget_get_parent(row.widget))
            XCTAssertFalse(row.listScroll.isWatching, "unmapped, the row stopped listening")
            g_object_ref(adjustment)
            gtk_window_destroy(window.cast())
            Self.spin(0.05)
            let left = g_signal_handler_find(
                adjustment, G_SIGNAL_MATCH_ID, g_signal_lookup("value-changed", gtk_adjustment_get_type()), 0, nil, nil, nil)
            // The scrolled window's own handler goes with it; no row's is left behind.
            XCTAssertEqual(left, 0, "no row's closure is left on the adjustment")
            g_object_unref(adjustment)
        }
    }
}
