import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// Two-finger touchpad swipes: which scroll events count, and how a swipe ends without a stop event.
final class TouchpadTests: WidgetTestCase {
    func testOnlyTouchpadScrollingDragsARow() {
        XCTAssertEqual(
            TouchpadScroll.points(
                dx: 12, unit: GDK_SCROLL_UNIT_SURFACE, direction: GDK_SCROLL_SMOOTH,
                source: GDK_SOURCE_TOUCHPAD), 12, "Wayland: surface pixels as they come")
        XCTAssertEqual(
            TouchpadScroll.points(
                dx: 0.5, unit: GDK_SCROLL_UNIT_WHEEL, direction: GDK_SCROLL_SMOOTH,
                source: GDK_SOURCE_TOUCHPAD), 7.5, "X11: smooth steps of 15 points")
        XCTAssertNil(
            TouchpadScroll.points(
                dx: 1, unit: GDK_SCROLL_UNIT_WHEEL, direction: GDK_SCROLL_RIGHT,
                source: GDK_SOURCE_MOUSE), "a tilt wheel's click")
        XCTAssertNil(
            TouchpadScroll.points(
                dx: 1, unit: GDK_SCROLL_UNIT_WHEEL, direction: GDK_SCROLL_SMOOTH,
                source: GDK_SOURCE_MOUSE), "a smooth mouse wheel")
        XCTAssertNil(
            TouchpadScroll.points(
                dx: 0, unit: GDK_SCROLL_UNIT_SURFACE, direction: GDK_SCROLL_SMOOTH,
                source: GDK_SOURCE_TOUCHPAD))
        XCTAssertNil(
            TouchpadScroll.points(
                dx: .nan, unit: GDK_SCROLL_UNIT_SURFACE, direction: GDK_SCROLL_SMOOTH,
                source: GDK_SOURCE_TOUCHPAD))
    }

    func testASwipeWithoutAStopEventEndsAfterAPauseAndOpensTheRow() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            let input = try XCTUnwrap(row.ownInput)
            for _ in 0..<8 {
                clock.time += 0.016
                input.touchpadScroll(row, dx: 20)
                Self.spin(0.016)
            }
            XCTAssertLessThan(row.offset, -100, "the row follows the fingers")
            XCTAssertFalse(row.isOpen, "still held while the fingers move")
            clock.time += 1
            XCTAssertTrue(
                Self.spin(until: { row.isOpen && !row.isMoving }, timeout: 2),
                "a pause releases the swipe, which settles open")
            gtk_window_destroy(window.cast())
        }
    }

    func testAStopEventEndsTheSwipeAtOnceAndALongSwipeRunsTheFullSwipe() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            var card = CardListConfiguration()
            card.leading = [SwipeActionSpec(id: "read", title: "Read", icon: "mail-read-symbolic", tint: .blue)]
            let (row, window) = Self.presentRow(.cardList(card), clock: clock)
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            let input = try XCTUnwrap(row.ownInput)
            let width = Double(gtk_widget_get_width(row.widget))
            for _ in 0..<20 {
                clock.time += 0.016
                input.touchpadScroll(row, dx: -width / 20)  // leading: content to the right in LTR (scrolling left)
            }
            XCTAssertTrue(try XCTUnwrap(row.presentation).isFullSwipe, "armed past the full-swipe threshold")
            input.touchpadScrollEnded()
            clock.time += 2
            XCTAssertTrue(Self.spin(until: { !row.isMoving }, timeout: 2))
            XCTAssertTrue(events.contains(.action("read")), "the full swipe ran the leading action")
            XCTAssertFalse(row.isOpen, "and closed")
            XCTAssertEqual(row.offset, 0, accuracy: 0.5)
            gtk_window_destroy(window.cast())
        }
    }
}
