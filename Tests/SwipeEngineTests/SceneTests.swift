import Testing
@testable import SwipeEngine

struct SceneTests {
    @Test func rowsRepeatTheDemoData() {
        let scene = Fixtures.scene(Fixtures.actionRow, rows: 10)
        #expect(scene.rowCount == 10)
        #expect(scene.content(row: 5)?.title == "Flight update")
        #expect(Fixtures.scene(Fixtures.completion).rowCount == 5)
    }

    @Test func rowIndicesStayStableAfterRemovals() {
        var scene = Fixtures.scene(Fixtures.completion)
        _ = scene.perform(action: "complete", row: 1, time: 0)
        _ = scene.perform(action: "complete", row: 3, time: 0)
        let events = scene.run(to: 2)
        #expect(events.filter { $0.kind == .removed }.map(\.row) == [1, 3])
        #expect(scene.visibleRows == [0, 2, 4])
        #expect(scene.hitTest(y: 68 + 10, at: 2)?.row == 2)
        _ = scene.perform(action: "complete", row: 4, time: 3)
        do { let ok = scene.run(to: 5, from: 3).allSatisfy { $0.row == 4 }; #expect(ok) }
    }

    @Test func startOverRestoresEveryRemovedRow() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        for row in 0..<4 { _ = scene.perform(action: "archive", row: row, time: 0) }
        _ = scene.advance(to: 0)
        #expect(scene.visibleRows.isEmpty)
        scene.restoreAll(time: 1)
        let events = scene.advance(to: 1)
        #expect(events.map(\.kind) == Array(repeating: .restored, count: 4))
        #expect(events.map(\.row) == [0, 1, 2, 3])
        #expect(scene.visibleRows == [0, 1, 2, 3])
        #expect(scene.presentation(row: 2, at: 1)!.offset == 0)
    }

    @Test func removingTheOpenRowLeavesNoStaleState() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.open(row: 2, edge: .trailing, time: 0)
        scene.remove(row: 2, time: 0.1)
        #expect(!scene.isAnyRowOpen)
        scene.open(row: 3, edge: .leading, time: 0.2)
        scene.move(row: 2, x: 0, y: 0, time: 0.3)
        let events = scene.run(to: 2)
        #expect(kinds(events) == ["opened:trailing", "removed", "opened:leading"])
        #expect(scene.presentation(row: 2, at: 2) == nil)
    }

    @Test func removingARowMidDragOrMidAnimationDropsItsEvents() {
        var scene = Fixtures.scene(Fixtures.completion)
        _ = scene.perform(action: "complete", row: 0, time: 0)
        scene.drag(row: 1, dx: 80, start: 0, release: false)
        scene.remove(row: 0, time: 0.2)
        scene.remove(row: 1, time: 0.2)
        scene.release(row: 1, x: 300, y: 30, time: 0.4)
        let events = scene.run(to: 3)
        #expect(!events.contains { $0.kind == .completed })
        #expect(!scene.isAnimating)
    }

    @Test func widthChangeWhileCheckingRetargetsTheSlideOut() {
        var scene = Fixtures.scene(Fixtures.completion)
        _ = scene.perform(action: "complete", row: 0, time: 0)
        scene.setWidth(500, time: 0.1)
        _ = scene.run(to: 0.3)
        scene.removesRows = false
        _ = scene.run(to: 3, from: 0.3)
        #expect(scene.presentation(row: 0, at: 3)!.offset == 500)
    }

    @Test func directionChangeMidDragMirrorsAtOnce() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.drag(row: 0, dx: -100, start: 0, release: false)
        #expect(scene.presentation(row: 0, at: 0.3)!.offset == -100)
        scene.setDirection(.rightToLeft, time: 0.3)
        #expect(scene.presentation(row: 0, at: 0.3)!.offset == 100)
    }

    @Test func reduceMotionMidAnimationJumpsToTheTarget() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.open(row: 0, edge: .trailing, time: 0)
        _ = scene.advance(to: 0.05)
        scene.setReduceMotion(true, time: 0.05)
        #expect(scene.presentation(row: 0, at: 0.05)!.offset == -160)
    }

    @Test func tenThousandIdleRowsStayOutOfTheFrameLoop() {
        var scene = Fixtures.scene(Fixtures.cardList, rows: 10_000)
        scene.open(row: 9_000, edge: .trailing, time: 0)
        _ = scene.advance(to: 0.016)
        #expect(scene.active == [9_000])
        _ = scene.run(to: 2, from: 0.016)
        #expect(scene.active.isEmpty)
        #expect(!scene.isAnimating)
    }

    @Test func eventsComeInTimeOrderAcrossRows() {
        var scene = Fixtures.scene(Fixtures.completion)
        _ = scene.perform(action: "complete", row: 4, time: 0)
        _ = scene.perform(action: "complete", row: 0, time: 0.1)
        let events = scene.advance(to: 5)
        #expect(events.map(\.time) == events.map(\.time).sorted())
        #expect(events.filter { $0.kind == .completed }.map(\.row) == [4, 0])
    }

    @Test func ownsDragTellsTheToolkitToClaimOrDenyTheGesture() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.press(row: 0, x: 200, y: 40, time: 0)
        scene.move(row: 0, x: 195, y: 41, time: 0.01)
        #expect(scene.ownsDrag(row: 0) == nil, "undecided before the minimum distance")
        scene.move(row: 0, x: 170, y: 42, time: 0.02)
        #expect(scene.ownsDrag(row: 0) == true, "a horizontal drag belongs to the row")
        scene.release(row: 0, x: 170, y: 42, time: 0.03)
        scene.press(row: 1, x: 200, y: 40, time: 1)
        scene.move(row: 1, x: 202, y: 80, time: 1.02)
        #expect(scene.ownsDrag(row: 1) == false, "a vertical drag is left to the scroll view")
    }
}
