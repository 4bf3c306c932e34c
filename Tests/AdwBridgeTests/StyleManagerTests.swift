import AdwBridge
import CAdw
import GtkBridge
import XCTest

final class StyleManagerTests: AdwTestCase {
    func testEachColorSchemeIsLibadwaitasAndForcingOneDrawsTheAppSo() {
        MainActor.assumeIsolated {
            let manager = Adw.StyleManager.default
            defer { manager.colorScheme = .default }
            manager.colorScheme = .forceDark
            XCTAssertEqual(adw_style_manager_get_color_scheme(adw_style_manager_get_default()), ADW_COLOR_SCHEME_FORCE_DARK)
            XCTAssertEqual(manager.colorScheme, .forceDark)
            XCTAssertTrue(manager.isDark)
            manager.colorScheme = .forceLight
            XCTAssertEqual(adw_style_manager_get_color_scheme(adw_style_manager_get_default()), ADW_COLOR_SCHEME_FORCE_LIGHT)
            XCTAssertFalse(manager.isDark)
            manager.colorScheme = .default
            XCTAssertEqual(adw_style_manager_get_color_scheme(adw_style_manager_get_default()), ADW_COLOR_SCHEME_DEFAULT)
        }
    }

    func testASchemeTheAppDoesNotNameReadsAsNone() {
        MainActor.assumeIsolated {
            defer { adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_DEFAULT) }
            adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_PREFER_DARK)
            XCTAssertNil(Adw.StyleManager.default.colorScheme)
        }
    }
}
