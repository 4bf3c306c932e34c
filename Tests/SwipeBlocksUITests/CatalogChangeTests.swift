@testable import SwipeBlocksUI
import XCTest

/// Hot reload (issue 19): which block a change in a watched folder concerns; an editor's own
/// files concern none, so they never reload the window.
final class CatalogChangeTests: XCTestCase {
    func testASavedManifestOrDescriptionConcernsItsBlock() {
        XCTAssertEqual(CatalogChange.blockID(ofChangeAt: "/home/ana/.local/share/swipeblocks/blocks/my-row/block.json"), "my-row")
        XCTAssertEqual(CatalogChange.blockID(ofChangeAt: "/blocks/my-row/description.md"), "my-row")
        XCTAssertEqual(CatalogChange.blockID(ofChangeAt: "/blocks/my-row/description.es.md"), "my-row")
        XCTAssertNil(CatalogChange.blockID(ofChangeAt: "/blocks/my-row/description.es.md~"))
    }

    func testABlockFolderMadeOrRemovedConcernsItsBlock() {
        XCTAssertEqual(CatalogChange.blockID(ofChangeAt: "/blocks/row-2"), "row-2")
    }

    func testAnEditorsOwnFilesConcernNoBlock() {
        for path in [
            "/blocks/my-row/.block.json.swp", "/blocks/my-row/block.json~", "/blocks/my-row/#block.json#",
            "/blocks/my-row/.goutputstream-Q1W2E3", "/blocks/my-row/notes.TXT", "/blocks/.hidden", "", "/",
        ] {
            XCTAssertNil(CatalogChange.blockID(ofChangeAt: path), path)
        }
    }
}
