@testable import SwipeBlocksUI
import XCTest

/// The export folder's state file: one absolute path, short, UTF-8; anything else is passed over.
final class ExportFolderTests: XCTestCase {
    func testAStateFileNamesOneAbsoluteFolder() {
        XCTAssertEqual(ExportFolder.folder(inState: Array("/home/ana/Exports\n".utf8)), "/home/ana/Exports")
        XCTAssertEqual(ExportFolder.folder(inState: Array("/srv/café".utf8)), "/srv/café", "the newline is optional")
    }

    func testAnythingElseIsPassedOver() {
        XCTAssertNil(ExportFolder.folder(inState: []))
        XCTAssertNil(ExportFolder.folder(inState: Array("relative/path\n".utf8)))
        XCTAssertNil(ExportFolder.folder(inState: Array("/a\n/b\n".utf8)), "two lines")
        XCTAssertNil(ExportFolder.folder(inState: [0x2F, 0x61, 0xFF]), "not UTF-8")
        XCTAssertNil(ExportFolder.folder(inState: Array("/a\u{0}b".utf8)))
        XCTAssertNil(ExportFolder.folder(inState: [0x2F] + Array(repeating: 0x61, count: ExportFolder.stateLimit)), "longer than a path")
    }
}
