import Testing
@testable import SwipeEngine

/// Scrolling the list closes the open row (`SwipeInput.listScroll`) once it has moved
/// `SwipeInput.listScrollCloseDistance` (16 points) since the row opened.
struct CloseOnScrollTests {
    /// (scrolls since the row opened, whether the row is still open after them).
    static let distances: [([Double], Bool)] = [
        ([4], true),  // a scroll-to-focus nudge as Tab reaches a revealed button
        ([3, 4, 5], true),  // three nudges: 12 points
        ([15.9], true),
        ([16], false),
        ([-16], false),  // either way
        ([21.5], false),  // one wheel notch over a 100-point page
        ([10, 10], false),  // a touchpad scroll, in steps
        ([12, -12, 12], true),  // back and forth: the list ends where it was, plus 12
        ([-8, -8], false),
    ]

    @Test(arguments: [Fixtures.actionRow, Fixtures.cardList], distances)
    func theOpenRowClosesOnceTheListScrolledSixteenPoints(configuration: BlockConfiguration, scroll: ([Double], Bool)) {
        var scene = Fixtures.scene(configuration)
        scene.apply(.open(.trailing), row: 1, time: 0)
        var t = 0.5
        for dy in scroll.0 {
            scene.apply(.listScroll(dy: dy), row: 0, time: t)
            t += 0.016
        }
        #expect(scene.isOpen(row: 1) == scroll.1)
        _ = scene.run(to: t + 2, from: t)
        #expect((scene.presentation(row: 1, at: t + 2)?.offset == 0) != scroll.1)
    }

    @Test func theDistanceCountsFromWhenTheRowOpened() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.apply(.open(.trailing), row: 0, time: 0)
        scene.apply(.listScroll(dy: 12), row: 0, time: 0.1)
        // Another row opens: the 12 points before it do not count toward closing it.
        scene.apply(.open(.trailing), row: 2, time: 0.2)
        scene.apply(.listScroll(dy: 12), row: 0, time: 0.3)
        #expect(scene.isOpen(row: 2))
        scene.apply(.listScroll(dy: 4), row: 0, time: 0.4)
        #expect(!scene.isAnyRowOpen)
        let kinds = scene.advance(to: 0.5).map(\.kind)
        #expect(kinds.last == .closed)
    }

    @Test func anOpeningRowClosesToo() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        // Released past half its reveal width: it settles open, and is still on its way.
        scene.drag(row: 0, dx: -120, start: 0)
        #expect(scene.isOpen(row: 0) && scene.isAnimating(at: 0.55))
        scene.apply(.listScroll(dy: 30), row: 0, time: 0.55)
        #expect(!scene.isAnyRowOpen)
        _ = scene.run(to: 2, from: 0.55)
        #expect(scene.presentation(row: 0, at: 2)?.offset == 0)
    }

    @Test func offKeepsTheRowOpen() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.closesOnScroll = false
        scene.apply(.open(.trailing), row: 0, time: 0)
        #expect(!scene.closesOnListScroll)
        scene.apply(.listScroll(dy: 400), row: 0, time: 0.5)
        #expect(scene.isOpen(row: 0))
    }

    @Test func aRowUnderADragStaysWhileTheListMoves() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.apply(.open(.trailing), row: 0, time: 0)
        scene.drag(row: 0, dx: 30, start: 1, release: false)
        scene.apply(.listScroll(dy: 40), row: 0, time: 1.35)
        #expect(scene.ownsDrag(row: 0) == true && scene.isOpen(row: 0))
    }

    @Test func aClosedListIgnoresScrollsAndNonFiniteOnes() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        #expect(!scene.closesOnListScroll)
        scene.apply(.listScroll(dy: 100), row: 0, time: 0)
        #expect(scene.advance(to: 1).isEmpty)
        scene.apply(.open(.trailing), row: 0, time: 1)
        #expect(scene.closesOnListScroll)
        for dy in [Double.nan, .infinity, -.infinity, 0] { scene.apply(.listScroll(dy: dy), row: 0, time: 1.1) }
        #expect(scene.isOpen(row: 0))
    }
}
