import CGtk
import GtkBridge
import XCTest

final class ActionListTests: GtkTestCase {
    func testAListsActionsRunByNameAndReadAsPlainEnabledActions() {
        MainActor.assumeIsolated {
            var ran: [String] = []
            let group = ActionList.group(["archive", "menu"]) { ran.append($0) }
            let list = g_action_group_list_actions(group)!
            var names: [String] = []
            var i = 0
            while let name = list[i] {
                names.append(String(cString: name))
                i += 1
            }
            g_strfreev(list)
            XCTAssertEqual(names, ["archive", "menu"])
            XCTAssertEqual(g_action_group_has_action(group, "menu"), 1)
            XCTAssertEqual(g_action_group_has_action(group, "flag"), 0)
            XCTAssertEqual(g_action_group_get_action_enabled(group, "archive"), 1)
            XCTAssertNil(g_action_group_get_action_parameter_type(group, "archive"), "no parameter: AT-SPI lists it")
            XCTAssertNil(g_action_group_get_action_state(group, "archive"), "stateless")

            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(box.raw)
            Actions.insert(group, into: box, as: "row")
            XCTAssertTrue(Actions.activate(box, "row.menu"))
            XCTAssertFalse(Actions.activate(box, "row.flag"))
            XCTAssertEqual(ran, ["menu"])
            g_object_unref(box.raw)
        }
    }
}
