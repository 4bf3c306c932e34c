import AdwBridge
import CAdw
import GtkBridge
import XCTest

final class RowTests: AdwTestCase {
    func testAComboRowShowsItsTitleSubtitleAndChoiceAndANegativeChoiceIsTheFirst() {
        MainActor.assumeIsolated {
            let model = ListModels.strings(["Red", "Green", "Blue"])
            let row = Adw.ComboRow(title: "Tint", subtitle: "tint", model: model, selected: 1)
            g_object_ref_sink(row.raw)
            g_object_unref(UnsafeMutableRawPointer(model))
            XCTAssertEqual(row.title, "Tint")
            XCTAssertEqual(row.subtitle, "tint")
            XCTAssertEqual(row.selected, 1)
            XCTAssertEqual(ListModels.count(adw_combo_row_get_model(row.cast())), 3, "the row holds the model")
            row.selected = -1
            XCTAssertEqual(row.selected, 0)
            g_object_unref(row.raw)
        }
    }

    func testAGroupHoldsItsRowsAndTheWidgetAtItsTitlesEnd() {
        MainActor.assumeIsolated {
            let group = Adw.PreferencesGroup(title: "Parameters")
            g_object_ref_sink(group.raw)
            let row = Adw.ActionRow(title: "Corner Radius", subtitle: "cornerRadius")
            let spin = gtk_spin_button_new_with_range(0, 10, 1)!
            row.addSuffix(spin)
            group.add(row)
            let reset = gtk_button_new_with_label("Reset to Defaults")!
            group.headerSuffix = reset
            XCTAssertEqual(group.headerSuffix, reset)
            XCTAssertEqual(String(cString: adw_preferences_group_get_title(group.cast())), "Parameters")
            XCTAssertEqual(gtk_widget_is_ancestor(row.widget, group.widget), 1)
            XCTAssertEqual(gtk_widget_is_ancestor(spin, row.widget), 1)
            XCTAssertEqual(row.title, "Corner Radius")
            XCTAssertEqual(row.subtitle, "cornerRadius")
            g_object_unref(group.raw)
        }
    }
}
