import CGtk
import GtkBridge
import XCTest

/// GTK tests run on the main thread with a display; without one they skip with a clear reason
/// (`make test` always provides one, and treats a skip as a failure).
class GtkTestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard MainActor.assumeIsolated({ GtkStartup.initialize() }) else {
            throw XCTSkip("no display: run under Xvfb (make test starts one)")
        }
    }
}
