@testable import GtkBridge
import XCTest

/// What GTK is told before it starts: GL stays off only when the cairo renderer is asked for.
final class GtkStartupTests: XCTestCase {
    private func changes(_ renderer: String?, debug: String? = nil, disable: String? = nil) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: GtkStartup.environmentChanges(renderer: renderer, gdkDebug: debug, gdkDisable: disable)
                .map { ($0.name, $0.value) })
    }

    func testOtherRenderersKeepGL() {
        for renderer in [nil, "", "gl", "ngl", "vulkan", "cairo2", "help"] {
            XCTAssertEqual(changes(renderer), [:], "\(renderer ?? "unset")")
        }
    }

    func testCairoDisablesGLInBothSpellings() {
        XCTAssertEqual(changes("cairo"), ["GDK_DEBUG": "gl-disable", "GDK_DISABLE": "gl"])
        XCTAssertEqual(changes("Cairo"), ["GDK_DEBUG": "gl-disable", "GDK_DISABLE": "gl"])
    }

    func testFlagsAlreadySetAreKept() {
        XCTAssertEqual(
            changes("cairo", debug: "events", disable: "vulkan"),
            ["GDK_DEBUG": "events,gl-disable", "GDK_DISABLE": "vulkan,gl"])
        XCTAssertEqual(
            changes("cairo", debug: "events:gl-disable", disable: "gl"),
            ["GDK_DEBUG": "events:gl-disable", "GDK_DISABLE": "gl"])
        XCTAssertEqual(changes("cairo", debug: "  ", disable: ""), ["GDK_DEBUG": "gl-disable", "GDK_DISABLE": "gl"])
    }

    func testNoFlagIsMistakenForAPrefix() {
        XCTAssertEqual(GtkStartup.adding("gl", to: "gl-gles"), "gl-gles,gl")
    }
}
