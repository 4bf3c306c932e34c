import CGtk
import GtkBridge
@testable import SwipeBlocksUI
import SwipeEngine
import SwipeWidgets
import XCTest

/// The behaviour blocks' demo controls: the touchpad's decision said in words, close on scroll
/// switched off on every row, and the model changed around the open row as an app changes it.
final class BehaviourDemoTests: UITestCase {
    /// The text of the first label under `widget` with the CSS class `name`.
    @MainActor
    private static func label(_ name: String, in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if gtk_widget_has_css_class(widget, name) != 0, widget.isA(gtk_label_get_type()) {
            return String(cString: gtk_label_get_text(widget.opaque))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let text = label(name, in: current) { return text }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// The first button under `widget` labelled `title`.
    @MainActor
    private static func button(_ title: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if widget.isA(gtk_button_get_type()), let label = gtk_button_get_label(widget.cast()), String(cString: label) == title {
            return widget
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = button(title, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    func testTheTouchpadDemoSaysEachScrollsAngleAndWhatTheLibraryDecided() throws {
        try MainActor.assumeIsolated {
            let (demo, window) = try Self.presentDemo("scroll-safe-touchpad")
            XCTAssertEqual(Self.label("touchpad-decision", in: demo.root), "No touchpad scroll yet.")
            // 20 across and 4 down (11°): past 16 points of travel, a swipe.
            demo.onInput?(.scroll(dx: 12, dy: 2), 0)
            XCTAssertEqual(Self.label("touchpad-decision", in: demo.root), "No touchpad scroll yet.", "undecided before 16 points")
            demo.onInput?(.scroll(dx: 8, dy: 2), 0.01)
            XCTAssertEqual(
                Self.label("touchpad-decision", in: demo.root), "Last touchpad scroll: 11° from horizontal, so it swiped the row.")
            // A new scroll after a stop, steeper than 26.6°: the list's.
            demo.onInput?(.scrollStop, 0.02)
            demo.onInput?(.scroll(dx: 10, dy: 14), 0.03)
            XCTAssertEqual(
                Self.label("touchpad-decision", in: demo.root), "Last touchpad scroll: 54° from horizontal, so it scrolled the list.")
            gtk_window_destroy(window.cast())
        }
    }

    func testKeepingRowsOpenWhileScrollingReachesEveryRow() throws {
        try MainActor.assumeIsolated {
            let (demo, window) = try Self.presentDemo("rows-close-on-scroll")
            XCTAssertTrue(Self.spin(until: { demo.row(at: 0) != nil }))
            XCTAssertTrue(try XCTUnwrap(demo.row(at: 0)).closesOnScroll)
            demo.closesOnScroll = false
            XCTAssertEqual(demo.list.visibleRows.filter(\.row.closesOnScroll).count, 0)
            gtk_window_destroy(window.cast())
        }
    }

    func testTheOpenRowStaysOpenAsTheItemBelowGoesAndClosesWhenItsOwnItemChanges() throws {
        try MainActor.assumeIsolated {
            let (demo, window) = try Self.presentDemo("rows-survive-model-changes")
            XCTAssertTrue(Self.spin(until: { demo.row(at: 0) != nil }))
            demo.list.open(position: 0, edge: .trailing)
            XCTAssertTrue(Self.spin(until: { demo.openPosition == 0 }))
            demo.removeItem(at: 1)
            XCTAssertTrue(Self.spin(until: { demo.listed.prefix(2) == [0, 2] }), "the item below leaves: \(demo.listed.prefix(3))")
            XCTAssertEqual(demo.openPosition, 0, "still open on its item")
            demo.replaceItem(at: 0)
            XCTAssertTrue(Self.spin(until: { demo.openPosition == nil }), "a row given a new item starts at rest")
            XCTAssertEqual(demo.content(demo.listed[0]).title, "Water the plants (changed)")
            XCTAssertNil(demo.list.group.openRow.flatMap { demo.list.group.isOpen($0) ? $0 : nil })
            gtk_window_destroy(window.cast())
        }
    }

    func testAChangeWithNothingToChangeSaysSoAndChangesNothing() throws {
        try MainActor.assumeIsolated {
            let (demo, window) = try Self.presentDemo("rows-survive-model-changes")
            let last = demo.listed.count - 1
            XCTAssertTrue(Self.spin(until: { demo.row(at: last) != nil }))
            demo.list.open(position: last, edge: .trailing)
            XCTAssertTrue(Self.spin(until: { demo.openPosition == last }))
            let listed = demo.listed
            // Each says what it found in turn (two in a row never say the same, so each is seen).
            let below = "There is no item below the open row."
            let lastAlready = "The open row's item is already the last."
            for (title, said) in [
                ("Move Open Item Down", lastAlready), ("Remove Below", below), ("Move Open Item Down", lastAlready),
                ("Move Below to Top", below),
            ] {
                gtk_widget_activate(try XCTUnwrap(Self.button(title, in: demo.root), title))  // clicked a moment later
                XCTAssertTrue(Self.spin(until: { Self.label("model-change-status", in: demo.root) == said }), title)
                XCTAssertEqual(demo.listed, listed, "\(title) changed the model")
                XCTAssertEqual(demo.openPosition, last, "\(title) moved the open row")
            }
            gtk_widget_activate(try XCTUnwrap(Self.button("Insert Above", in: demo.root)))
            let inserted = "Inserted an item above the open row."
            XCTAssertTrue(Self.spin(until: { Self.label("model-change-status", in: demo.root)?.hasPrefix(inserted) == true }))
            gtk_window_destroy(window.cast())
        }
    }
}
