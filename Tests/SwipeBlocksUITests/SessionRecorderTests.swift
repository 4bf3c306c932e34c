@testable import SwipeBlocksUI
import XCTest

/// Where `--record FILE` writes each visit of a block's demo.
final class SessionRecorderTests: XCTestCase {
    func testTheFirstVisitIsTheFileAndLaterOnesCarryTheirBlock() {
        XCTAssertEqual(SessionRecorder.path("out/session.json", block: "swipe-action-row", visit: 1, first: true), "out/session.json")
        XCTAssertEqual(
            SessionRecorder.path("out/session.json", block: "swipe-action-row", visit: 1, first: false),
            "out/session-swipe-action-row.json")
        XCTAssertEqual(SessionRecorder.path("session.json", block: "a", visit: 3, first: false), "session-a-3.json")
        // No extension, a dot in a folder's name, a hidden file: the suffix goes at the end of the name.
        XCTAssertEqual(SessionRecorder.path("rec", block: "a", visit: 1, first: false), "rec-a")
        XCTAssertEqual(SessionRecorder.path("a.b/rec", block: "a", visit: 1, first: false), "a.b/rec-a")
        XCTAssertEqual(SessionRecorder.path("/tmp/.rec", block: "a", visit: 1, first: false), "/tmp/.rec-a")
    }
}
