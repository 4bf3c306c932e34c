import CGtk
import GtkBridge
@testable import SwipeBlocksUI
import XCTest

/// The usage text under a block's reference, as its language changes.
final class UsageTextTests: UITestCase {
    /// GTK 4.8 runs a whole frame at a higher priority than a text view's first validation of new
    /// text, so text set just before a frame was validated while the frame drew it; its new width
    /// then moved the sideways scrollbar after layout, and GTK drew that scrollbar unallocated
    /// ("Trying to snapshot GtkGizmo … without a current allocation"). The scrollbar is drawn
    /// always with GNOME's "Always Show Scroll Bars" (overlay scrolling off), and otherwise while
    /// the pointer moves over the text. Here the language changes in a frame's update phase,
    /// before its layout, and the text is drawn in that frame: the worst case of that race.
    func testTextSetJustBeforeAFrameIsLaidOutBeforeItIsDrawn() throws {
        try MainActor.assumeIsolated {
            let pane = ReferencePane()
            pane.show(try Self.page("swipe-action-row"))
            // As "Always Show Scroll Bars" does (GTK's setting is not changed: GTK 4.8's scrolled
            // windows never disconnect from it, and a change after one is freed crashes).
            let text = try XCTUnwrap(Self.widgets(in: pane.root) { $0.isA(gtk_text_view_get_type()) }.first)
            let scroller = try XCTUnwrap(gtk_widget_get_parent(text))
            gtk_scrolled_window_set_overlay_scrolling(scroller.opaque, .no)
            // As wide as some snippets, narrower than others: the sideways scrollbar comes and goes.
            // In a page that scrolls, as the window's.
            let page = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_child(page.opaque, pane.root)
            let window = Self.present(page, width: 1000, height: 700)
            defer { gtk_window_destroy(window.cast()) }
            let sideways = gtk_scrollable_get_hadjustment(text.opaque)
            let languages = UsageSnippets.Language.allCases
            var scrolls: [UsageSnippets.Language: Bool] = [:]
            let printed = GtkMessages.printed {
                for language in languages + languages.reversed() {
                    var changed = false
                    FrameClock.addTick(window) { _ in
                        pane.showUsage(in: language)
                        gtk_widget_queue_draw(text)  // drawn in this frame, as under the closing drop-down
                        changed = true
                        return false
                    }
                    XCTAssertTrue(Self.spin(until: { changed }), "no frame came")
                    Self.spin(0.1)
                    scrolls[language] = gtk_adjustment_get_upper(sideways) > gtk_adjustment_get_page_size(sideways)
                }
            }
            XCTAssertEqual(Set(scrolls.values), [true, false], "some snippets should scroll sideways, some not: \(scrolls)")
            XCTAssertEqual(printed.filter { $0.contains("without a current allocation") }, [])
        }
    }
}
