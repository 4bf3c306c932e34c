import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// A row at rest makes nothing it does not show: its buttons come the first time the engine
/// shows one, the completion row's tint and checkmark the first time it moves.
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
}
