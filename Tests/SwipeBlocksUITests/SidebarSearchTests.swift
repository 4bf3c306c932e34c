import BlockCatalog
import CGtk
import GtkBridge
@testable import SwipeBlocksUI
@testable import swipeblocks
import Synchronization
import XCTest

/// The block list's search, over the built-in catalogue with every search it is asked for recorded.
final class SidebarSearchTests: UITestCase {
    func testOpeningTheSearchFoldsTheCataloguesWordsBeforeAnythingIsTyped() {
        MainActor.assumeIsolated {
            let asked = Mutex<[String]>([])
            let catalogue = CatalogSource(Catalog.load())
            var source = catalogue
            source.search = { query in
                asked.withLock { $0.append(query) }
                return catalogue.search(query)
            }
            let sidebar = Sidebar(source: source)
            let window = Self.present(sidebar.root)
            defer { gtk_window_destroy(window.cast()) }
            XCTAssertEqual(asked.withLock { $0 }, [], "the list of every block is not a search")

            // The bar opens: the catalogue is searched once, with nothing, on the search's thread
            // (what folds its words), before a key is typed.
            sidebar.setSearching(true)
            XCTAssertTrue(Self.spin(until: { !asked.withLock(\.isEmpty) }), "no search as the bar opened")
            XCTAssertEqual(asked.withLock { $0 }, [""])
            XCTAssertEqual(
                String(cString: gtk_label_get_text(sidebar.status.opaque)), "\(Catalog.load().blocks.count) blocks",
                "the list still lists every block")

            // What is typed next is searched and listed as before (one block: `swipeblocks search dismiss`).
            gtk_editable_set_text(sidebar.searchEntry.opaque, "dismiss")
            XCTAssertTrue(
                Self.spin(until: { String(cString: gtk_label_get_text(sidebar.status.opaque)) == "1 result" }),
                "the list says \(String(cString: gtk_label_get_text(sidebar.status.opaque)))")
            XCTAssertEqual(asked.withLock { $0 }, ["", "dismiss"])
        }
    }
}
