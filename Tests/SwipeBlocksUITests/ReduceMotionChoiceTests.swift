@testable import SwipeBlocksUI
import XCTest

/// Reduce Motion follows the desktop's Animations switch until someone chooses.
final class ReduceMotionChoiceTests: XCTestCase {
    func testItStartsAsTheDesktopOrTheCommandLineSays() {
        XCTAssertTrue(ReduceMotionChoice(commandLine: nil, desktopAnimations: false).reduced)
        XCTAssertFalse(ReduceMotionChoice(commandLine: nil, desktopAnimations: true).reduced)
        XCTAssertFalse(ReduceMotionChoice(commandLine: false, desktopAnimations: false).reduced, "chosen off")
        XCTAssertTrue(ReduceMotionChoice(commandLine: true, desktopAnimations: true).reduced, "--reduce-motion")
    }

    func testItFollowsTheDesktopWhileNobodyChose() {
        var choice = ReduceMotionChoice(commandLine: nil, desktopAnimations: true)
        XCTAssertTrue(choice.desktopAnimationsChanged(false))
        XCTAssertTrue(choice.reduced)
        XCTAssertFalse(choice.desktopAnimationsChanged(false), "told again, nothing changes")
        XCTAssertTrue(choice.desktopAnimationsChanged(true))
        XCTAssertFalse(choice.reduced)
    }

    func testThePersonsChoiceStandsAgainstTheDesktop() {
        var choice = ReduceMotionChoice(commandLine: nil, desktopAnimations: true)
        choice.choose(true)
        XCTAssertFalse(choice.desktopAnimationsChanged(true))
        XCTAssertFalse(choice.desktopAnimationsChanged(false))
        XCTAssertTrue(choice.reduced)
        choice.choose(false)
        XCTAssertFalse(choice.desktopAnimationsChanged(false))
        XCTAssertFalse(choice.reduced)
    }

    func testTheCommandLinesChoiceStandsToo() {
        var choice = ReduceMotionChoice(commandLine: false, desktopAnimations: true)
        XCTAssertFalse(choice.desktopAnimationsChanged(false))
        XCTAssertFalse(choice.reduced)
    }
}
