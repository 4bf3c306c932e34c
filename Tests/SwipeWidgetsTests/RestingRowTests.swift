import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// A row at rest makes nothing it does not show: its buttons come the first time the engine
/// shows one, the completion row's tint and checkmark the first time it moves, its engine, menu
/// and watch of the list's scrolling the first time it is used.
final class RestingRowTests: WidgetTestCase {
    func testARestingRowMakesItsUnderlayAndButtonsOnlyAsItFirstMoves() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let (completion, window) = Self.presentRow(.completion(CompletionRowConfiguration()), clock: clock)
            defer { gtk_window_destroy(window.cast()) }
            XCTAssertNil(completion.view.tint, "no tint at rest")
            XCTAssertNil(completion.view.checkmark, "no checkmark at rest")
            Self.drag(completion, clock: clock, from: 10, by: 120, release: false)
            Self.spin(0.05)
            let checkmark = try XCTUnwrap(completion.view.checkmark, "a checkmark once it moves")
            XCTAssertNotNil(completion.view.tint)
            XCTAssertTrue(gtk_widget_get_next_sibling(checkmark) == completion.view.content, "under the content")
            XCTAssertNotEqual(gtk_widget_get_child_visible(checkmark), 0)

            let (action, actionWindow) = Self.presentRow(.actionRow(.mail), clock: clock)
            defer { gtk_window_destroy(actionWindow.cast()) }
            XCTAssertTrue(action.buttons.isEmpty, "no buttons at rest")
            Self.drag(action, clock: clock, from: 400, by: -120, release: false)
            Self.spin(0.05)
            XCTAssertEqual(action.buttons.count, 2, "the buttons once they show")
            XCTAssertNil(action.view.tint, "an action row has no underlay")
        }
    }

    func testARestingRowInAListHasNoEngineMenuOrScrollWatchUntilItIsUsed() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let list = gtk_list_box_new()!
            let rows = Self.mails(6, in: list, clock: clock)
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(scrolled.opaque, list)
            let window = Self.present(scrolled, width: 400, height: 150)
            defer { gtk_window_destroy(window.cast()) }
            let adjustment = gtk_scrolled_window_get_vadjustment(scrolled.opaque)!
            gtk_adjustment_set_value(adjustment, 40)
            Self.spin(0.1)
            for row in rows {
                XCTAssertNil(row.sceneBox, "no engine at rest, laid out, mapped and scrolled")
                XCTAssertNil(row.madeMenu, "no menu")
                XCTAssertNil(row.madeListScroll, "no watch of the list's scrolling")
                XCTAssertFalse(row.isOpen)
                XCTAssertEqual(row.offset, 0)
            }
            XCTAssertEqual(gtk_widget_get_height(rows[1].child), 60, "the child at its full height")
            XCTAssertGreaterThanOrEqual(gtk_widget_get_height(rows[1].widget), 60, "the row around it")

            // Opened (a person, a screen reader or the app), it has them, and the list's
            // scrolling closes it as before.
            rows[1].open(.trailing)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { rows[1].isOpen && !rows[1].isMoving }))
            XCTAssertNotNil(rows[1].sceneBox)
            XCTAssertEqual(rows[1].madeListScroll?.isWatching, true, "it watches the list from when it has an engine")
            XCTAssertNil(rows[2].sceneBox, "the other rows still have none")
            gtk_adjustment_set_value(adjustment, 0)
            XCTAssertTrue(Self.spin(until: { !rows[1].isOpen }), "scrolling the list closes it")
            XCTAssertNil(rows[2].sceneBox, "nor after the scroll")

            // Asked for, the menu is made and shows the row's actions.
            rows[3].showMenu()
            XCTAssertNotNil(rows[3].madeMenu?.popover, "a menu once asked for")
            // Closed and taken off before the window goes: these rows (GtkListBoxRow widgets of
            // the Swift row's own) leave the children they did not set to GTK, the menu too.
            rows[3].madeMenu?.drop()
            XCTAssertTrue(Self.spin(until: { !Self.hasPopover(rows[3].widget) }), "the menu taken off the row")
        }
    }

    /// Regression: one hover, tap or drag in a list gave every row of it an engine (the list's
    /// group asked each member whether it was asking to confirm, and a hover read the engine's
    /// state, each question making the engine it asked).
    func testHoveringTappingAndDraggingOneRowOfAListBoxMakesNoOtherRowsEngine() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let list = gtk_list_box_new()!
            let rows = Self.mails(6, in: list, clock: clock)
            let window = Self.present(list, width: 600, height: 400)
            defer { gtk_window_destroy(window.cast()) }

            rows[0].setHovered(true)
            Self.spin(0.05)
            XCTAssertTrue(rows[0].showsHoverButtonNow, "the hovered row shows its button")
            XCTAssertFalse(rows[0].isPeeking)
            XCTAssertNil(rows[0].sceneBox, "hovering a resting row, placing its button and asking whether it peeks make no engine")
            rows[0].setHovered(false)

            // A tap on row 1 (a press and a release in place), then a drag of row 2, through the list's input.
            let gesture = try XCTUnwrap(ListInputTests.drags(on: list).last, "the list's drag gesture")
            var x = 0.0, y = 0.0
            XCTAssertNotEqual(gtk_widget_translate_coordinates(rows[1].widget, list, 200, 30, &x, &y), 0)
            ListInputTests.emit(gesture, "drag-begin", x, y)
            clock.time += 0.05
            ListInputTests.emit(gesture, "drag-end", 0, 0)
            clock.time += 1
            try ListInputTests.dragThrough(list, rows[2], clock: clock)
            XCTAssertTrue(Self.spin(until: { rows[2].isOpen && !rows[2].isMoving }), "the dragged row opens")
            XCTAssertNotNil(rows[1].sceneBox, "the tapped row has an engine")
            for i in [0, 3, 4, 5] {
                XCTAssertNil(rows[i].sceneBox, "row \(i), never used, has none")
                XCTAssertNil(rows[i].madeListScroll, "row \(i) watches no scrolling")
            }
        }
    }

    /// `count` rows as the GObject library's ("Mail 1", …), added to the `GtkListBox` `list`.
    @MainActor
    private static func mails(_ count: Int, in list: UnsafeMutablePointer<GtkWidget>, clock: ManualClock) -> [SwipeRow] {
        (0..<count).map { i in
            let row = listBoxRow("Mail \(i + 1)", clock: clock)
            gtk_list_box_append(list.opaque, row.widget)
            return row
        }
    }

    /// True when a popover (the row's menu) is among `widget`'s children.
    @MainActor
    private static func hasPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(c).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type())
                != 0
            {
                return true
            }
            child = gtk_widget_get_next_sibling(c)
        }
        return false
    }
}
