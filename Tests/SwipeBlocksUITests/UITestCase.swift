import BlockCatalog
import CGtk
import Foundation
import GtkBridge
@testable import SwipeBlocksUI
import SwipeEngine
import SwipeWidgets
@testable import swipeblocks
import XCTest

/// GTK widget tests: on the main thread, with a display (skipped with a reason without one;
/// `make test` always provides one and treats a skip as a failure).
class UITestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard MainActor.assumeIsolated({ GtkStartup.initialize() }) else {
            throw XCTSkip("no display: run under Xvfb (make test starts one)")
        }
    }

    /// The built-in catalogue's block `id` as the window shows it (the executable's own mapping).
    @MainActor
    static func page(_ id: String) throws -> BlockPage {
        try XCTUnwrap(CatalogSource(Catalog.load()).page(id))
    }

    /// A live demo of block `id`, its events kept to itself, shown in a window with the app's stylesheet.
    @MainActor
    static func presentDemo(
        _ id: String, direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false,
        rows: Int? = nil, clock: SwipeClock? = nil
    ) throws -> (demo: LiveDemo, window: UnsafeMutablePointer<GtkWidget>) {
        Stylesheet.install()
        let demo = LiveDemo(
            page: try page(id), direction: direction, reduceMotion: reduceMotion, rows: rows,
            events: EventSink(enabled: false), clock: clock)
        return (demo, present(demo.root))
    }

    /// A window showing `widget` at a fixed size.
    @MainActor
    static func present(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32 = 600, height: Int32 = 700) -> UnsafeMutablePointer<
        GtkWidget
    > {
        let window = gtk_window_new()!
        gtk_window_set_default_size(window.cast(), width, height)
        gtk_window_set_child(window.cast(), widget)
        gtk_window_present(window.cast())
        spin(0.3)
        return window
    }

    /// Every widget under `root` (itself included) that `matches`, in tree order.
    @MainActor
    static func widgets(
        in root: UnsafeMutablePointer<GtkWidget>,
        where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool
    ) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var stack = [root]
        while let widget = stack.popLast() {
            if matches(widget) { found.append(widget) }
            var child = gtk_widget_get_last_child(widget)
            while let c = child { stack.append(c); child = gtk_widget_get_prev_sibling(c) }
        }
        return found
    }

    /// Runs the GTK main loop for `seconds` (frames, idles and timeouts run).
    @MainActor
    static func spin(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            MainLoop.drain()
            usleep(2000)
        }
    }

    /// Runs the main loop until `condition` holds or `timeout` passes.
    @MainActor
    static func spin(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline {
            MainLoop.drain()
            usleep(2000)
        }
        return condition()
    }
}

/// A clock that moves only when a test moves it: animations end when the test says, not after
/// waiting for them.
@MainActor
final class ManualClock {
    var time = 0.0
    var clock: SwipeClock { SwipeClock { [unowned self] in self.time } }
}
