import CGtk
import Foundation
@testable import GtkBridge
import XCTest

/// A scrolled window that is gone no longer listens to "Always Show Scroll Bars" (GTK 4.8 left
/// its handler behind, and a change of the setting then crashed the app). The setting itself is
/// not changed here: a freed scrolled window of another test in this process could still crash.
final class OverlayScrollingSettingTests: GtkTestCase {
    func testAGuardedScrolledWindowStopsListeningWhenItGoes() {
        MainActor.assumeIsolated {
            let guarded = Self.shown { OverlayScrollingSetting.guardScrolledWindow($0) }
            XCTAssertFalse(OverlayScrollingSetting.isWatchingTheSetting(guarded), "gone, it still listens")
            if gtk_get_major_version() == 4, gtk_get_minor_version() == 8 {
                // What this works around: GTK 4.8's own unrealize leaves the handler.
                let bare = Self.shown { _ in }
                XCTAssertTrue(OverlayScrollingSetting.isWatchingTheSetting(bare), "GTK 4.8 removed the handler itself")
            }
        }
    }

    func testOnceEveryScrolledWindowIsGuardedOneGoesQuietly() {
        MainActor.assumeIsolated {
            OverlayScrollingSetting.guardEveryScrolledWindow()
            OverlayScrollingSetting.guardEveryScrolledWindow()  // once a process, however often asked
            let gone = Self.shown { _ in }
            XCTAssertFalse(OverlayScrollingSetting.isWatchingTheSetting(gone), "gone, it still listens")
        }
    }

    /// A scrolled window (`prepare`d first) shown in a window, checked to listen to the setting
    /// while realized, then destroyed with its window; its address, only to compare.
    @MainActor
    private static func shown(_ prepare: (UnsafeMutablePointer<GtkWidget>) -> Void) -> UnsafeMutableRawPointer {
        let window = gtk_window_new()!
        let scroller = gtk_scrolled_window_new()!
        prepare(scroller)
        gtk_scrolled_window_set_child(scroller.opaque, gtk_label_new("text"))
        gtk_window_set_child(window.cast(), scroller)
        gtk_window_present(window.cast())
        for _ in 0..<20 { MainLoop.drain(); usleep(5000) }
        XCTAssertNotEqual(gtk_widget_get_realized(scroller), 0)
        XCTAssertTrue(OverlayScrollingSetting.isWatchingTheSetting(scroller), "realized, it listens to the setting")
        gtk_window_destroy(window.cast())
        for _ in 0..<5 { MainLoop.drain(); usleep(5000) }
        return UnsafeMutableRawPointer(scroller)
    }
}
