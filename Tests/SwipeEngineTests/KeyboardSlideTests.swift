import Testing
@testable import SwipeEngine

struct KeyboardSlideTests {
    @Test(arguments: [
        (SlideDirection.right, LayoutDirection.leftToRight, SwipeEdge.leading),
        (.left, .leftToRight, .trailing),
        (.right, .rightToLeft, .trailing),
        (.left, .rightToLeft, .leading),
    ])
    func slidingTheContentUncoversTheSideItMovesAwayFrom(slide: SlideDirection, direction: LayoutDirection, edge: SwipeEdge) {
        #expect(SwipeEdge.uncovered(bySliding: slide, in: direction) == edge)
    }

    @Test func actionRowSlidLeftOpensItsTrailingButtonsAndSlidBackCloses() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        #expect(scene.slide(row: 1, toward: .left, time: 0) == .opened(.trailing))
        #expect(scene.isOpen(row: 1))
        _ = scene.run(to: 1)
        #expect(scene.presentation(row: 1, at: 1)!.offset < -100)
        #expect(scene.slide(row: 1, toward: .right, time: 1) == .closed)
        _ = scene.run(to: 2, from: 1)
        #expect(!scene.isAnyRowOpen)
        #expect(scene.presentation(row: 1, at: 2)!.offset == 0)
    }

    @Test func actionRowHasNothingToUncoverOnItsLeadingSide() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        #expect(scene.slide(row: 0, toward: .right, time: 0) == .none)
        #expect(scene.advance(to: 0.1).isEmpty)
    }

    @Test func rightToLeftMirrorsTheKeys() {
        var scene = Fixtures.scene(Fixtures.actionRow, direction: .rightToLeft)
        #expect(scene.slide(row: 0, toward: .left, time: 0) == .none)
        #expect(scene.slide(row: 0, toward: .right, time: 0) == .opened(.trailing))
    }

    @Test func cardListOpensEitherEdgeAndASecondRowClosesTheFirst() {
        var scene = Fixtures.scene(Fixtures.cardList)
        #expect(scene.slide(row: 0, toward: .right, time: 0) == .opened(.leading))
        #expect(scene.openEdge(row: 0) == .leading)
        #expect(scene.slide(row: 2, toward: .left, time: 1) == .opened(.trailing))
        #expect(scene.openRow == 2)
        #expect(scene.openEdge(row: 0) == nil)
        do { let ok = kinds(scene.advance(to: 1)) == ["opened:leading", "closed", "opened:trailing"]; #expect(ok) }
    }

    @Test func slidingAnOpenCardTheOtherWayClosesItRatherThanOpeningTheOtherSide() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.slide(row: 0, toward: .right, time: 0)
        #expect(scene.slide(row: 0, toward: .left, time: 0.5) == .closed)
        #expect(scene.openEdge(row: 0) == nil)
        #expect(scene.slide(row: 0, toward: .left, time: 1) == .opened(.trailing))
    }

    @Test func completionRowCompletesWhenSlidForwardOnly() {
        var scene = Fixtures.scene(Fixtures.completion)
        #expect(scene.slide(row: 0, toward: .left, time: 0) == .none)
        #expect(scene.slide(row: 0, toward: .right, time: 0) == .completed)
        let events = kinds(scene.run(to: 2))
        #expect(events.contains("completed"))
        #expect(scene.isRemoved(row: 0))
    }

    @Test func aRemovedRowIgnoresTheKeys() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.remove(row: 0, time: 0)
        #expect(scene.slide(row: 0, toward: .left, time: 0) == .none)
        #expect(!scene.isAnyRowOpen)
    }
}
