import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// Delete with undo on a `SwipeListView` over a real `GListStore`: removed items come back
/// newest first, each where it was, its row growing in from no height (at once under Reduce
/// Motion); a standalone row that collapsed grows back in place.
final class UndoTests: WidgetTestCase {
    typealias Inbox = ListModelChangeTests.Inbox

    /// The titles the model holds, in order.
    @MainActor
    static func titles(_ inbox: Inbox) -> [String] { (0..<inbox.list.count).map(inbox.item(at:)) }

    /// The height of the row showing `position`, once the layout has run.
    @MainActor
    static func height(_ inbox: Inbox, _ position: Int) -> Int32 {
        spin(0.05)
        return inbox.list.row(at: position).map { gtk_widget_get_height($0.widget) } ?? -1
    }

    func testThreeRemovalsUndoneComeBackNewestFirstEachWhereItWas() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock, count: 6)
            defer { inbox.close() }
            var changes: [Bool] = []
            inbox.list.onCanUndoChanged = { changes.append(inbox.list.canUndo) }
            XCTAssertTrue(inbox.list.removeItem(at: 1))
            XCTAssertTrue(inbox.list.removeItem(at: 3))
            XCTAssertTrue(inbox.list.removeItem(at: 0))
            XCTAssertEqual(Self.titles(inbox), ["Mail 2", "Mail 3", "Mail 5"])
            XCTAssertTrue(inbox.list.canUndo)
            XCTAssertEqual(changes, [true], "told once, as the first removal made undo possible")

            var order: [String] = []
            for expected in [0, 3, 1] {
                let position = try XCTUnwrap(inbox.list.undo())
                XCTAssertEqual(position, expected)
                order.append(inbox.item(at: position))
            }
            XCTAssertEqual(order, ["Mail 0", "Mail 4", "Mail 1"])
            XCTAssertEqual(Self.titles(inbox), (0..<6).map { "Mail \($0)" })
            XCTAssertFalse(inbox.list.canUndo)
            XCTAssertNil(inbox.list.undo(), "nothing left to undo")
            XCTAssertEqual(changes, [true, false])
        }
    }

    func testTheRestoredRowGrowsInFromNoHeightAsTheCollapseDidInReverse() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock, count: 6)
            defer { inbox.close() }
            let full = Self.height(inbox, 2)
            XCTAssertEqual(full, 60)
            inbox.list.removeItem(at: 2)
            XCTAssertEqual(inbox.list.undo(), 2)
            let row = try XCTUnwrap(inbox.list.row(at: 2))
            XCTAssertEqual(Inbox.title(of: row), "Mail 2")
            XCTAssertTrue(row.isEntering)
            var heights = [Self.height(inbox, 2)]
            for _ in 0..<4 {
                clock.time += RowEntrance.motion.logicalDuration / 4
                heights.append(Self.height(inbox, 2))
            }
            XCTAssertEqual(heights.first, 0, "it starts with no height: \(heights)")
            XCTAssertTrue(heights.contains { $0 > 0 && $0 < full }, "it grows through the frames: \(heights)")
            XCTAssertEqual(heights, heights.sorted(), "it only grows: \(heights)")
            XCTAssertEqual(heights.last, full)
            XCTAssertFalse(row.isEntering)
            // The rows around it are never resized.
            XCTAssertEqual(Self.height(inbox, 1), full)
        }
    }

    func testUnderReduceMotionTheRestoredRowIsThereAtOnce() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock, count: 4)
            defer { inbox.close() }
            // Reduce Motion as GNOME sets it, for every row the list makes.
            let settings = gtk_settings_get_default()!
            Properties.set(settings, "gtk-enable-animations", bool: false)
            defer { Properties.set(settings, "gtk-enable-animations", bool: true) }
            inbox.list.removeItem(at: 1)
            XCTAssertEqual(inbox.list.undo(), 1)
            let row = try XCTUnwrap(inbox.list.row(at: 1))
            XCTAssertFalse(row.isEntering)
            XCTAssertEqual(Self.height(inbox, 1), 60)
        }
    }

    func testClearingForgetsTheRemovalsAndABadPositionRemovesNothing() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock, count: 3)
            defer { inbox.close() }
            XCTAssertFalse(inbox.list.removeItem(at: 3))
            XCTAssertFalse(inbox.list.removeItem(at: -1))
            XCTAssertEqual(inbox.list.count, 3)
            inbox.list.removeItem(at: 0)
            inbox.list.clearUndo()
            XCTAssertFalse(inbox.list.canUndo)
            XCTAssertNil(inbox.list.undo())
            XCTAssertEqual(Self.titles(inbox), ["Mail 1", "Mail 2"])
        }
    }

    func testAModelThatIsNotAStoreIsChangedByTheAppsHandlers() {
        MainActor.assumeIsolated {
            let model = ListModels.strings(["a", "b", "c"])
            defer { g_object_unref(model.raw) }
            let list = SwipeListView(
                model: model, makeRow: { SwipeRow.make(child: Make.label(""), configuration: .actionRow(.mail)) },
                bind: { _, _, _ in })
            XCTAssertFalse(list.removeItem(at: 0), "no handler: nothing removed")
            XCTAssertEqual(list.count, 3)
            list.onRemoveItem = { position in
                ListModels.splice(model, at: position, removing: 1, inserting: [])
                return true
            }
            list.onRestoreItem = { item, position in
                ListModels.splice(model, at: position, removing: 0, inserting: [ListModels.string(of: item)])
                return true
            }
            list.removeItem(at: 1)
            list.removeItem(at: 0)
            XCTAssertEqual(list.count, 1)
            XCTAssertEqual(list.undo(), 0)
            XCTAssertEqual(list.undo(), 1)
            let strings = (0..<3).map { position in
                let item = g_list_model_get_item(model, guint(position))!
                defer { g_object_unref(item) }
                return ListModels.string(of: OpaquePointer(item))
            }
            XCTAssertEqual(strings, ["a", "b", "c"])
            g_object_ref_sink(list.widget.raw)
            g_object_unref(list.widget.raw)
        }
    }

    func testAStandaloneRowThatCollapsedGrowsBackInPlace() {
        MainActor.assumeIsolated {
            let clock = ManualClock()
            let (row, window) = Self.presentRow(.completion(CompletionRowConfiguration()), clock: clock)
            defer { gtk_window_destroy(window.cast()) }
            XCTAssertTrue(row.perform(action: "complete"))
            clock.time += 2
            XCTAssertTrue(Self.spin(until: { gtk_widget_get_height(row.widget) == 0 }), "the completed row collapsed")
            row.restore()
            Self.spin(0.05)
            XCTAssertEqual(gtk_widget_get_height(row.widget), 0)
            clock.time += RowEntrance.motion.logicalDuration / 2
            XCTAssertTrue(Self.spin(until: { gtk_widget_get_height(row.widget) > 0 && gtk_widget_get_height(row.widget) < 60 }))
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { gtk_widget_get_height(row.widget) == 60 }))
            XCTAssertFalse(row.isOpen || row.isEntering)
        }
    }
}
