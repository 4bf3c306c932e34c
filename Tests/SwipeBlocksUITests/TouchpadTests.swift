import CGtk
import GtkBridge
@testable import SwipeBlocksUI
import SwipeEngine
import XCTest

/// Two-finger touchpad swipes: which scroll events count, and how a swipe ends without a stop event.
final class TouchpadTests: UITestCase {
    func testOnlyTouchpadScrollingDragsARow() {
        XCTAssertEqual(TouchpadScroll.points(dx: 12, unit: GDK_SCROLL_UNIT_SURFACE, direction: GDK_SCROLL_SMOOTH,
                                             source: GDK_SOURCE_TOUCHPAD), 12, "Wayland: surface pixels as they come")
        XCTAssertEqual(TouchpadScroll.points(dx: 0.5, unit: GDK_SCROLL_UNIT_WHEEL, direction: GDK_SCROLL_SMOOTH,
                                             source: GDK_SOURCE_TOUCHPAD), 7.5, "X11: smooth steps of 15 points")
        XCTAssertNil(TouchpadScroll.points(dx: 1, unit: GDK_SCROLL_UNIT_WHEEL, direction: GDK_SCROLL_RIGHT,
                                           source: GDK_SOURCE_MOUSE), "a tilt wheel's click")
        XCTAssertNil(TouchpadScroll.points(dx: 1, unit: GDK_SCROLL_UNIT_WHEEL, direction: GDK_SCROLL_SMOOTH,
                                           source: GDK_SOURCE_MOUSE), "a smooth mouse wheel")
        XCTAssertNil(TouchpadScroll.points(dx: 0, unit: GDK_SCROLL_UNIT_SURFACE, direction: GDK_SCROLL_SMOOTH,
                                           source: GDK_SOURCE_TOUCHPAD))
        XCTAssertNil(TouchpadScroll.points(dx: .nan, unit: GDK_SCROLL_UNIT_SURFACE, direction: GDK_SCROLL_SMOOTH,
                                           source: GDK_SOURCE_TOUCHPAD))
    }

    func testASwipeWithoutAStopEventEndsAfterAPauseAndOpensTheRow() throws {
        try MainActor.assumeIsolated {
            let (demo, window) = try Self.presentDemo("swipe-action-row")
            for _ in 0..<8 {
                demo.touchpadScroll(row: 0, dx: -20)
                Self.spin(0.016)
            }
            XCTAssertLessThan(try XCTUnwrap(demo.presentation(row: 0)).offset, -100, "the row follows the fingers")
            XCTAssertFalse(demo.scene.isOpen(row: 0), "still held while the fingers move")
            XCTAssertTrue(Self.spin(until: { demo.scene.isOpen(row: 0) && !demo.scene.isAnimating }, timeout: 2),
                          "a pause releases the swipe, which settles open")
            gtk_window_destroy(window.cast())
        }
    }

    func testAStopEventEndsTheSwipeAtOnceAndALongSwipeRunsTheFullSwipe() throws {
        try MainActor.assumeIsolated {
            let (demo, window) = try Self.presentDemo("full-swipe-card-list")
            let width = demo.scene.width
            for _ in 0..<20 { demo.touchpadScroll(row: 1, dx: width / 20) }   // leading: to the right in LTR
            XCTAssertTrue(try XCTUnwrap(demo.presentation(row: 1)).isFullSwipe, "armed past the full-swipe threshold")
            demo.touchpadScrollEnded()
            XCTAssertTrue(Self.spin(until: { !demo.scene.isAnimating }, timeout: 2))
            XCTAssertFalse(demo.scene.isOpen(row: 1), "the full swipe ran its action and closed")
            XCTAssertEqual(try XCTUnwrap(demo.presentation(row: 1)).offset, 0, accuracy: 0.5)
            gtk_window_destroy(window.cast())
        }
    }
}
