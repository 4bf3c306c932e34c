import Localization
import XCTest

@testable import SwipeBlocksUI

/// The Keyboard Shortcuts window's GtkBuilder file under the pseudo-locale: each translatable
/// text is changed as `tr` changes the window's other words, entities and all, and nothing else.
final class ShortcutsWindowTests: XCTestCase {
    func testPseudoTranslationChangesOnlyTheTranslatableTexts() {
        let xml = """
            <property name="accelerator">&lt;Control&gt;f</property>
            <property name="title" translatable="yes">Run the row's action (complete &amp; archive)</property>
            <property name="title" translatable="yes">Quit</property>
            """
        let out = ShortcutsWindow.pseudoTranslated(xml)
        let action = Localization.pseudo("Run the row's action (complete & archive)")
            .replacingEvery("&", with: "&amp;").replacingEvery("'", with: "&apos;")
        XCTAssertEqual(
            out,
            """
            <property name="accelerator">&lt;Control&gt;f</property>
            <property name="title">\(action)</property>
            <property name="title">\(Localization.pseudo("Quit"))</property>
            """)
    }

    func testTheEmbeddedFileHasEveryShortcutGroupTranslatable() throws {
        let xml = try XCTUnwrap(SwipeBlocksUI.EmbeddedResources.files["shortcuts.ui"])
        XCTAssertTrue(xml.contains(#"translatable="yes""#))
        XCTAssertFalse(ShortcutsWindow.pseudoTranslated(xml).contains(#"translatable="yes""#))
        for title in ["General", "Live demo", "Open row", "Search blocks"] {
            XCTAssertTrue(xml.contains(">\(title)</property>"), "\(title) is missing from shortcuts.ui")
        }
    }
}
