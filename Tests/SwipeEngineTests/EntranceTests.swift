import Testing
@testable import SwipeEngine

/// A row coming back (an undone removal) grows from no height to its own, the collapse in
/// reverse; under Reduce Motion it is there at once. Undoing removals newest first puts every
/// item back where it was.
struct EntranceTests {
    @Test func aRowEntersFromNoHeightToItsOwnAsTheCollapseDidInReverse() {
        var scene = Fixtures.scene(Fixtures.cardList, rows: 3)
        let height = scene.naturalHeight(row: 1)!
        scene.enter(row: 1, time: 1)
        #expect(scene.height(row: 1, at: 1) == 0)
        #expect(scene.isAnimating)
        var heights: [Double] = []
        var t = 1.0
        while t < 1.3 {
            t += 1.0 / 60
            _ = scene.advance(to: t)
            heights.append(scene.height(row: 1, at: t))
        }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 }, "the height only grows: \(heights)")
        #expect(heights.contains { $0 > 0 && $0 < height }, "some frames are partway: \(heights)")
        // easeInOut: half the height at half the time, as the collapse passes it.
        #expect(close(RowEntrance(at: 0, reduceMotion: false)!.heightFactor(at: 0.125), 0.5, 1e-3))
        #expect(scene.height(row: 1, at: t) == height)
        #expect(scene.presentation(row: 1, at: t)?.height == height)
        #expect(!scene.isAnimating && !scene.isEntering(row: 1, at: t))
        // The rows around it never move on their own.
        #expect(scene.height(row: 0, at: 1.1) == height && scene.height(row: 2, at: 1.1) == height)
    }

    @Test func thePresentationShrinksWithTheEntranceSoARendererResizesTheRow() {
        var scene = Fixtures.scene(Fixtures.actionRow, rows: 2)
        scene.enter(row: 0, time: 0)
        let early = scene.presentation(row: 0, at: 0.05)!.height
        let late = scene.presentation(row: 0, at: 0.2)!.height
        #expect(early < late && late < scene.naturalHeight(row: 0)!)
    }

    @Test func underReduceMotionTheRowIsThereAtOnce() {
        var scene = Fixtures.scene(Fixtures.completion, reduceMotion: true)
        scene.enter(row: 2, time: 0)
        #expect(RowEntrance(at: 0, reduceMotion: true) == nil)
        #expect(scene.height(row: 2, at: 0) == scene.naturalHeight(row: 2))
        #expect(!scene.isAnimating)
    }

    @Test func reduceMotionSwitchedOnMidwayEndsTheEntrance() {
        var scene = Fixtures.scene(.dismiss(DismissRowConfiguration()), rows: 2)
        scene.enter(row: 0, time: 0)
        _ = scene.advance(to: 0.05)
        scene.setReduceMotion(true, time: 0.05)
        _ = scene.advance(to: 0.06)
        #expect(scene.height(row: 0, at: 0.06) == scene.naturalHeight(row: 0))
        #expect(!scene.isAnimating)
    }

    @Test func aRemovedRowEntersClosedAndAtRestWithARestoredEvent() {
        var scene = Fixtures.scene(Fixtures.completion)
        _ = scene.perform(action: "complete", row: 1, time: 0)
        _ = scene.run(to: 2)
        #expect(scene.isRemoved(row: 1))
        scene.enter(row: 1, time: 2)
        #expect(kinds(scene.advance(to: 2)) == ["restored"])
        #expect(scene.visibleRows == [0, 1, 2, 3, 4])
        #expect(scene.heightFactor(row: 1, at: 2) == 0)
        _ = scene.run(to: 3, from: 2)
        #expect(scene.heightFactor(row: 1, at: 3) == 1)
        #expect(scene.presentation(row: 1, at: 3)?.offset == 0)
        // Removed again midway, it forgets its entrance.
        scene.enter(row: 1, time: 3)
        scene.remove(row: 1, time: 3.1)
        #expect(scene.height(row: 1, at: 3.1) == 0 && !scene.isEntering(row: 1, at: 3.1))
    }

    @Test func anUnknownRowIsANoOp() {
        var scene = Fixtures.scene(Fixtures.actionRow, rows: 2)
        scene.enter(row: 7, time: 0)
        scene.enter(row: -1, time: 0)
        #expect(!scene.isAnimating && scene.advance(to: 1).isEmpty)
    }
}

struct RemovalHistoryTests {
    /// Three items taken from a list one after another, then undone three times, come back where
    /// they were, newest first.
    @Test func undoingNewestFirstPutsEveryItemBackWhereItWas() {
        var list = ["a", "b", "c", "d", "e"]
        var history = RemovalHistory<String>()
        for position in [1, 3, 0] { history.removed(list.remove(at: position), at: position) }
        #expect(list == ["c", "d"] && history.count == 3)
        var order: [String] = []
        while let (item, position) = history.undo(count: list.count) {
            list.insert(item, at: position)
            order.append(item)
        }
        #expect(order == ["a", "e", "b"])
        #expect(list == ["a", "b", "c", "d", "e"])
        #expect(!history.canUndo && history.undo(count: 5) == nil)
    }

    @Test func aPositionPastTheListsEndNowPutsTheItemAtTheEnd() {
        var history = RemovalHistory<Int>()
        history.removed(9, at: 4)
        let undone = history.undo(count: 2)
        #expect(undone?.item == 9 && undone?.position == 2)
    }

    @Test func forgettingReturnsTheRemovalsNewestLast() {
        var history = RemovalHistory<String>()
        history.removed("x", at: 0)
        history.removed("y", at: 2)
        #expect(history.forget().map(\.item) == ["x", "y"])
        #expect(!history.canUndo && history.forget().isEmpty)
    }

    /// A history is bounded: past its limit the oldest removal is handed back, forgotten, and the
    /// newest ones still undo in order.
    @Test func pastItsLimitTheOldestRemovalIsForgotten() {
        var history = RemovalHistory<Int>(limit: 3)
        let forgotten = (0..<5).compactMap { history.removed($0, at: $0)?.item }
        #expect(forgotten == [0, 1] && history.count == 3)
        #expect((0..<3).compactMap { _ in history.undo(count: 10)?.item } == [4, 3, 2])
        #expect(RemovalHistory<Int>().limit == RemovalHistory<Int>.defaultLimit)
    }
}
