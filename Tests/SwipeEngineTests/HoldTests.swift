import Testing
@testable import SwipeEngine

/// `Scene.hold`: the frozen, mid-drag state `swipeblocks screenshot` renders.
struct HoldTests {
    @Test func edgesFollowTheBlock() {
        #expect(Fixtures.completion.swipeEdges == [.leading])
        #expect(Fixtures.actionRow.swipeEdges == [.trailing])
        #expect(Fixtures.cardList.swipeEdges == [.leading, .trailing])
        var trailingOnly = Fixtures.cardConfiguration
        trailingOnly.leading = []
        #expect(BlockConfiguration.cardList(trailingOnly).swipeEdges == [.trailing])
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func completionHeldPastTheThresholdShowsTheCheckmarkAndNeverCompletes(direction: LayoutDirection) {
        var scene = Fixtures.scene(Fixtures.completion, direction: direction)
        scene.hold(row: 0, progress: 0.6, edge: .leading, time: 0)
        let events = scene.run(to: 3)
        let p = scene.presentation(row: 0, at: 3)!
        // The pointer travelled 0.6 × 360 forward; the content follows it on screen.
        #expect(abs(p.offset - 216 * direction.forward) < 1e-9)
        #expect(p.checkmark?.isPastThreshold == true)
        #expect(abs(p.checkmark!.scale - 1.15) < 1e-3)
        #expect(events.map(\.kind).contains(.feedback))
        #expect(!events.map(\.kind).contains(.completed))
        #expect(!scene.isAnimating)
        #expect(scene.visibleRows.count == 5)
    }

    @Test func shortHoldStaysBeforeTheThreshold() {
        var scene = Fixtures.scene(Fixtures.completion)
        scene.hold(row: 1, progress: 0.2, edge: .leading, time: 0)
        _ = scene.run(to: 2)
        let p = scene.presentation(row: 1, at: 2)!
        #expect(abs(p.offset - 72) < 1e-9)
        #expect(p.checkmark?.isPastThreshold == false)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func actionRowHeldUncoversItsTrailingButtons(direction: LayoutDirection) {
        var scene = Fixtures.scene(Fixtures.actionRow, direction: direction)
        scene.hold(row: 0, progress: 0.5, edge: .trailing, time: 0)
        _ = scene.run(to: 2)
        let p = scene.presentation(row: 0, at: 2)!
        // Trailing is screen left in LTR: the content moves the other way.
        #expect(p.offset * direction.forward < 0)
        #expect(p.buttons.map(\.actionID).sorted() == ["archive", "delete"])
        #expect(scene.openRow == nil)
    }

    @Test func cardHeldFarArmsTheFullSwipeOfThatEdge() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.hold(row: 2, progress: 0.9, edge: .leading, time: 0)
        _ = scene.run(to: 2)
        let p = scene.presentation(row: 2, at: 2)!
        #expect(p.offset > 0)
        #expect(p.isFullSwipe)
        #expect(p.buttons.map(\.actionID) == ["unread"])
        #expect(p.buttons.first?.isExpanded == true)
    }

    @Test func badInputIsIgnored() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.hold(row: 99, progress: 0.5, edge: .leading, time: 0)
        scene.hold(row: 0, progress: .nan, edge: .leading, time: 0)
        _ = scene.run(to: 1)
        #expect(scene.presentation(row: 0, at: 1)!.offset == 0)
        scene.hold(row: 0, progress: 7, edge: .trailing, time: 1)
        _ = scene.run(to: 2, from: 1)
        let offset = scene.presentation(row: 0, at: 2)!.offset
        #expect(offset < 0 && offset >= -360)
    }
}
