import BlockCatalog
import CGtk
import GtkBridge
@testable import SwipeBlocksUI
import SwipeEngine
import XCTest

/// The parameter panel is made from the kinds' schemas: it offers exactly each kind's panel
/// options, in order, and a control sets its option and nothing else.
final class ParameterPanelTests: UITestCase {
    func testThePanelOfEveryKindShowsExactlyItsSchemasPanelOptionsInOrder() {
        MainActor.assumeIsolated {
            for kind in SwipeKinds.all {
                let configuration = BlockConfiguration(kind.schema.defaults)
                let panel = ParameterPanel.make(configuration, defaults: configuration, onChange: { _ in }, onReset: {})
                g_object_ref_sink(panel.raw)
                XCTAssertEqual(Self.apiNames(in: panel), kind.schema.panelOptions.map(\.key), kind.name)
                g_object_unref(panel.raw)
            }
        }
    }

    func testASpinButtonSetsItsOption() throws {
        try MainActor.assumeIsolated {
            let page = try Self.page("completion-swipe-row")
            var reported: BlockConfiguration?
            let panel = ParameterPanel.make(
                page.configuration, defaults: page.configuration, onChange: { reported = $0 }, onReset: {})
            g_object_ref_sink(panel.raw)
            let spin = try XCTUnwrap(Self.widgets(in: panel) { $0.isA(gtk_spin_button_get_type()) }.first)
            gtk_spin_button_set_value(spin.opaque, 21)
            var expected = try XCTUnwrap(page.configuration.options(CompletionRowConfiguration.self))
            expected.cornerRadius = 21
            XCTAssertEqual(reported, BlockConfiguration(expected))
            g_object_unref(panel.raw)
        }
    }

    /// Each block of the catalogue finds its own value among its drop-downs' choices (none shows
    /// the first choice for want of its own).
    func testEveryBlocksDropDownsShowItsOwnValues() throws {
        let catalog = Catalog.load()
        XCTAssertFalse(catalog.blocks.isEmpty)
        for block in catalog.blocks {
            for row in PanelRow.rows(for: block.configuration) {
                guard case let .choices(choices, selected) = row.control else { continue }
                XCTAssertEqual(choices[selected].value, row.option.value(in: block.configuration.options), "\(block.id): \(row.key)")
            }
        }
    }

    /// Regression guard for a dropped coupling: "Button Shape: Cards" rounds the buttons and
    /// leaves the row's corner radius to its own control (which shows it).
    func testAChoiceSetsItsOptionAndNothingElse() throws {
        let dismiss = BlockConfiguration(DismissRowConfiguration())
        let directions = try XCTUnwrap(PanelRow.rows(for: dismiss).first { $0.key == "swipeDirections" })
        guard case let .choices(choices, selected) = directions.control else { return XCTFail("\(directions.control)") }
        XCTAssertEqual(choices.map(\.words), ["Start and End", "End Only", "Start Only"])
        XCTAssertEqual(selected, 0)
        XCTAssertEqual(directions.setting(choices[1].value, in: dismiss).options(DismissRowConfiguration.self)?.swipeDirections, [.end])

        let cards = BlockConfiguration(CardListConfiguration())
        let shape = try XCTUnwrap(PanelRow.rows(for: cards).first { $0.key == "buttonShape" })
        guard case let .choices(shapes, _) = shape.control else { return XCTFail("\(shape.control)") }
        var expected = CardListConfiguration()
        expected.buttonShape = .rounded(cornerRadius: 16, spacing: 8)
        XCTAssertEqual(shape.setting(shapes[1].value, in: cards), BlockConfiguration(expected), "only the shape changes")
    }

    /// The API names under the panel's rows (each row's subtitle), in order.
    @MainActor
    static func apiNames(in panel: UnsafeMutablePointer<GtkWidget>) -> [String] {
        widgets(in: panel) { $0.isA(gtk_label_get_type()) && gtk_widget_has_css_class($0, "subtitle") != 0 }
            .map { String(cString: gtk_label_get_text($0.opaque)) }
    }
}
