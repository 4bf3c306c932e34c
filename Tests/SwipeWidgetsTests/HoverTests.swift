import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// The hover button and the peek, on real widgets and a manual clock: a row makes its button the
/// first time a pointer is over it, shows it only at rest, opens on its click, is no focus stop,
/// and keeps it off when its option is; `peek()` moves the row and brings it back, or under
/// Reduce Motion outlines it and shows the button without moving it. (The pointer itself, from
/// the X server, is `Tests/e2e/test_hover.py`'s.)
final class HoverTests: WidgetTestCase {
    /// Runs `seconds` of 60 Hz frames on the row's clock, the main loop turning between them.
    @MainActor
    private static func run(_ clock: ManualClock, for seconds: Double) {
        let end = clock.time + seconds
        while clock.time < end {
            clock.time = min(clock.time + 1.0 / 60, end)
            spin(0.004)
        }
    }

    func testARowMakesItsButtonTheFirstTimeAPointerIsOverItAndHidesItWhenItLeaves() {
        onRow { row, _, _ in
            XCTAssertNil(row.hoverButton, "a row never hovered makes no button")
            row.setHovered(true)
            guard let button = row.hoverButton else { return XCTFail("no hover button") }
            XCTAssertTrue(row.showsHoverButtonNow)
            XCTAssertEqual(gtk_widget_get_parent(button.widget), row.widget)
            Self.spin(0.1)
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(button.widget, row.widget, &bounds), 0)
            XCTAssertGreaterThan(Double(bounds.origin.x), 600 - 60, "at the trailing (right) end")
            XCTAssertLessThan(Double(bounds.origin.x + bounds.size.width), 600)
            XCTAssertTrue(row.hoverButtonContains(x: Double(bounds.origin.x) + 4, y: Double(bounds.origin.y + bounds.size.height / 2)))
            XCTAssertFalse(row.hoverButtonContains(x: 100, y: 30), "the rest of the row is the content's")
            row.setHovered(false)
            XCTAssertFalse(row.showsHoverButtonNow)
            XCTAssertFalse(row.hoverButtonContains(x: Double(bounds.origin.x) + 4, y: 30), "a hidden button takes no press")
        }
    }

    func testTheButtonIsNoFocusStopHasANameInWordsAndItsClickOpensTheRowAsASwipeWould() {
        onRow { row, clock, window in
            var inputs: [SwipeInput] = []
            var events: [SwipeRowEvent] = []
            row.onInput = { input, _ in inputs.append(input) }
            row.onEvent = { events.append($0) }
            row.setHovered(true)
            guard let button = row.hoverButton?.widget else { return XCTFail("no hover button") }
            XCTAssertEqual(gtk_widget_get_focusable(button), 0)
            XCTAssertEqual(gtk_widget_get_focus_on_click(button), 0)
            XCTAssertEqual(String(cString: gtk_widget_get_tooltip_text(button)), "Show Actions")
            XCTAssertNotEqual(gtk_widget_has_css_class(button, "flat"), 0)
            XCTAssertNotEqual(gtk_widget_has_css_class(button, "circular"), 0)
            // Tab from the resting row, its button shown, never stops on the button.
            XCTAssertTrue(row.showsHoverButtonNow)
            XCTAssertFalse(Self.focusChain(of: window).contains(button))
            XCTAssertTrue(row.showsHoverButtonNow, "still shown after the Tab round")
            click(button)
            Self.run(clock, for: 1)
            XCTAssertTrue(row.isOpen)
            XCTAssertEqual(row.openEdge, .trailing)
            XCTAssertEqual(inputs, [.open(.trailing)], "the click is a person's input, for recorders")
            XCTAssertEqual(events, [.opened(.trailing)])
            XCTAssertTrue(row.hasFocus, "the row has focus, so Escape closes it")
            XCTAssertFalse(row.showsHoverButtonNow, "an open row hides the button")
            row.close()
            Self.run(clock, for: 1)
            XCTAssertTrue(row.showsHoverButtonNow, "back at rest under the pointer, it shows again")
        }
    }

    func testAClickOnAnActionButtonJustAfterTheHoverButtonOpenedTheRowIsIgnored() {
        onRow { row, clock, _ in
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            row.setHovered(true)
            guard let button = row.hoverButton?.widget else { return XCTFail("no hover button") }
            click(button)
            Self.run(clock, for: 0.3)
            guard let delete = row.buttons.first(where: { $0.action.id == "delete" }) else { return XCTFail("no Delete button") }
            click(delete.widget)
            Self.run(clock, for: 0.1)
            XCTAssertFalse(events.contains(.action("delete")), "a double click on the hover button deletes nothing: \(events)")
            Self.run(clock, for: 0.5)
            click(delete.widget)
            Self.run(clock, for: 0.5)
            XCTAssertTrue(events.contains(.action("delete")), "later, the button works: \(events)")
        }
    }

    func testTheButtonHidesWhileTheRowIsDraggedAndComesBackAtRest() {
        onRow(.cardList(Self.card)) { row, clock, _ in
            row.setHovered(true)
            XCTAssertTrue(row.showsHoverButtonNow)
            Self.drag(row, clock: clock, from: 300, by: -40, release: false)
            Self.spin(0.02)
            XCTAssertFalse(row.showsHoverButtonNow, "dragging")
            // Held still before letting go: no fling, the row settles closed.
            clock.time += 0.2
            row.move(x: 260, y: 30, time: clock.time)
            row.release(x: 260, y: 30, time: clock.time)
            Self.run(clock, for: 1)
            XCTAssertFalse(row.isOpen)
            XCTAssertTrue(row.showsHoverButtonNow, "at rest again")
        }
    }

    func testTheOptionOffAndTheCompletionRowShowNoButton() {
        var off = ActionRowConfiguration.mail
        off.showsHoverButton = false
        onRow(.actionRow(off)) { row, _, _ in
            row.setHovered(true)
            XCTAssertNil(row.hoverButton)
            // Turned on live, the pointer already over it, it shows; off again, it hides.
            row.configuration = .actionRow(.mail)
            XCTAssertTrue(row.showsHoverButtonNow)
            row.configuration = .actionRow(off)
            XCTAssertFalse(row.showsHoverButtonNow)
        }
        onRow(.completion(CompletionRowConfiguration())) { row, _, _ in
            row.setHovered(true)
            XCTAssertNil(row.hoverButton, "a completion row's swipe is its action: no button")
        }
    }

    func testRightToLeftTheButtonSitsAtTheLeftEnd() {
        onRow(rtl: true) { row, _, _ in
            row.setHovered(true)
            Self.spin(0.1)
            guard let button = row.hoverButton?.widget else { return XCTFail("no hover button") }
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(button, row.widget, &bounds), 0)
            XCTAssertLessThan(Double(bounds.origin.x), 60)
        }
    }

    func testPeekSlidesTheRowTowardItsButtonsAndBackOnceHidingTheButtonWhileItMoves() {
        onRow { row, clock, _ in
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            Self.spin(0.1)
            row.setHovered(true)
            XCTAssertTrue(row.showsHoverButtonNow, "hovered at rest, the button shows")
            XCTAssertTrue(row.peek())
            XCTAssertTrue(row.isPeeking)
            XCTAssertFalse(row.peek(), "a second peek during one is ignored")
            var offsets: [Double] = []
            var shownWhileMoving: [Double] = []
            for _ in 0..<60 {
                Self.run(clock, for: 1.0 / 60)
                offsets.append(row.offset)
                if row.isPeeking, row.showsHoverButtonNow { shownWhileMoving.append(clock.time) }
            }
            XCTAssertEqual(offsets.min() ?? 0, -RowPeek.distance, accuracy: 1, "\(offsets)")
            XCTAssertEqual(row.offset, 0)
            XCTAssertFalse(row.isPeeking)
            XCTAssertEqual(events, [], "a peek reports nothing")
            XCTAssertEqual(shownWhileMoving, [], "a moving peek shows no button")
            XCTAssertTrue(row.showsHoverButtonNow, "back at rest under the pointer, the button shows again")
            row.open(.trailing)
            Self.run(clock, for: 1)
            XCTAssertFalse(row.peek(), "an open row does not peek")
        }
    }

    func testUnderReduceMotionPeekOutlinesTheRowAndShowsTheButtonWithoutMovingIt() {
        onRow { row, clock, _ in
            row.reduceMotion = true
            Self.spin(0.1)
            XCTAssertTrue(row.peek())
            XCTAssertTrue(row.showsHoverButtonNow)
            XCTAssertNotEqual(gtk_widget_has_css_class(row.widget, SwipeRow.hintClass), 0)
            Self.run(clock, for: 1)
            XCTAssertEqual(row.offset, 0)
            XCTAssertTrue(row.showsHoverButtonNow)
            Self.run(clock, for: 0.6)
            XCTAssertFalse(row.showsHoverButtonNow, "the hint is over after \(RowPeek.hintDuration) s")
            XCTAssertEqual(gtk_widget_has_css_class(row.widget, SwipeRow.hintClass), 0)
        }
    }

    /// Regression: `peek()` before the row's first layout (an app's first launch, its window not
    /// shown yet) did nothing, and returned false.
    func testAPeekAskedForBeforeTheRowIsLaidOutStartsWhenItGetsItsWidth() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let label = Make.label("Buy milk")
            gtk_widget_set_size_request(label, -1, 60)
            let row = SwipeRow.make(child: label, configuration: .actionRow(.mail))
            row.clock = clock.clock
            XCTAssertTrue(row.peek(), "a row not laid out yet takes the peek")
            XCTAssertFalse(row.peek(), "once")
            XCTAssertNil(row.sceneBox, "and makes no engine until it has its width")
            let box = Make.box(GTK_ORIENTATION_VERTICAL)
            Make.append(box, row.widget)
            let window = Self.present(box)
            defer { gtk_window_destroy(window.cast()) }
            XCTAssertTrue(Self.spin(until: { row.isPeeking }), "it peeks once it has its width")
            var offsets: [Double] = []
            for _ in 0..<60 {
                Self.run(clock, for: 1.0 / 60)
                offsets.append(row.offset)
            }
            XCTAssertEqual(offsets.min() ?? 0, -RowPeek.distance, accuracy: 1, "\(offsets)")
            XCTAssertEqual(row.offset, 0)
            XCTAssertFalse(row.isPeeking)
            XCTAssertTrue(row.peek(), "and can peek again")
        }
    }

    /// Regression: a hovered row that was unmapped (hidden, recycled by a list, moved into a
    /// `GtkListBox`) kept its button, shown wherever the row went.
    func testAHoveredRowThatIsUnmappedOrMovedIntoAListLetsGoOfItsButton() {
        onRow { row, _, _ in
            row.setHovered(true)
            XCTAssertTrue(row.showsHoverButtonNow)
            gtk_widget_set_visible(row.widget, .no)
            Self.spin(0.05)
            XCTAssertFalse(row.isHovered, "an unmapped row is under no pointer")
            gtk_widget_set_visible(row.widget, .yes)
            Self.spin(0.05)
            XCTAssertFalse(row.showsHoverButtonNow, "shown again, it has no button until a pointer comes over it")

            row.setHovered(true)
            XCTAssertTrue(row.showsHoverButtonNow)
            guard let box = gtk_widget_get_parent(row.widget) else { return XCTFail("the row has no parent") }
            let list = gtk_list_box_new()!
            g_object_ref(row.widget)
            gtk_box_remove(box.cast(), row.widget)
            gtk_list_box_append(list.opaque, row.widget)
            g_object_unref(row.widget)
            Make.append(box, list)
            Self.spin(0.1)
            XCTAssertNotEqual(gtk_widget_get_mapped(row.widget), 0, "shown in the list")
            XCTAssertFalse(row.showsHoverButtonNow, "moved into a list, it shows no button")
        }
    }

    /// Runs `body` on a row of `configuration` shown alone in a window, on a manual clock, and
    /// closes the window after.
    private func onRow(
        _ configuration: BlockConfiguration = .actionRow(.mail), rtl: Bool = false,
        _ body: @MainActor (SwipeRow, ManualClock, UnsafeMutablePointer<GtkWidget>) -> Void
    ) {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(configuration, clock: clock, rtl: rtl)
            body(row, clock, window)
            gtk_window_destroy(window.cast())
        }
    }

    /// A card row with Delete and Archive on its trailing side.
    private static var card: CardListConfiguration {
        var card = CardListConfiguration()
        card.trailing = ActionRowConfiguration.mail.actions.reversed()
        return card
    }

    /// The widgets Tab stops on in `window`, once round.
    @MainActor
    private static func focusChain(of window: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var seen: [UnsafeMutablePointer<GtkWidget>] = []
        for _ in 0..<10 {
            _ = gtk_widget_child_focus(window, GTK_DIR_TAB_FORWARD)
            guard let focus = gtk_root_get_focus(OpaquePointer(window)) else { continue }
            if seen.contains(focus) { break }
            seen.append(focus)
        }
        return seen
    }
}

/// Clicks `button` as Return or Space would, and waits for its `clicked` (GTK clicks it after its
/// 250 ms press, on the real clock).
@MainActor
private func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    final class Clicks { var count = 0 }
    let clicks = Clicks()
    let handler = Signal.connect(button, "clicked") { clicks.count += 1 }
    defer { Signal.disconnect(button, handler) }
    gtk_widget_activate(button)
    XCTAssertTrue(WidgetTestCase.spin(until: { clicks.count > 0 }), "the button was clicked")
}
