import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// Two-finger touchpad swipes: which scroll events count, and how a swipe ends without a stop event.
final class TouchpadTests: WidgetTestCase {
    func testOnlyTouchpadScrollingDragsARow() {
        func points(_ dx: Double, _ dy: Double, _ unit: GdkScrollUnit, _ direction: GdkScrollDirection, _ source: GdkInputSource)
            -> [Double]?
        {
            TouchpadScroll.points(dx: dx, dy: dy, unit: unit, direction: direction, source: source).map { [$0.dx, $0.dy] }
        }
        XCTAssertEqual(
            points(12, -3, GDK_SCROLL_UNIT_SURFACE, GDK_SCROLL_SMOOTH, GDK_SOURCE_TOUCHPAD), [12, -3],
            "Wayland: surface pixels as they come, both axes")
        XCTAssertEqual(
            points(0.5, 0.25, GDK_SCROLL_UNIT_WHEEL, GDK_SCROLL_SMOOTH, GDK_SOURCE_TOUCHPAD), [7.5, 3.75],
            "X11: smooth steps of 15 points, both axes alike (the angle is the fingers')")
        XCTAssertEqual(points(0, 2, GDK_SCROLL_UNIT_SURFACE, GDK_SCROLL_SMOOTH, GDK_SOURCE_TOUCHPAD), [0, 2], "straight down")
        XCTAssertNil(points(1, 0, GDK_SCROLL_UNIT_WHEEL, GDK_SCROLL_RIGHT, GDK_SOURCE_MOUSE), "a tilt wheel's click")
        XCTAssertNil(points(0, 1, GDK_SCROLL_UNIT_WHEEL, GDK_SCROLL_DOWN, GDK_SOURCE_MOUSE), "a wheel's click")
        XCTAssertNil(points(1, 1, GDK_SCROLL_UNIT_WHEEL, GDK_SCROLL_SMOOTH, GDK_SOURCE_MOUSE), "a smooth mouse wheel")
        XCTAssertNil(points(0, 0, GDK_SCROLL_UNIT_SURFACE, GDK_SCROLL_SMOOTH, GDK_SOURCE_TOUCHPAD))
        XCTAssertNil(points(.nan, 1, GDK_SCROLL_UNIT_SURFACE, GDK_SCROLL_SMOOTH, GDK_SOURCE_TOUCHPAD))
    }

    /// Scroll events through the window's router, as GTK delivers them, at `degrees` from
    /// horizontal (scrolling right and down) in steps of 3 points, 16 ms apart: for each, whether
    /// the router kept it (the row swipes) or let it go on to the scrolled window, and the row's offset.
    @MainActor
    static func route(
        _ router: TouchpadRouter, _ row: SwipeRow, clock: ManualClock, degrees: Double, events: Int = 30,
        unit: GdkScrollUnit = GDK_SCROLL_UNIT_SURFACE, source: GdkInputSource = GDK_SOURCE_TOUCHPAD
    ) -> (kept: [Bool], offsets: [Double]) {
        var kept: [Bool] = []
        var offsets: [Double] = []
        let radians = degrees * .pi / 180
        for _ in 0..<events {
            clock.time += 0.016
            let event = ScrollEvent(
                dx: 3 * cos(radians), dy: 3 * sin(radians), unit: unit, direction: GDK_SCROLL_SMOOTH, source: source,
                time: UInt32(clock.time * 1000))
            kept.append(router.route(event))
            row.pump()
            offsets.append(row.offset)
        }
        return (kept, offsets)
    }

    func testASteepTouchpadScrollGoesOnToTheListAndASidewaysOneSwipesOnceDecided() throws {
        try MainActor.assumeIsolated {
            for (degrees, swipes) in [(0.0, true), (20, true), (30, false), (60, false), (80, false), (90, false)] {
                let clock = ManualClock()
                let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
                let input = try XCTUnwrap(row.ownInput)
                input.pointer = (20, 20)
                let router = TouchpadRouter.of(window)
                let (kept, offsets) = Self.route(router, row, clock: clock, degrees: degrees)
                if swipes {
                    // 3 points an event: the sixth brings the scroll to 18 points and decides it.
                    XCTAssertEqual(kept.prefix(5), [false, false, false, false, false], "\(degrees)°: undecided, the list's")
                    XCTAssertTrue(kept.dropFirst(5).allSatisfy { $0 }, "\(degrees)°: kept from the decision on")
                    XCTAssertLessThan(offsets.last!, -60, "\(degrees)°: the row follows the fingers")
                } else {
                    XCTAssertFalse(kept.contains(true), "\(degrees)°: every event goes on to the scrolled window")
                    XCTAssertTrue(offsets.allSatisfy { $0 == 0 }, "\(degrees)°: the row stays still: \(offsets)")
                }
                XCTAssertEqual(offsets.prefix(5), [0, 0, 0, 0, 0], "\(degrees)°: no motion before the decision")
                gtk_window_destroy(window.cast())
            }
        }
    }

    func testAMouseWheelNeverDragsARow() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            try XCTUnwrap(row.ownInput).pointer = (20, 20)
            let router = TouchpadRouter.of(window)
            for degrees in [0.0, 45, 90] {
                let (kept, offsets) = Self.route(
                    router, row, clock: clock, degrees: degrees, unit: GDK_SCROLL_UNIT_WHEEL, source: GDK_SOURCE_MOUSE)
                XCTAssertFalse(kept.contains(true), "a wheel at \(degrees)° is the list's")
                XCTAssertTrue(offsets.allSatisfy { $0 == 0 })
            }
            XCTAssertNil(row.scene.touchpadDecision, "the engine never heard of it")
            gtk_window_destroy(window.cast())
        }
    }

    func testAScrollStaysWithItsRowUntilItEnds() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            let input = try XCTUnwrap(row.ownInput)
            input.pointer = (20, 20)
            let router = TouchpadRouter.of(window)
            _ = Self.route(router, row, clock: clock, degrees: 90, events: 8)
            XCTAssertEqual(row.scene.touchpadDecision?.outcome, .scroll)
            // The list scrolled the row away from under the pointer; the scroll then turns sideways.
            input.pointer = nil
            let (kept, offsets) = Self.route(router, row, clock: clock, degrees: 0, events: 10)
            XCTAssertFalse(kept.contains(true), "still the list's scroll")
            XCTAssertTrue(offsets.allSatisfy { $0 == 0 })
            XCTAssertEqual(row.scene.touchpadDecision?.outcome, .scroll, "one decision for the whole scroll")
            // A stop event ends it; the next scroll over the row decides afresh.
            input.touchpadScrollEnded()
            XCTAssertNil(row.scene.touchpadDecision)
            input.pointer = (20, 20)
            let next = Self.route(router, row, clock: clock, degrees: 0, events: 10)
            XCTAssertTrue(next.kept.last!, "a new sideways scroll swipes")
            gtk_window_destroy(window.cast())
        }
    }

    func testAScrollOverARowThatDrawsNoFramesEndsWithItsPauseAndTheNextGoesToTheRowUnderThePointer() throws {
        // The list scrolled by the touchpad took the first row away (unmapped, recycled): no frame
        // ends its scroll. A sideways scroll a second later, over another row, swipes that row.
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let (first, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            let label = Make.label("Call the bank")
            gtk_widget_set_size_request(label, -1, 60)
            let second = SwipeRow.make(child: label, configuration: .actionRow(.mail))
            second.clock = clock.clock
            Make.append(try XCTUnwrap(gtk_widget_get_parent(first.widget)), second.widget)
            Self.spin(0.2)
            let firstInput = try XCTUnwrap(first.ownInput)
            let secondInput = try XCTUnwrap(second.ownInput)
            firstInput.pointer = (20, 20)
            let router = TouchpadRouter.of(window)
            _ = Self.route(router, first, clock: clock, degrees: 90, events: 8)
            XCTAssertEqual(first.scene.touchpadDecision?.outcome, .scroll)
            gtk_widget_set_visible(first.widget, 0)
            clock.time += 1
            firstInput.pointer = nil
            secondInput.pointer = (20, 20)
            let (kept, offsets) = Self.route(router, second, clock: clock, degrees: 0, events: 10)
            XCTAssertTrue(kept.last!, "the sideways scroll swipes the row under the pointer")
            XCTAssertLessThan(offsets.last!, -10, "and that row follows the fingers")
            XCTAssertEqual(first.offset, 0, "the row taken away stays shut")
            gtk_window_destroy(window.cast())
        }
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
            XCTAssertTrue(try XCTUnwrap(row.view.presentation).isFullSwipe, "armed past the full-swipe threshold")
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
