@testable import SwipeBlocksUI
import XCTest

/// Folding keeps the person's place (issue 37): the page being read stays, the list one Back away.
final class FoldPlaceTests: XCTestCase {
    func testOpenedOnABlockTheWindowFoldsOntoItsPage() {
        XCTAssertEqual(FoldPlace(openedOnBlock: true).sideWhenFolding(focusOnPage: false), .page)
        XCTAssertEqual(FoldPlace(openedOnBlock: false).sideWhenFolding(focusOnPage: false), .list, "a plain start folds onto the list")
    }

    func testABlockChosenBesideItsPageKeepsThePageWhenFolding() {
        for activated in [false, true] {
            var place = FoldPlace(openedOnBlock: false)
            place.chose(activated: activated, folded: false)
            XCTAssertEqual(place.sideWhenFolding(focusOnPage: false), .page, "activated: \(activated)")
        }
    }

    func testFoldedTheArrowsBrowseTheListAndReturnGoesToThePage() {
        var place = FoldPlace(openedOnBlock: false)
        place.chose(activated: false, folded: true)
        XCTAssertEqual(place.sideWhenFolding(focusOnPage: false), .list)
        place.chose(activated: true, folded: true)
        XCTAssertEqual(place.sideWhenFolding(focusOnPage: false), .page)
    }

    func testBackToTheListStaysOnTheListThroughWideningAndNarrowing() {
        var place = FoldPlace(openedOnBlock: true)
        place.folded(showing: .list)
        XCTAssertEqual(place.sideWhenFolding(focusOnPage: false), .list)
        place.folded(showing: .page)
        XCTAssertEqual(place.sideWhenFolding(focusOnPage: false), .page)
    }

    func testFocusOnThePageKeepsThePage() {
        var place = FoldPlace(openedOnBlock: false)
        XCTAssertEqual(place.sideWhenFolding(focusOnPage: true), .page)
        place.folded(showing: .list)
        XCTAssertEqual(place.sideWhenFolding(focusOnPage: true), .page, "Tab into the page after Back, then narrow")
    }
}
