import BlockCatalog
import CGtk
@testable import SwipeBlocksUI
import SwipeEngine
import XCTest

/// Every icon the window names exists in the icon theme (a missing one draws GTK's "image missing").
final class IconTests: UITestCase {
    func testEveryIconOfTheCatalogueAndTheDemosIsInTheTheme() throws {
        try MainActor.assumeIsolated {
            let theme = try XCTUnwrap(gtk_icon_theme_get_for_display(gdk_display_get_default()))
            var names: Set<String> = ["emblem-default-symbolic", "object-select-symbolic", "edit-find-symbolic"]
            let ids = Catalog.load().blocks.map(\.id)
            XCTAssertGreaterThanOrEqual(ids.count, 5, "the built-in blocks")
            for id in ids {
                let page = try Self.page(id)
                names.insert(LiveDemo.emptyIcon(page.demo))
                names.formUnion(page.demo.rows.compactMap(\.icon))
                if let c = page.configuration.options(ActionRowConfiguration.self) { names.formUnion(c.actions.map(\.icon)) }
                if let c = page.configuration.options(CardListConfiguration.self) { names.formUnion((c.leading + c.trailing).map(\.icon)) }
                names.remove("")  // an action without an icon is a text button
            }
            for name in names.sorted() {
                XCTAssertNotEqual(gtk_icon_theme_has_icon(theme, name), 0, "\(name) is not in the icon theme")
            }
        }
    }
}
