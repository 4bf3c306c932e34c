import CGtk
import GtkBridge
import XCTest

final class ActionTests: GtkTestCase {
    func testWidgetActionRunsByItsPrefixedName() {
        MainActor.assumeIsolated {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(box.raw)
            var ran: [String] = []
            let group = Actions.group()
            Actions.add(group, "archive") { ran.append("archive") }
            Actions.add(group, "delete") { ran.append("delete") }
            Actions.insert(group, into: box, as: "row")
            XCTAssertTrue(Actions.activate(box, "row.delete"))
            XCTAssertFalse(Actions.activate(box, "row.missing"))
            XCTAssertEqual(ran, ["delete"])
            g_object_unref(box.raw)
        }
    }

    func testToggleActionReportsItsNewState() {
        MainActor.assumeIsolated {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(box.raw)
            var states: [Bool] = []
            let group = Actions.group()
            Actions.addToggle(group, "rtl", initial: false) { states.append($0) }
            Actions.insert(group, into: box, as: "demo")
            gtk_widget_activate_action_variant(box, "demo.rtl", nil)
            gtk_widget_activate_action_variant(box, "demo.rtl", nil)
            XCTAssertEqual(states, [true, false])
            g_object_unref(box.raw)
        }
    }
}
