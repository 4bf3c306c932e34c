import AdwBridge
import CAdw
import GtkBridge
import XCTest

final class LeafletTests: AdwTestCase {
    func testALeafletShowsTheChildAskedForAndPassesOverOneThatIsNotNavigatable() {
        MainActor.assumeIsolated {
            let leaflet = Adw.Leaflet(foldThresholdPolicy: .natural, canNavigateBack: true)
            g_object_ref_sink(leaflet.raw)
            let list = gtk_label_new("list")!
            let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
            let page = gtk_label_new("page")!
            leaflet.append(list)
            leaflet.append(separator, navigatable: false)
            leaflet.append(page)
            XCTAssertEqual(leaflet.visibleChild, list, "the first child shows first")
            leaflet.visibleChild = page
            XCTAssertEqual(leaflet.visibleChild, page)
            XCTAssertEqual(adw_leaflet_page_get_navigatable(adw_leaflet_get_page(leaflet.opaque, list)), 1)
            XCTAssertEqual(adw_leaflet_page_get_navigatable(adw_leaflet_get_page(leaflet.opaque, separator)), 0)
            XCTAssertEqual(adw_leaflet_get_adjacent_child(leaflet.opaque, ADW_NAVIGATION_DIRECTION_BACK), list, "Back skips the separator")
            XCTAssertFalse(leaflet.isFolded, "not folded before it is ever measured")
            g_object_unref(leaflet.raw)
        }
    }

    func testALeafletFoldsByTheNaturalWidthsAndGoesBackOnlyWhenAskedTo() {
        MainActor.assumeIsolated {
            let asked = Adw.Leaflet(foldThresholdPolicy: .natural, canNavigateBack: true)
            let plain = Adw.Leaflet()
            g_object_ref_sink(asked.raw)
            g_object_ref_sink(plain.raw)
            XCTAssertEqual(adw_leaflet_get_fold_threshold_policy(asked.opaque), ADW_FOLD_THRESHOLD_POLICY_NATURAL)
            XCTAssertEqual(adw_leaflet_get_can_navigate_back(asked.opaque), 1)
            XCTAssertEqual(adw_leaflet_get_fold_threshold_policy(plain.opaque), ADW_FOLD_THRESHOLD_POLICY_MINIMUM, "libadwaita's default")
            XCTAssertEqual(adw_leaflet_get_can_navigate_back(plain.opaque), 0)
            g_object_unref(asked.raw)
            g_object_unref(plain.raw)
        }
    }
}
