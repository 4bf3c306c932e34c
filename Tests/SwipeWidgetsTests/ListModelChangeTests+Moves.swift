import CGtk
import GtkBridge
@testable import SwipeWidgets
import XCTest

/// Items moved in a real `GListStore` (out and back in, as a `GListStore` moves, or swapped in
/// one splice) and items changed in place, around an open row and of the open row itself: the
/// open row stays open on its item wherever it goes, a changed item's row rests closed, no
/// reused row shows an offset, and an action reaches the item its row shows.
extension ListModelChangeTests {
    /// Moves the item at `from` to `to` as an app moves an item of a `GListStore`: out, then back in.
    @MainActor
    static func move(_ store: OpaquePointer, from: Int, to: Int) {
        let item = g_list_model_get_item(store, guint(from))!
        g_list_store_remove(store, guint(from))
        g_list_store_insert(store, guint(to), item)
        g_object_unref(item)
    }

    /// Runs `body` with an inbox of `count` items whose row at `position`, if given, is open and at rest.
    @MainActor
    static func withInbox(
        openAt position: Int? = nil, count: Int = 12, closesOnScroll: Bool = true, _ body: (Inbox, ManualClock) throws -> Void
    ) throws {
        let clock = ManualClock()
        let inbox = Inbox(clock: clock, count: count, closesOnScroll: closesOnScroll)
        defer { inbox.close() }
        if let position { _ = try XCTUnwrap(openSettled(inbox, position, clock: clock)) }
        try body(inbox, clock)
    }

    /// Moves the pointer pressed on `row` 20 points toward the leading edge for each step (from
    /// x = 350), one 60 Hz frame apart.
    @MainActor
    static func swipe(_ row: SwipeRow, steps: ClosedRange<Int>, clock: ManualClock) {
        for step in steps {
            clock.time += 0.016
            row.move(x: 350 - 20 * Double(step), y: 30, time: clock.time)
        }
    }

    /// The title and position of every open or moved row.
    @MainActor
    static func openRows(_ inbox: Inbox) -> [String] {
        inbox.list.visibleRows.filter { $0.row.isOpen || $0.row.offset != 0 }.map { "\(Inbox.title(of: $0.row))@\($0.position)" }
    }

    func testTheOpenItemMovedStaysOpenOnItsItemAndItsActionReachesIt() throws {
        try MainActor.assumeIsolated {
            try Self.withInbox(openAt: 3) { inbox, clock in
                var positions: [Int] = []
                let report = inbox.list.onRowEvent
                inbox.list.onRowEvent = { event, position, row in
                    if case .action = event { positions.append(position) }
                    report?(event, position, row)
                }

                Self.move(inbox.store, from: 3, to: 0)
                Self.spin(0.1)
                XCTAssertEqual(Self.openRows(inbox), ["Mail 3@0"], "moved to the top: open on its item there")
                XCTAssertTrue(inbox.list.isAnyRowOpen)
                XCTAssertEqual(inbox.list.group.openRow.map(Inbox.title(of:)), "Mail 3", "the group's open row is its row")

                Self.move(inbox.store, from: 0, to: 6)
                Self.spin(0.1)
                XCTAssertEqual(Self.openRows(inbox), ["Mail 3@6"], "moved down: open on its item there")

                let open = try XCTUnwrap(inbox.list.row(at: 6))
                XCTAssertTrue(Actions.activate(open.widget, "row.archive"))
                clock.time += 1
                XCTAssertTrue(Self.spin(until: { !inbox.ran.isEmpty }))
                XCTAssertEqual(inbox.ran.map(\.item), ["Mail 3"], "the action ran on the moved item")
                XCTAssertEqual(positions, [6], "reported at the item's position now")
            }
        }
    }

    func testItemsMovedAroundTheOpenRowLeaveItOpenAndEveryOtherRowAtRest() throws {
        try MainActor.assumeIsolated {
            try Self.withInbox(openAt: 4) { inbox, clock in
                Self.move(inbox.store, from: 0, to: 8)  // from above to below
                Self.spin(0.1)
                XCTAssertEqual(Self.openRows(inbox), ["Mail 4@3"])
                Self.move(inbox.store, from: 9, to: 1)  // from below to above
                Self.spin(0.1)
                XCTAssertEqual(Self.openRows(inbox), ["Mail 4@4"])
                // Two items swapped in one splice, the open one among them: one change for GTK.
                let a = g_list_model_get_item(inbox.store, 4)!, b = g_list_model_get_item(inbox.store, 5)!
                var swapped: [UnsafeMutableRawPointer?] = [b, a]
                g_list_store_splice(inbox.store, 4, 2, &swapped, 2)
                g_object_unref(a)
                g_object_unref(b)
                Self.spin(0.1)
                XCTAssertEqual(Self.openRows(inbox), ["Mail 4@5"], "swapped with the item below: open on its item")
                XCTAssertEqual(inbox.ran.count, 0, "no action ran")
            }
        }
    }

    /// GTK 4.8 may bind a row to an item far out of sight (as it keeps the open row's widget
    /// when it scrolls away): the moved open item rests open in it then, or else closes cleanly.
    /// Whichever, its row is the only one that may show open, and the list says so.
    func testTheOpenItemMovedOutOfSightKeepsItsStateAndNoReusedRowShowsAnOffset() throws {
        try MainActor.assumeIsolated {
            try Self.withInbox(openAt: 2, count: 200, closesOnScroll: false) { inbox, clock in
                Self.move(inbox.store, from: 2, to: 150)
                Self.spin(0.6)
                @MainActor func onlyItsOwn(_ when: String) {
                    let open = Self.openRows(inbox)
                    XCTAssertTrue(open.allSatisfy { $0.hasPrefix("Mail 2@") }, "\(when): \(open)")
                    XCTAssertEqual(inbox.list.isAnyRowOpen, !open.isEmpty, "\(when): the list says what its rows show")
                }
                onlyItsOwn("moved")
                // Items come and go on screen: every reused row binds at rest.
                for step in 0..<6 {
                    Inbox.insert(inbox.store, "New \(step)", at: step % 3)
                    g_list_store_remove(inbox.store, guint(5 + step))
                    Self.spin(0.03)
                    onlyItsOwn("after change \(step)")
                }
                let position = try XCTUnwrap((0..<inbox.list.count).first { inbox.item(at: $0) == "Mail 2" })
                inbox.list.focus(position: position)
                XCTAssertTrue(Self.spin(until: { inbox.list.row(at: position)?.hasFocus == true }), "scrolled to Mail 2")
                onlyItsOwn("scrolled to it")
                XCTAssertEqual(inbox.ran.count, 0, "no action ran")
            }
        }
    }

    func testAnItemChangedInPlaceClosesItsOpenRowAndLeavesTheOthersOpen() throws {
        try MainActor.assumeIsolated {
            try Self.withInbox(openAt: 3) { inbox, clock in
                // Another item changed in place (the same object, its items-changed saying so): row 3 stays open.
                g_list_model_items_changed(inbox.store, 5, 1, 1)
                Self.spin(0.1)
                XCTAssertEqual(Self.openRows(inbox), ["Mail 3@3"])
                // Its own item changed in place: it rests closed, its old buttons gone, no action run.
                g_list_model_items_changed(inbox.store, 3, 1, 1)
                Self.spin(0.1)
                XCTAssertEqual(Self.openRows(inbox), [], "the changed item's row rests closed")
                XCTAssertFalse(inbox.list.isAnyRowOpen)
                XCTAssertEqual(inbox.ran.count, 0, "no action ran")
            }
        }
    }

    /// A row being swiped whose own item moves: GTK shows the item in another row widget, and
    /// the swipe ends there — the pointer's row shows another item at rest, the moved item rests
    /// as it was before the swipe (closed), no row is left moved, and nothing opens or runs.
    func testARowDraggedWhenItsOwnItemMovesLeavesNoRowMovedAndRunsNothing() throws {
        try MainActor.assumeIsolated {
            try Self.withInbox { inbox, clock in
                var opened: [Int] = []
                inbox.list.onRowEvent = { event, position, _ in
                    if case .opened = event { opened.append(position) }
                    if case .action = event { opened.append(-1) }
                }
                Self.spin(0.2)
                let dragged = try XCTUnwrap(inbox.list.row(at: 3))
                dragged.press(x: 350, y: 30, time: clock.time)
                Self.swipe(dragged, steps: 1...4, clock: clock)
                Self.move(inbox.store, from: 3, to: 0)
                Self.spin(0.05)
                Self.swipe(dragged, steps: 5...10, clock: clock)
                dragged.release(x: 150, y: 30, time: clock.time)
                clock.time += 1
                Self.spin(0.3)
                XCTAssertEqual(Self.openRows(inbox), [], "no row open or moved")
                XCTAssertFalse(inbox.list.isAnyRowOpen)
                XCTAssertEqual(inbox.list.row(at: 0).map(Inbox.title(of:)), "Mail 3")
                XCTAssertEqual(opened, [], "nothing opened or ran")
            }
        }
    }
}
