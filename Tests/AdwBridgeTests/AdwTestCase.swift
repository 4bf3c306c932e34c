import AdwBridge
import CGtk
import GtkBridge
import XCTest

/// libadwaita tests run on the main thread with a display, libadwaita initialised; without a
/// display they skip with a clear reason (`make test` always provides one).
class AdwTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard MainActor.assumeIsolated({ GtkStartup.initialize() }) else {
            throw XCTSkip("no display: run under Xvfb (make test starts one)")
        }
        MainActor.assumeIsolated { Adw.initialize() }
    }

    /// True once the GObject at `object` is finalized (a weak pointer GLib clears).
    final class Finalized {
        private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

        init(_ object: some GObjectRef) {
            slot.initialize(to: object.raw)
            g_object_add_weak_pointer(object.object, slot)
        }

        var yes: Bool { slot.pointee == nil }

        deinit {
            if let object = slot.pointee { g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot) }
            slot.deallocate()
        }
    }
}
