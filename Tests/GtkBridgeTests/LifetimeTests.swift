import CGtk
import GtkBridge
import XCTest

final class LifetimeTests: GtkTestCase {
    func testKeptObjectLivesExactlyAsLongAsItsOwner() {
        MainActor.assumeIsolated {
            let owner = gtk_label_new("owner")!
            g_object_ref_sink(owner.raw)
            let kept = gtk_string_list_new(nil)!
            let watch = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { watch.deallocate() }
            watch.pointee = kept.raw
            g_object_add_weak_pointer(kept.object, watch)
            Lifetime.keep(kept, aliveWith: owner, key: "test-kept")
            g_object_unref(kept.raw)  // the creator's reference
            XCTAssertNotNil(watch.pointee, "the owner keeps the object")
            g_object_unref(owner.raw)
            XCTAssertNil(watch.pointee, "the object outlived its owner")
        }
    }
}
