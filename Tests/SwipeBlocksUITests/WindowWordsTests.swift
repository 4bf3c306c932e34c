import CGtk
import GtkBridge
@testable import SwipeBlocksUI
import XCTest

/// The words the window shows for API names and announces after actions (pure rules, no display).
final class WindowWordsTests: XCTestCase {
    func testAPINamesReadAsWordsWithHeaderCapitalization() {
        XCTAssertEqual(IdentifierWords.title("cornerRadius"), "Corner Radius")
        XCTAssertEqual(IdentifierWords.title("titleAndIcon"), "Title and Icon")
        XCTAssertEqual(IdentifierWords.title("fullSwipeThreshold"), "Full Swipe Threshold")
        XCTAssertEqual(IdentifierWords.title("tint"), "Tint")
        XCTAssertEqual(IdentifierWords.title("iconOnly"), "Icon Only")
        XCTAssertEqual(IdentifierWords.title("full-swipe-card"), "Full Swipe Card")
        XCTAssertEqual(IdentifierWords.title("andThen"), "And Then", "the first word is capitalized whatever it is")
    }

    func testAnActionThatKeepsTheRowIsAnnouncedInWords() {
        XCTAssertEqual(ActionAnnouncement.text(actionID: "unread", title: "Unread"), "Marked as unread")
        XCTAssertEqual(ActionAnnouncement.text(actionID: "flag", title: "Flag"), "Flagged")
        XCTAssertEqual(ActionAnnouncement.text(actionID: "star", title: "Star"), "Star: done")
    }

    func testAToastNamesTheRowAndWhatWasDoneToIt() {
        XCTAssertEqual(ActionAnnouncement.toast(row: "Weekly report", actionID: "archive", title: "Archive"), "‘Weekly report’ archived")
        XCTAssertEqual(ActionAnnouncement.toast(row: "Lunch?", actionID: "unread", title: "Unread"), "‘Lunch?’ marked as unread")
        XCTAssertEqual(ActionAnnouncement.toast(row: "Lunch?", actionID: "star", title: "Star"), "‘Lunch?’ Star: done",
                       "an action the window has no words for keeps its own title")
    }

    func testAnActionThatKeepsTheRowLeavesItsMarkAndTheOppositeActionTakesItAway() {
        XCTAssertEqual(DemoMark.after("unread", on: []), [.unread])
        XCTAssertEqual(DemoMark.after("read", on: [.unread, .flagged]), [.flagged])
        XCTAssertEqual(DemoMark.after("flag", on: [.unread]), [.unread, .flagged])
        XCTAssertEqual(DemoMark.after("flag", on: [.flagged]), [], "Flag on a flagged row takes the flag off")
        XCTAssertEqual(DemoMark.after("text", on: [.unread]), [.unread], "an action with no mark leaves the marks")
    }
}
