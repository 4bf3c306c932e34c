import CGtk
import Foundation
import GtkBridge
import XCTest

/// `Focus.keepInView`: a widget that takes focus in a scrolled page shows whole, with room
/// around it for its focus ring, whichever way focus came to it.
final class FocusInViewTests: GtkTestCase {
    func testAFocusedButtonBelowTheViewShowsWholeWithItsMargin() {
        MainActor.assumeIsolated {
            let window = gtk_window_new()!
            gtk_window_set_default_size(window.cast(), 300, 200)
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let buttons = (0..<12).map { n in
                let button = gtk_button_new_with_label("Button \(n)")!
                gtk_widget_set_size_request(button, -1, 60)
                gtk_box_append(column.cast(), button)
                return button
            }
            let scroller = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(scroller.opaque, column)
            Focus.keepInView(scroller, margin: 12)
            gtk_window_set_child(window.cast(), scroller)
            gtk_window_present(window.cast())
            @MainActor func settle() { for _ in 0..<20 { MainLoop.drain(); usleep(5000) } }
            settle()
            let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)!
            @MainActor func shown(_ widget: UnsafeMutablePointer<GtkWidget>) -> (top: Double, bottom: Double) {
                var bounds = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(widget, column, &bounds), 0)
                let value = gtk_adjustment_get_value(adjustment)
                return (Double(bounds.origin.y) - value, Double(bounds.origin.y + bounds.size.height) - value)
            }
            let page = gtk_adjustment_get_page_size(adjustment)
            // Down to the sixth button, below the view: its bottom and the margin come into view.
            gtk_widget_grab_focus(buttons[5])
            settle()
            XCTAssertEqual(shown(buttons[5]).bottom, page - 12, accuracy: 1)
            // Back up to the first: it shows from its top, with the margin above.
            gtk_widget_grab_focus(buttons[0])
            settle()
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, accuracy: 0.5)
            // A button already in view with room around it does not move the page.
            let before = gtk_adjustment_get_value(adjustment)
            gtk_widget_grab_focus(buttons[1])
            settle()
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), before, accuracy: 0.5)
            gtk_window_destroy(window.cast())
        }
    }
}
