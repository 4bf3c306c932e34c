import CGtk
import Foundation
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// Keys pressed on a row one right after another, through the X server as a keyboard's (xdotool's
/// XTest), while the row still moves from the key before: each does what it does once the row
/// has settled. The row's clock stands still between the keys, so they all land inside the motion.
final class RowKeysWithoutPauseTests: WidgetTestCase {
    /// A card row with Unread on its leading side and Delete and Archive on its trailing side.
    private static var card: BlockConfiguration {
        var card = CardListConfiguration()
        card.leading = [SwipeActionSpec(id: "unread", title: "Unread", icon: "mail-unread-symbolic", tint: .blue)]
        card.trailing = ActionRowConfiguration.mail.actions.reversed()
        return .cardList(card)
    }

    /// Where a run of keys left the row: the edge it rests open on, what has the focus (the
    /// row, one of its buttons by action, or something else) and what the row reported.
    private struct Outcome: Equatable, CustomStringConvertible {
        var openEdge: SwipeEdge?
        var focus: String
        var events: [SwipeRowEvent]
        var description: String { "open \(openEdge.map { "\($0)" } ?? "nowhere"), focus on \(focus), events \(events)" }
    }

    /// A row shown in a window the X server gives the keyboard to, its host focused.
    @MainActor
    private final class Stage {
        let row: SwipeRow
        let window: UnsafeMutablePointer<GtkWidget>
        let clock: ManualClock
        var events: [SwipeRowEvent] = []
        /// The key presses the window has had.
        var presses = 0

        /// A row of `configuration` alone in a window; `inListBox`: an action row whose widget is
        /// a `GtkListBoxRow` in a `GtkListBox`, as the GObject library's rows in a boxed list.
        init(_ configuration: BlockConfiguration, rtl: Bool = false, inListBox: Bool = false) throws {
            clock = ManualClock()
            if inListBox {
                row = WidgetTestCase.listBoxRow("Mail 1", clock: clock)
                if rtl { gtk_widget_set_direction(row.widget, GTK_TEXT_DIR_RTL) }
                let list = gtk_list_box_new()!
                gtk_list_box_append(list.opaque, row.widget)
                window = WidgetTestCase.present(list)
            } else {
                (row, window) = WidgetTestCase.presentRow(configuration, clock: clock, rtl: rtl)
            }
            row.onEvent = { [unowned self] in self.events.append($0) }
            _ = Keys.onPress(window, phase: GTK_PHASE_CAPTURE) { [unowned self] _ in
                self.presses += 1
                return false
            }
            let title = "row-keys-\(UInt32.random(in: 0...UInt32.max))"
            gtk_window_set_title(window.cast(), title)
            try Self.xdotool(["search", "--sync", "--name", "^\(title)$", "windowfocus", "--sync"])
            XCTAssertTrue(WidgetTestCase.spin(until: { gtk_window_is_active(self.window.cast()) != 0 }), "the window has the keyboard")
            row.grabFocus()
            XCTAssertTrue(row.host.map { gtk_widget_has_focus($0) != 0 } ?? false, "the row has the focus")
        }

        /// Presses `keys` one after another with no pause (xdotool `key --delay 0`), on the row's
        /// clock standing still, and runs the main loop until the window has had them all.
        func press(_ keys: [String]) throws {
            let before = presses
            try Self.xdotool(["key", "--delay", "0"] + keys)
            XCTAssertTrue(WidgetTestCase.spin(until: { self.presses >= before + keys.count }), "the window had \(keys)")
            WidgetTestCase.spin(0.05)
        }

        /// Runs `seconds` of frames on the row's clock: a second lets every motion end.
        func settle(_ seconds: Double = 1) {
            for _ in 0..<Int(seconds * 60) {
                clock.time += 1.0 / 60
                WidgetTestCase.spin(0.003)
            }
            WidgetTestCase.spin(0.05)
        }

        var outcome: Outcome {
            var focus = "nothing"
            if let host = row.host, let widget = SwipeRow.focus(of: host) {
                focus = widget == host ? "the row" : row.buttons.first { $0.widget == widget }.map { $0.action.id } ?? "another widget"
            }
            return Outcome(openEdge: row.openEdge, focus: focus, events: events)
        }

        /// The action of the first button in reading order on `edge`, as the row shows it open there.
        func firstButton(on edge: SwipeEdge) -> String? {
            let placed = (row.view.presentation?.buttons ?? []).filter { $0.edge == edge }.sorted { $0.x < $1.x }
            return (row.layoutDirection == .rightToLeft ? placed.last : placed.first)?.actionID
        }

        func close() { gtk_window_destroy(window.cast()) }

        static func xdotool(_ arguments: [String]) throws {
            let tool = Process()
            tool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
            tool.arguments = arguments
            do { try tool.run() } catch { throw XCTSkip("no xdotool (scripts/deps.sh installs it): \(error)") }
            // The window's main loop runs meanwhile (its title reaches the X server so).
            let deadline = Date().addingTimeInterval(10)
            while tool.isRunning, Date() < deadline { WidgetTestCase.spin(0.005) }
            if tool.isRunning { tool.terminate() }
            XCTAssertEqual(tool.terminationStatus, 0, "xdotool \(arguments.joined(separator: " "))")
        }
    }

    /// Presses each group of `groups` on a new row, its keys without a pause, settling between
    /// the groups; then each key on its own on another row, settling after each: both rows end
    /// alike. Returns the settled outcome.
    @MainActor
    private static func keysEndAsSettled(
        _ groups: [[String]], _ configuration: BlockConfiguration = card, rtl: Bool = false, inListBox: Bool = false,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> (settled: Outcome, stage: Stage) {
        let quick = try Stage(configuration, rtl: rtl, inListBox: inListBox)
        for keys in groups {
            try quick.press(keys)
            quick.settle()
        }
        let fast = quick.outcome
        quick.close()
        let slow = try Stage(configuration, rtl: rtl, inListBox: inListBox)
        for key in groups.joined() {
            try slow.press([key])
            slow.settle()
        }
        XCTAssertEqual(fast, slow.outcome, "\(groups) without a pause, then one by one", file: file, line: line)
        return (slow.outcome, slow)
    }

    func testLeftOrRightRightAfterEscapeOpensThatEdgeAndFocusesItsFirstButton() throws {
        try MainActor.assumeIsolated {
            let runs: [(first: String, again: String, edge: SwipeEdge)] = [
                ("Left", "Left", .trailing), ("Right", "Left", .trailing), ("Left", "Right", .leading),
            ]
            for (first, again, edge) in runs {
                let (settled, stage) = try Self.keysEndAsSettled([[first], ["Escape", again]])
                XCTAssertEqual(settled.openEdge, edge, "\(first), Escape, \(again)")
                XCTAssertEqual(settled.focus, stage.firstButton(on: edge), "\(first), Escape, \(again): the first button in reading order")
                stage.close()
            }
        }
    }

    func testRightToLeftTheArrowsAreMirroredAndSoIsTheFirstButton() throws {
        try MainActor.assumeIsolated {
            let (settled, stage) = try Self.keysEndAsSettled([["Left"], ["Escape", "Right"]], rtl: true)
            XCTAssertEqual(settled.openEdge, .trailing, "Right uncovers the trailing side right to left")
            XCTAssertEqual(settled.focus, stage.firstButton(on: .trailing), "the rightmost trailing button")
            stage.close()
        }
    }

    func testKeysPressedAsTheRowOpensActOnItsFirstButton() throws {
        try MainActor.assumeIsolated {
            for keys in [["Left", "Left"], ["Left", "Right"], ["Right", "Right"], ["Left", "Escape"], ["Left", "Down"]] {
                let (settled, stage) = try Self.keysEndAsSettled([keys])
                if keys.last == "Escape" || keys.last == "Down" {
                    XCTAssertEqual(settled.openEdge, nil, "\(keys) closes the row")
                    XCTAssertEqual(settled.focus, "the row", "\(keys) leaves the focus on the row")
                }
                stage.close()
            }
        }
    }

    func testAListBoxRowOpensAgainRightAfterEscape() throws {
        try MainActor.assumeIsolated {
            let (settled, stage) = try Self.keysEndAsSettled([["Left"], ["Escape", "Left"]], .actionRow(.mail), inListBox: true)
            XCTAssertEqual(settled.openEdge, .trailing)
            XCTAssertEqual(settled.focus, stage.firstButton(on: .trailing))
            stage.close()
        }
    }

    /// A main loop too busy to go idle (a loaded machine's) while the row opens and Escape closes
    /// it: the focus the opening owed its first button does not come after Escape, and Left then
    /// opens the row again from the row itself.
    func testEscapeCancelsTheFocusTheOpeningStillOwedAButton() throws {
        try MainActor.assumeIsolated {
            let stage = try Stage(.actionRow(.mail), inListBox: true)
            defer { stage.close() }
            try stage.press(["Left"])
            // Frames and keys run, idles wait: the row shows its buttons as it opens.
            let busy = g_idle_add_full(G_PRIORITY_HIGH_IDLE + 50, { _ in 1 }, nil, nil)
            stage.clock.time += 0.1
            XCTAssertTrue(
                Self.spin(until: { stage.row.buttons.contains { gtk_widget_get_child_visible($0.widget) != 0 } }),
                "the opening row shows its buttons")
            Self.spin(0.05)
            try stage.press(["Escape"])
            g_source_remove(busy)
            Self.spin(0.05)
            XCTAssertEqual(stage.outcome.focus, "the row", "the focus stays on the closing row")
            try stage.press(["Left"])
            stage.settle()
            XCTAssertEqual(
                stage.outcome, Outcome(openEdge: .trailing, focus: "archive", events: [.opened(.trailing), .closed, .opened(.trailing)]))
        }
    }
}
