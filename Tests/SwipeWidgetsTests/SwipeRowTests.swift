import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// The library's rows alone in a window, driven on a manual clock: what the app sees.
final class SwipeRowTests: WidgetTestCase {
    func testADragMovesTheChildByATransformAndOpensTheActionRow() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            Self.drag(row, clock: clock, from: 400, by: -80, release: false)
            Self.spin(0.05)
            XCTAssertEqual(row.offset, -80, accuracy: 1, "the content follows the finger toward the buttons")
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(row.view.content, row.view.widget, &bounds), 0)
            XCTAssertEqual(Double(bounds.origin.x), row.offset, accuracy: 1)
            XCTAssertEqual(
                Double(bounds.size.width), Double(gtk_widget_get_width(row.widget)), accuracy: 1,
                "moving by a transform keeps the child's width")
            row.release(x: 320, y: 30, time: clock.time)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { row.isOpen && !row.isMoving }))
            XCTAssertEqual(events, [.dragStarted, .opened(.trailing)])
            XCTAssertEqual(row.openEdge, .trailing)
            gtk_window_destroy(window.cast())
        }
    }

    func testRightToLeftFromTheWidgetPutsTheButtonsOnTheLeft() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock, rtl: true)
            Self.drag(row, clock: clock, from: 100, by: 240)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { row.isOpen && !row.isMoving }), "a rightward drag opens the trailing actions in RTL")
            XCTAssertGreaterThan(row.offset, 0, "the content moves right in RTL")
            let buttons = try XCTUnwrap(row.view.presentation?.buttons)
            XCTAssertEqual(buttons.map(\.x).min() ?? -1, 0, accuracy: 1, "buttons sit at the left edge")
            gtk_window_destroy(window.cast())
        }
    }

    func testACompletionRowReportsCompletedOnceAfterItsCollapseAndStaysCollapsedUntilReset() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.completion(CompletionRowConfiguration()), clock: clock)
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            let width = Double(gtk_widget_get_width(row.widget))
            Self.drag(row, clock: clock, from: 10, by: width * 0.8)
            Self.spin(0.05)
            XCTAssertFalse(events.contains(.completed), "not before the collapse")
            clock.time += 2
            XCTAssertTrue(Self.spin(until: { events.contains(.completed) }))
            Self.spin(0.1)
            XCTAssertEqual(events.filter { $0 == .completed }.count, 1, "exactly once")
            XCTAssertLessThanOrEqual(gtk_widget_get_height(row.widget), 1, "collapsed until the app removes it")
            row.reset()
            XCTAssertTrue(Self.spin(until: { gtk_widget_get_height(row.widget) >= 60 }), "reset brings it back")
            gtk_window_destroy(window.cast())
        }
    }

    func testAGroupKeepsOneRowOpen() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let group = SwipeGroup()
            let box = Make.box(GTK_ORIENTATION_VERTICAL)
            let rows = (0..<3).map { i -> SwipeRow in
                let row = SwipeActionRow(child: Make.label("Row \(i)"), configuration: .mail)
                row.clock = clock.clock
                group.add(row)
                Make.append(box, row.widget)
                return row
            }
            let window = Self.present(box)
            group.open(rows[0], edge: .trailing)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { group.isOpen(rows[0]) }))
            XCTAssertTrue(group.isAnyRowOpen)
            group.open(rows[2], edge: .trailing)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { group.isOpen(rows[2]) && !rows[0].isOpen }), "opening one closes the other")
            group.close()
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { !group.isAnyRowOpen && !rows[2].isMoving }))
            gtk_window_destroy(window.cast())
        }
    }

    func testEveryActionIsAWidgetActionForKeysMenusAndScreenReaders() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            XCTAssertEqual(row.actionIDs, ["archive", "delete"])
            XCTAssertEqual(row.primaryActionID, "archive")
            XCTAssertEqual(row.destructiveActionID, "delete")
            XCTAssertTrue(Actions.activate(row.widget, "row.archive"), "the row's own widget carries its actions when alone")
            clock.time += 1
            Self.spin(0.05)
            XCTAssertEqual(events, [.action("archive")])
            gtk_window_destroy(window.cast())
        }
    }

    func testNewOptionsKeepAnOpenRowOpenWithTheirButtonsAndWidgetActions() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            row.open(.trailing)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { row.isOpen && !row.isMoving }))
            XCTAssertEqual(row.buttons.count, 2, "the open row made its two buttons")
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            var options = ActionRowConfiguration.mail
            options.actions.insert(SwipeActionSpec(id: "flag", title: "Flag", icon: "starred-symbolic", tint: .orange), at: 0)
            options.buttonWidth = 96
            row.configuration = .actionRow(options)
            XCTAssertTrue(row.isOpen, "the row stays open on its edge with the new options")
            XCTAssertFalse(row.isMoving, "at rest: no motion")
            XCTAssertEqual(row.actionIDs, ["flag", "archive", "delete"])
            XCTAssertTrue(Self.spin(until: { row.buttons.map(\.action.id) == ["flag", "archive", "delete"] }), "the new buttons are shown")
            XCTAssertEqual(-row.offset, 3 * 96, accuracy: 1, "open by the new buttons' width")
            XCTAssertEqual(events, [], "nothing happened to the row: no opened or closed")
            XCTAssertTrue(Actions.activate(row.widget, "row.flag"), "the new action is a widget action")
            clock.time += 1  // the open row closes, then runs it
            XCTAssertTrue(Self.spin(until: { events.contains(.action("flag")) }), "events: \(events)")
            gtk_window_destroy(window.cast())
        }
    }

    func testTypedOptionsChangeALiveRowAndCloseItWhereItCanNoLongerOpen() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            var card = CardListConfiguration()
            card.leading = [SwipeActionSpec(id: "read", title: "Read", icon: "mail-read-symbolic", tint: .blue)]
            card.trailing = ActionRowConfiguration.mail.actions
            let label = Make.label("Message")
            let row = SwipeCardRow(child: label, configuration: card)
            row.clock = clock.clock
            let window = Self.present(row.widget, width: 400, height: 80)
            row.open(.leading)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { row.isOpen && !row.isMoving }))
            row.options.buttonWidth = 100
            XCTAssertEqual(row.options.buttonWidth, 100)
            XCTAssertEqual(row.openEdge, .leading, "a wider button keeps the leading side open")
            XCTAssertTrue(Self.spin(until: { abs(row.offset - 100) < 1 }), "open by the new width")
            row.options.leading = []
            XCTAssertFalse(row.isOpen, "no leading action left: the row rests closed")
            XCTAssertEqual(row.offset, 0)
            gtk_window_destroy(window.cast())
        }
    }

    func testReduceMotionFollowsGTKsAnimationSettingUnlessSet() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.actionRow(.mail), clock: clock)
            let settings = try XCTUnwrap(gtk_settings_get_default())
            @MainActor func setAnimations(_ on: Bool) { Properties.set(settings, "gtk-enable-animations", bool: on) }
            defer { setAnimations(true) }
            setAnimations(false)
            XCTAssertTrue(row.scene.reduceMotion, "animations off: Reduce Motion")
            setAnimations(true)
            XCTAssertFalse(row.scene.reduceMotion)
            row.reduceMotion = true
            setAnimations(true)
            XCTAssertTrue(row.scene.reduceMotion, "set by the app: the setting no longer decides")
            gtk_window_destroy(window.cast())
        }
    }
}

/// What an app's CSS may do to the row's nodes: nothing it sets makes GTK warn.
final class RowStylingTests: WidgetTestCase {
    func testButtonMarginsFromAnAppsCSSSurviveARowCollapsingAfterADestructiveAction() {
        MainActor.assumeIsolated {
            let provider = gtk_css_provider_new()!
            gtk_css_provider_load_from_data(provider, ".swipe-row .swipe-button { margin: 8px; }", -1)
            gtk_style_context_add_provider_for_display(gdk_display_get_default(), provider.opaque, 900)
            defer { gtk_style_context_remove_provider_for_display(gdk_display_get_default(), provider.opaque) }
            let clock = ManualClock()
            var card = CardListConfiguration()
            card.trailing = ActionRowConfiguration.mail.actions.reversed()  // Delete first: the full-swipe action
            let (row, window) = Self.presentRow(.cardList(card), clock: clock)
            var events: [SwipeRowEvent] = []
            row.onEvent = { events.append($0) }
            Self.drag(row, clock: clock, from: 560, by: -500)
            // Step through the slide and the collapse a frame at a time (a critical aborts the test).
            for _ in 0..<90 {
                clock.time += 1.0 / 60
                Self.spin(0.005)
            }
            XCTAssertTrue(events.contains(.action("delete")), "the full swipe deleted: \(events)")
            gtk_window_destroy(window.cast())
        }
    }
}
