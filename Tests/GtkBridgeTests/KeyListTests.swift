import CGtk
import GtkBridge
import XCTest

/// `ListModels.strings`: a list model of string keys whose items are made as they are asked for.
final class KeyListTests: GtkTestCase {
    @MainActor private static func key(_ model: OpaquePointer, _ position: Int) -> (item: UnsafeMutableRawPointer?, key: String?) {
        guard let item = g_list_model_get_item(model, guint(position)) else { return (nil, nil) }
        return (item, ListModels.string(of: OpaquePointer(item)))
    }

    func testTheModelListsItsKeysAsStringObjects() {
        MainActor.assumeIsolated {
            let model = ListModels.strings(["a", "b", "c"])
            defer { g_object_unref(model.raw) }
            XCTAssertEqual(ListModels.count(model), 3)
            XCTAssertEqual(g_list_model_get_item_type(model), gtk_string_object_get_type())
            for (position, expected) in ["a", "b", "c"].enumerated() {
                let (item, key) = Self.key(model, position)
                XCTAssertEqual(key, expected)
                g_object_unref(item)
            }
            XCTAssertNil(g_list_model_get_item(model, 3), "no item past the end")
        }
    }

    func testAnItemSomeoneHoldsIsTheOneGivenAgainAndAFreedOneIsMadeAgain() {
        MainActor.assumeIsolated {
            let model = ListModels.strings(["a", "b"])
            defer { g_object_unref(model.raw) }
            let first = g_list_model_get_item(model, 1)
            let again = g_list_model_get_item(model, 1)
            XCTAssertEqual(first, again, "asked twice while held: the same item")
            g_object_unref(again)
            // Watch the item go once its last holder lets it go.
            let gone = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { gone.deallocate() }
            gone.pointee = first
            g_object_add_weak_pointer(first?.assumingMemoryBound(to: GObject.self), gone)
            g_object_unref(first)
            XCTAssertNil(gone.pointee, "the model keeps no item nobody holds")
            let (remade, key) = Self.key(model, 1)
            XCTAssertEqual(key, "b")
            g_object_unref(remade)
        }
    }

    func testASpliceReplacesKeysAndSaysWhereAndHowMany() {
        MainActor.assumeIsolated {
            let model = ListModels.strings(["a", "b", "c", "d"])
            defer { g_object_unref(model.raw) }
            var changes: [[Int]] = []
            Signal.connectItemsChanged(model) { position, removed, added in changes.append([position, removed, added]) }
            ListModels.splice(model, at: 1, removing: 2, inserting: ["x", "y", "z"])
            XCTAssertEqual(changes, [[1, 2, 3]])
            let keys = (0..<ListModels.count(model)).map { position -> String? in
                let (item, key) = Self.key(model, position)
                g_object_unref(item)
                return key
            }
            XCTAssertEqual(keys, ["a", "x", "y", "z", "d"])
        }
    }

    func testAnItemMayOutliveItsModel() {
        MainActor.assumeIsolated {
            let model = ListModels.strings(["a"])
            let item = g_list_model_get_item(model, 0)
            g_object_unref(model.raw)
            XCTAssertEqual(String(cString: gtk_string_object_get_string(OpaquePointer(item))), "a")
            g_object_unref(item)  // tells no model (it is gone) that it went
        }
    }
}
