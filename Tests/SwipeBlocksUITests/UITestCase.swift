import BlockCatalog
import CGtk
import Foundation
import GtkBridge
@testable import SwipeBlocksUI
import SwipeEngine
import XCTest

/// GTK widget tests: on the main thread, with a display (skipped with a reason without one;
/// `make test` always provides one and treats a skip as a failure).
class UITestCase: XCTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        guard gtk_init_check() != 0 else {
            throw XCTSkip("no display: run under Xvfb (make test starts one)")
        }
    }

    /// The built-in catalogue's block `id` as the window shows it.
    @MainActor
    static func page(_ id: String) throws -> BlockPage {
        let catalog = Catalog.load()
        let block = try XCTUnwrap(catalog.block(id: id))
        return BlockPage(
            id: block.id, title: block.title, summary: block.summary, category: block.category,
            platform: block.platform, level: block.level, origin: block.origin,
            tags: block.tags.map { (language: $0.language, tags: $0.tags) },
            parameters: block.parameters.map {
                BlockPage.Parameter(name: $0.name, type: $0.type, defaultValue: $0.displayedDefault, summary: $0.summary)
            },
            description: block.description ?? "", usage: "", apiMarkdown: "",
            configuration: block.configuration, demo: block.demoData)
    }

    /// A window showing `widget` at a fixed size.
    @MainActor
    static func present(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int32 = 600, height: Int32 = 700) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new()!
        gtk_window_set_default_size(window.cast(), width, height)
        gtk_window_set_child(window.cast(), widget)
        gtk_window_present(window.cast())
        spin(0.3)
        return window
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
