import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// A `SwipeListView` over a real `GListStore` whose items change while a row is open, opening,
/// or being dragged: the open row stays open on its own item or closes cleanly, no row is left
/// moved, and every action names the item it was run on.
final class ListModelChangeTests: WidgetTestCase {
    /// `count` mail items ("Mail 0" …) in a list 600 points tall, each row 60 points, on `clock`.
    @MainActor
    final class Inbox {
        let store = g_list_store_new(gtk_string_object_get_type())!
        let list: SwipeListView
        let window: UnsafeMutablePointer<GtkWidget>
        /// Actions as they ran: the action's id and the title of the item its row showed.
        var ran: [(action: String, item: String)] = []

        init(clock: ManualClock, count: Int = 12, closesOnScroll: Bool = true) {
            for i in 0..<count { Self.insert(store, "Mail \(i)", at: i) }
            list = SwipeListView(
                model: store,
                makeRow: {
                    let label = Make.label("")
                    gtk_widget_set_size_request(label, -1, 60)
                    let row = SwipeRow.make(child: label, configuration: .actionRow(.mail))
                    row.clock = clock.clock
                    row.closesOnScroll = closesOnScroll
                    return row
                },
                bind: { row, item, _ in gtk_label_set_text(row.child.opaque, gtk_string_object_get_string(item)) })
            window = ListModelChangeTests.present(list.widget, width: 400, height: 600)
            list.onRowEvent = { [unowned self] event, position, row in
                if case let .action(id) = event { self.ran.append((id, Self.title(of: row))) }
                _ = position
            }
        }

        static func insert(_ store: OpaquePointer, _ title: String, at position: Int) {
            let item = gtk_string_object_new(title)!
            g_list_store_insert(store, guint(position), UnsafeMutableRawPointer(item))
            g_object_unref(UnsafeMutableRawPointer(item))
        }

        static func title(of row: SwipeRow) -> String { String(cString: gtk_label_get_text(row.child.opaque)) }

        /// The item a position shows now, as the model has it.
        func item(at position: Int) -> String {
            let object = g_list_model_get_item(store, guint(position))!
            defer { g_object_unref(object) }
            return String(cString: gtk_string_object_get_string(OpaquePointer(object)))
        }

        /// The rows that are open or moved, by the title they show.
        var openOrMoved: [String] {
            list.visibleRows.filter { $0.row.isOpen || $0.row.offset != 0 }.map { Self.title(of: $0.row) }
        }

        func close() { gtk_window_destroy(window.cast()) }
    }

    /// Opens the row of `title` and lets it settle.
    @MainActor
    static func openSettled(_ inbox: Inbox, _ position: Int, clock: ManualClock) -> SwipeRow? {
        inbox.list.open(position: position, edge: .trailing)
        clock.time += 1
        guard Self.spin(until: { inbox.list.row(at: position)?.isOpen == true && inbox.list.row(at: position)?.isMoving == false })
        else { return nil }
        return inbox.list.row(at: position)
    }

    func testItemsInsertedAndRemovedAboveAndBelowLeaveTheOpenRowOpenOnItsItem() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock)
            defer { inbox.close() }
            let row = try XCTUnwrap(Self.openSettled(inbox, 3, clock: clock))
            XCTAssertEqual(Inbox.title(of: row), "Mail 3")

            Inbox.insert(inbox.store, "New above", at: 0)
            Self.spin(0.1)
            XCTAssertEqual(inbox.openOrMoved, ["Mail 3"], "inserted above: still open on its item")
            XCTAssertEqual(inbox.list.row(at: 4).map(Inbox.title(of:)), "Mail 3")

            Inbox.insert(inbox.store, "New below", at: 6)
            g_list_store_remove(inbox.store, 9)
            Self.spin(0.1)
            XCTAssertEqual(inbox.openOrMoved, ["Mail 3"], "changed below: still open on its item")

            g_list_store_remove(inbox.store, 0)
            Self.spin(0.1)
            XCTAssertEqual(inbox.openOrMoved, ["Mail 3"], "removed above: still open on its item")
            XCTAssertTrue(inbox.list.isAnyRowOpen)

            // Its action names its own item, wherever the item went.
            let open = try XCTUnwrap(inbox.list.visibleRows.first { $0.row.isOpen })
            XCTAssertTrue(open.row.perform(action: "archive"))
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { !inbox.ran.isEmpty }))
            XCTAssertEqual(inbox.ran.map(\.item), ["Mail 3"])
            XCTAssertEqual(inbox.item(at: open.position), "Mail 3")
        }
    }

    func testItemsInsertedAboveAScrolledListKeepItsOpenRowOpenThoughTheListKeepsItsPlace() throws {
        // GtkListView keeps the items in view where they are when items come or go above them: it
        // moves its adjustment as far as the content moved. That is no scroll of the person's, so
        // the open row (close-on-scroll on) stays open.
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock, count: 30)
            defer { inbox.close() }
            let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(inbox.list.widget.opaque))
            gtk_adjustment_set_value(adjustment, 150)
            XCTAssertTrue(Self.spin(until: { inbox.list.row(at: 5) != nil }))
            let row = try XCTUnwrap(Self.openSettled(inbox, 5, clock: clock))
            XCTAssertEqual(Inbox.title(of: row), "Mail 5")
            for i in 0..<3 { Inbox.insert(inbox.store, "New \(i)", at: 0) }
            Self.spin(0.2)
            XCTAssertEqual(inbox.openOrMoved, ["Mail 5"], "inserted above: still open on its item")
            g_list_store_remove(inbox.store, 0)
            Self.spin(0.2)
            XCTAssertEqual(inbox.openOrMoved, ["Mail 5"], "removed above: still open on its item")
            // Only then a scroll of the person's closes it.
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + 40)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { inbox.openOrMoved.isEmpty }), "a scroll closes it")
        }
    }

    func testAnItemInsertedAboveTheFirstRowOpenAtTheTopLeavesItOpen() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock)
            defer { inbox.close() }
            let row = try XCTUnwrap(Self.openSettled(inbox, 0, clock: clock))
            XCTAssertEqual(Inbox.title(of: row), "Mail 0")
            Inbox.insert(inbox.store, "New above", at: 0)
            Self.spin(0.2)
            XCTAssertEqual(inbox.openOrMoved, ["Mail 0"], "inserted above the first row: still open on its item")
            XCTAssertEqual(inbox.list.row(at: 1).map(Inbox.title(of:)), "Mail 0")
        }
    }

    func testTheOpenRowsItemRemovedOrReplacedClosesItCleanly() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock)
            defer { inbox.close() }
            _ = try XCTUnwrap(Self.openSettled(inbox, 2, clock: clock))
            g_list_store_remove(inbox.store, 2)
            Self.spin(0.2)
            XCTAssertEqual(inbox.openOrMoved, [], "its item gone: no row open or moved (no offset left on a reused row)")
            XCTAssertFalse(inbox.list.isAnyRowOpen)

            _ = try XCTUnwrap(Self.openSettled(inbox, 4, clock: clock))
            let replacement = gtk_string_object_new("Mail 5, edited")!
            var items: [UnsafeMutableRawPointer?] = [UnsafeMutableRawPointer(replacement)]
            g_list_store_splice(inbox.store, 4, 1, &items, 1)
            g_object_unref(UnsafeMutableRawPointer(replacement))
            Self.spin(0.2)
            XCTAssertEqual(inbox.openOrMoved, [], "its item replaced: the row shows the new item at rest")
            XCTAssertEqual(inbox.list.row(at: 4).map(Inbox.title(of:)), "Mail 5, edited")
            XCTAssertEqual(inbox.ran.count, 0, "no action ran")
        }
    }

    func testModelChangesDuringADragAndAnOpeningAnimationKeepTheirItem() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            let inbox = Inbox(clock: clock)
            defer { inbox.close() }
            // A row opening (mid-animation) while an item above it goes.
            inbox.list.open(position: 5, edge: .trailing)
            Self.spin(0.05)
            clock.time += 0.05
            Self.spin(0.05)
            g_list_store_remove(inbox.store, 1)
            clock.time += 1
            XCTAssertTrue(
                Self.spin(until: { inbox.openOrMoved == ["Mail 5"] && inbox.list.row(at: 4)?.isMoving == false }),
                "open: \(inbox.openOrMoved)")

            // A drag on another row while an item above both comes: the open row closes as the
            // drag starts, and the dragged row's full swipe runs on its own item.
            let dragged = try XCTUnwrap(inbox.list.row(at: 7))
            XCTAssertEqual(Inbox.title(of: dragged), "Mail 8")
            dragged.press(x: 350, y: 30, time: clock.time)
            Self.swipe(dragged, steps: 1...4, clock: clock)
            Inbox.insert(inbox.store, "New at the top", at: 0)
            Self.spin(0.05)
            Self.swipe(dragged, steps: 5...10, clock: clock)
            dragged.release(x: 150, y: 30, time: clock.time)
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { dragged.isOpen && !dragged.isMoving }), "the dragged row opens")
            XCTAssertEqual(Inbox.title(of: dragged), "Mail 8", "still its own item")
            XCTAssertEqual(inbox.openOrMoved, ["Mail 8"], "one open row")
            XCTAssertTrue(Actions.activate(dragged.widget, "row.delete"))
            clock.time += 1
            XCTAssertTrue(Self.spin(until: { !inbox.ran.isEmpty }))
            XCTAssertEqual(inbox.ran.map(\.action), ["delete"])
            XCTAssertEqual(inbox.ran.map(\.item), ["Mail 8"])
        }
    }

    /// GTK 4.8 keeps the open row's widget on its item as it scrolls away (it reuses the others):
    /// whichever it does, no other item ever shows open or moved.
    func testScrollingAnOpenRowAwayLeavesEveryOtherItemAtRest() throws {
        try MainActor.assumeIsolated {
            let clock = ManualClock()
            // Rows that stay open as the list scrolls, so the open one is scrolled away open.
            let inbox = Inbox(clock: clock, count: 200, closesOnScroll: false)
            defer { inbox.close() }
            _ = try XCTUnwrap(Self.openSettled(inbox, 1, clock: clock))
            let adjustment = gtk_scrolled_window_get_vadjustment(inbox.list.widget.opaque)!
            for step in Array(1...40) + Array((0...39).reversed()) {
                gtk_adjustment_set_value(adjustment, Double(step) * 300)
                Self.spin(0.02)
                XCTAssertTrue(
                    inbox.openOrMoved.allSatisfy { $0 == "Mail 1" }, "only Mail 1 may show open: \(inbox.openOrMoved) at \(step)")
            }
            XCTAssertEqual(inbox.openOrMoved, ["Mail 1"], "back at the top, still open on its item")
        }
    }

    /// The app may hold the list after its window is gone: its model changing then (the focused
    /// row's item removed) reaches no widget, and the list lets go of the model's signal.
    func testAListHeldPastItsWidgetIgnoresItsModel() {
        MainActor.assumeIsolated {
            let inbox = Inbox(clock: ManualClock(), count: 3)
            inbox.list.focus(position: 1)
            XCTAssertTrue(Self.spin(until: { inbox.list.row(at: 1)?.hasFocus == true }), "row 1 has focus")
            inbox.close()
            Self.spin(0.1)
            XCTAssertFalse(Self.hasItemsChangedHandlers(inbox.store), "the model's items-changed still reaches the list")
            g_list_store_remove(inbox.store, 1)
            Self.spin(0.2)
            XCTAssertEqual(inbox.list.count, 2)
        }
    }

    /// Whether anything still listens to `model`'s items-changed.
    @MainActor
    static func hasItemsChangedHandlers(_ model: OpaquePointer) -> Bool {
        g_signal_has_handler_pending(UnsafeMutableRawPointer(model), g_signal_lookup("items-changed", g_list_model_get_type()), 0, 0) != 0
    }
}
