import Testing
@testable import SwipeEngine

/// The app's model changing under an open, dragged or asking row (`Scene.insert(at:time:)`,
/// `move(row:to:time:)`, `change(row:time:)`): a row's state follows its item; a changed item's
/// row rests closed at once; no change reports an event; one row stays open.
struct ModelChangeTests {
    /// Six mail rows, row 2 open on its trailing edge and at rest by time 1.
    static func openInbox() -> Scene {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.open(row: 2, edge: .trailing, time: 0)
        _ = scene.run(to: 1)
        return scene
    }

    @Test func anItemInsertedAboveOrBelowLeavesTheOpenRowOpenOnItsItem() throws {
        var scene = Self.openInbox()
        let drawn = try #require(scene.presentation(row: 2, at: 1))
        let inserted = [scene.insert(at: 0, time: 1), scene.insert(at: 5, time: 1)]
        #expect(inserted == [6, 7], "the new items' rows take the next numbers")
        #expect(scene.advance(to: 1).isEmpty, "an insertion reports nothing")
        #expect(scene.visibleRows == [6, 0, 1, 2, 3, 7, 4, 5])
        #expect(scene.openRow == 2 && scene.position(row: 2) == 3)
        #expect(scene.presentation(row: 2, at: 1) == drawn, "open on its item, as it was")
        for row in [6, 7] {
            let p = try #require(scene.presentation(row: row, at: 1))
            #expect(p.offset == 0 && p.openEdge == nil && p.height == 88, "a new row rests closed")
        }
        // Rows are found where they are now: the top one is the new item.
        #expect(scene.hitTest(y: 10, at: 1)?.row == 6)
        #expect(scene.hitTest(y: 88 * 3 + 10, at: 1)?.row == 2)
    }

    @Test func aPositionPastTheEndIsTheEndAndBeforeTheTopIsTheTop() {
        var scene = Fixtures.scene(Fixtures.cardList, rows: 3)
        scene.remove(row: 2, time: 0)
        let inserted = [scene.insert(at: 99, time: 0), scene.insert(at: -4, time: 0)]
        #expect(inserted == [3, 4])
        #expect(scene.visibleRows == [4, 0, 1, 3])
        #expect(scene.rowsInOrder == [4, 0, 1, 2, 3], "the removed row keeps its place for an undo")
        scene.restore(row: 2, time: 0)
        #expect(scene.visibleRows == [4, 0, 1, 2, 3])
    }

    @Test func aMovedOpenRowStaysOpenAndItsActionsReachItsItem() throws {
        var scene = Self.openInbox()
        let drawn = try #require(scene.presentation(row: 2, at: 1))
        let moved = [scene.move(row: 2, to: 5, time: 1), scene.move(row: 0, to: 3, time: 1)]
        #expect(moved == [true, true])
        #expect(scene.advance(to: 1).isEmpty, "a move reports nothing")
        #expect(scene.visibleRows == [1, 3, 4, 0, 5, 2])
        #expect(scene.openRow == 2 && scene.presentation(row: 2, at: 1) == drawn)
        let unknown = [scene.move(row: 9, to: 0, time: 1), scene.move(row: -1, to: 0, time: 1)]
        #expect(unknown == [false, false], "no such row")
        let performed = scene.perform(action: "archive", row: 2, time: 1.5)
        #expect(performed)
        #expect(kinds(scene.run(to: 3, from: 1.5)).starts(with: ["action:archive"]))
    }

    @Test func aRowBeingDraggedKeepsItsDragAsOtherItemsComeAndMove() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.drag(row: 3, dx: -140, start: 0, release: false)
        let moved = scene.move(row: 0, to: 5, time: 0.31)
        #expect(moved)
        _ = scene.insert(at: 0, time: 0.31)
        scene.release(row: 3, x: 40, y: 30, time: 0.35)
        let events = scene.run(to: 2)
        #expect(scene.openRow == 3 && scene.position(row: 3) == 3, "\(kinds(events))")
    }

    @Test func aRowBeingDraggedLetsGoAsItsOwnItemMoves() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.drag(row: 3, dx: -140, start: 0, release: false)
        let moved = scene.move(row: 3, to: 0, time: 0.31)
        #expect(moved && scene.ownsDrag(row: 3) == nil, "the drag is let go")
        scene.move(row: 3, x: 20, y: 30, time: 0.33)
        scene.release(row: 3, x: 20, y: 30, time: 0.35)
        let events = scene.run(to: 2)
        #expect(!events.contains { $0.kind == .opened } && scene.openRow == nil, "\(kinds(events))")
        #expect(scene.presentation(row: 3, at: 2)?.offset == 0, "back at rest, as before the drag")
    }

    @Test func theOpenRowsItemChangedClosesItAtOnceWithoutAnEvent() throws {
        var scene = Self.openInbox()
        let changed = scene.change(row: 2, time: 1)
        #expect(changed)
        #expect(scene.advance(to: 1).isEmpty, "the app changed the item: no closed for a row showing another item")
        #expect(scene.openRow == nil)
        let p = try #require(scene.presentation(row: 2, at: 1))
        #expect(p.offset == 0 && p.openEdge == nil, "no offset left on the row showing the new item")
        #expect(scene.run(to: 3, from: 1).isEmpty, "nothing moves afterwards")
        // The policy holds: opening another row reports no close of the changed one.
        scene.open(row: 4, edge: .trailing, time: 3)
        #expect(kinds(scene.advance(to: 3)) == ["opened:trailing"])
    }

    @Test func anotherRowsItemChangedLeavesTheOpenRowOpen() throws {
        var scene = Self.openInbox()
        let drawn = try #require(scene.presentation(row: 2, at: 1))
        let changed = [scene.change(row: 3, time: 1), scene.change(row: 0, time: 1)]
        #expect(changed == [true, true])
        #expect(scene.openRow == 2 && scene.presentation(row: 2, at: 1) == drawn)
        scene.remove(row: 3, time: 1)
        let refused = [scene.change(row: 6, time: 1), scene.change(row: 3, time: 1)]
        #expect(refused == [false, false], "no such row; a removed row has no item to change")
    }

    @Test func aChangedItemDropsTheDragAndTheQuestionOfItsRow() throws {
        var confirming = Fixtures.cardConfiguration
        confirming.confirmsDestructiveActions = true
        var scene = Fixtures.scene(.cardList(confirming))
        let asked = scene.perform(action: "delete", row: 1, time: 0)
        _ = scene.run(to: 0.5)
        #expect(asked)
        #expect(scene.confirmingAction(row: 1) == "delete")
        var changed = scene.change(row: 1, time: 0.5)
        #expect(changed)
        #expect(scene.confirmingAction(row: 1) == nil)
        scene.drag(row: 2, dx: -140, start: 1, release: false)
        changed = scene.change(row: 2, time: 1.31)
        #expect(changed)
        #expect(scene.ownsDrag(row: 2) == nil, "its drag is gone")
        scene.release(row: 2, x: 40, y: 30, time: 1.35)
        let events = scene.run(to: 8, from: 0.5)
        #expect(!events.contains { $0.row == 1 && [.action, .removed].contains($0.kind) }, "the old item's delete never runs")
        #expect(!events.contains { $0.row == 2 && $0.kind == .opened }, "\(kinds(events))")
        #expect(scene.openRow == nil && scene.presentation(row: 2, at: 8)?.offset == 0)
    }

    @Test func aRemovedItemsOpenRowLeavesNoOpenRowAndOnlyItsRemoval() {
        var scene = Self.openInbox()
        scene.remove(row: 2, time: 1)
        #expect(kinds(scene.advance(to: 1)) == ["removed"])
        #expect(scene.openRow == nil && scene.position(row: 2) == nil)
    }
}
