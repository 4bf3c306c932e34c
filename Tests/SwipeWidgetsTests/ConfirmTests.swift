import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// A card row whose destructive action asks first (`confirmsDestructiveActions`), as real widgets
/// on a manual clock: the held button reads its question, a second activation or Return runs the
/// action, Escape and the timeout spring the row back.
final class ConfirmTests: WidgetTestCase {
    /// A card row with Delete at its trailing edge (the full-swipe action) that asks first.
    @MainActor
    private static func askingRow(clock: ManualClock) -> (SwipeRow, UnsafeMutablePointer<GtkWidget>, Heard) {
        var card = CardListConfiguration()
        card.trailing = ActionRowConfiguration.mail.actions.reversed()
        card.confirmsDestructiveActions = true
        card.confirmTimeout = 3
        let (row, window) = presentRow(.cardList(card), clock: clock)
        let heard = Heard()
        row.onEvent = { heard.events.append($0) }
        row.onConfirmation = { heard.questions.append($0) }
        return (row, window, heard)
    }

    @MainActor
    private final class Heard {
        var events: [SwipeRowEvent] = []
        var questions: [SwipeConfirmation] = []
    }

    /// Runs `seconds` of frames on the row's clock.
    @MainActor
    private static func frames(_ clock: ManualClock, _ seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            clock.time += 1.0 / 60
            spin(0.004)
        }
    }

    /// Activates `button` as Return or Space would (GTK clicks it after its 250 ms press, on the
    /// real clock), then runs a second of frames.
    @MainActor
    private static func activate(_ button: ActionButton, _ clock: ManualClock) {
        gtk_widget_activate(button.widget)
        spin(0.4)
        frames(clock, 1)
    }

    @MainActor
    private static func key(_ row: SwipeRow, _ keyval: Int32, clock: ManualClock) -> Bool {
        row.handle(KeyPress(keyval: UInt32(keyval), modifiers: 0), time: clock.time)
    }

    func testAFullSwipeHoldsTheButtonAskingAndItsSecondClickRunsTheAction() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window, heard) = Self.askingRow(clock: clock)
            Self.drag(row, clock: clock, from: 560, by: -500)
            Self.frames(clock, 1)
            XCTAssertEqual(heard.questions, [.asking("delete")])
            XCTAssertFalse(heard.events.contains(.action("delete")), "nothing runs before the answer: \(heard.events)")
            XCTAssertEqual(row.confirmingActionID, "delete")
            guard let button = row.buttons.first(where: { $0.action.id == "delete" }) else { return XCTFail("no Delete button") }
            XCTAssertEqual(String(cString: gtk_label_get_text(button.label.opaque)), "Delete?")
            XCTAssertNotEqual(gtk_widget_has_css_class(button.widget, "confirming"), 0)
            XCTAssertNotEqual(gtk_widget_get_child_visible(button.widget), 0, "the held button shows")
            XCTAssertEqual(row.offset, -360, accuracy: 1, "held at max(0.6 × 600, 160 + 40)")
            XCTAssertTrue(row.hasFocus, "the asking row takes the focus, so Return and Escape answer it")
            Self.activate(button, clock)
            XCTAssertTrue(heard.events.contains(.action("delete")), "the second activation ran it: \(heard.events)")
            XCTAssertNil(row.confirmingActionID)
            gtk_window_destroy(window.cast())
        }
    }

    func testReturnConfirmsAndEscapeDeclinesAndTheButtonReadsItsTitleAgain() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window, heard) = Self.askingRow(clock: clock)
            row.grabFocus()
            XCTAssertTrue(Self.key(row, GDK_KEY_Delete, clock: clock))
            Self.frames(clock, 0.5)
            XCTAssertEqual(heard.questions, [.asking("delete")])
            XCTAssertTrue(Self.key(row, GDK_KEY_Escape, clock: clock))
            Self.frames(clock, 0.6)
            XCTAssertEqual(heard.questions, [.asking("delete"), .declined("delete")])
            XCTAssertEqual(row.offset, 0, accuracy: 0.5)
            if let button = row.buttons.first(where: { $0.action.id == "delete" }) {
                XCTAssertEqual(String(cString: gtk_label_get_text(button.label.opaque)), "Delete")
            }
            XCTAssertTrue(Self.key(row, GDK_KEY_Delete, clock: clock))
            Self.frames(clock, 0.5)
            XCTAssertTrue(Self.key(row, GDK_KEY_Return, clock: clock))
            Self.frames(clock, 1)
            XCTAssertTrue(heard.events.contains(.action("delete")), "Return ran it: \(heard.events)")
            gtk_window_destroy(window.cast())
        }
    }

    func testTheTimeoutSpringsTheRowBackAndConfirmingThenDoesNothing() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window, heard) = Self.askingRow(clock: clock)
            XCTAssertTrue(row.perform(action: "delete"))
            Self.frames(clock, 2.9)
            XCTAssertEqual(heard.questions, [.asking("delete")])
            Self.frames(clock, 0.8)
            XCTAssertEqual(heard.questions, [.asking("delete"), .declined("delete")])
            XCTAssertEqual(row.offset, 0, accuracy: 0.5)
            XCTAssertFalse(row.confirm(true), "a row that asks nothing answers nothing")
            Self.frames(clock, 1)
            XCTAssertFalse(heard.events.contains(.action("delete")))
            gtk_window_destroy(window.cast())
        }
    }

    func testAnActionRowsDeleteButtonWidensToAskAndItsSecondClickRunsIt() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            var options = ActionRowConfiguration.mail
            options.confirmsDestructiveActions = true
            let (row, window) = Self.presentRow(.actionRow(options), clock: clock)
            let heard = Heard()
            row.onEvent = { heard.events.append($0) }
            row.onConfirmation = { heard.questions.append($0) }
            row.open(.trailing)
            Self.frames(clock, 1)
            guard let delete = row.buttons.first(where: { $0.action.id == "delete" }),
                let archive = row.buttons.first(where: { $0.action.id == "archive" })
            else { return XCTFail("no buttons") }
            let before = gtk_widget_get_width(delete.widget)
            Self.activate(delete, clock)
            XCTAssertEqual(heard.questions, [.asking("delete")])
            XCTAssertEqual(String(cString: gtk_label_get_text(delete.label.opaque)), "Delete?")
            XCTAssertEqual(gtk_widget_get_width(delete.widget), before + 80, "the asking button takes Archive's 80 points too")
            XCTAssertEqual(gtk_widget_get_child_visible(archive.widget), 0, "Archive gives it the room")
            XCTAssertFalse(heard.events.contains(.action("delete")))
            Self.activate(delete, clock)
            XCTAssertTrue(heard.events.contains(.action("delete")), "the second click ran it: \(heard.events)")
            XCTAssertFalse(row.isOpen)
            gtk_window_destroy(window.cast())
        }
    }
}
