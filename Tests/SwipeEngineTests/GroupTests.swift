import Testing
@testable import SwipeEngine

struct GroupTests {
    @Test(arguments: [Fixtures.actionRow, Fixtures.cardList])
    func openingAnotherRowClosesTheOpenOne(configuration: BlockConfiguration) {
        var scene = Fixtures.scene(configuration)
        scene.open(row: 0, edge: .trailing, time: 0)
        scene.open(row: 2, edge: .trailing, time: 1)
        do { let ok = kinds(scene.advance(to: 1)) == ["opened:trailing", "closed", "opened:trailing"]; #expect(ok) }
        #expect(scene.isOpen(row: 2) && !scene.isOpen(row: 0))
        #expect(scene.openRow == 2)
        _ = scene.run(to: 3, from: 1)
        #expect(scene.presentation(row: 0, at: 3)!.offset == 0)
    }

    @Test(arguments: [Fixtures.actionRow, Fixtures.cardList])
    func startingASwipeOnAnotherRowClosesTheOpenOne(configuration: BlockConfiguration) {
        var scene = Fixtures.scene(configuration)
        scene.open(row: 0, edge: .trailing, time: 0)
        scene.drag(row: 1, dx: -30, start: 1, release: false)
        do { let ok = kinds(scene.advance(to: 1.3)) == ["opened:trailing", "dragStarted", "closed"]; #expect(ok) }
        #expect(!scene.isAnyRowOpen)
    }

    @Test func actionRowTapOnTheOpenRowIsConsumed() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.open(row: 0, edge: .trailing, time: 0)
        do { let ok = scene.tap(row: 0, time: 1); #expect(ok) }
        #expect(!scene.isAnyRowOpen)
    }

    @Test func actionRowTapOnAnotherRowClosesAndStillReachesIt() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.open(row: 0, edge: .trailing, time: 0)
        do { let ok = !scene.tap(row: 1, time: 1); #expect(ok) }
        #expect(!scene.isAnyRowOpen)
        do { let ok = !scene.tap(row: 1, time: 2); #expect(ok) }
    }

    @Test func cardListTapAnywhereClosesAndIsConsumed() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.open(row: 0, edge: .leading, time: 0)
        do { let ok = scene.tap(row: 3, time: 1); #expect(ok) }
        #expect(!scene.isAnyRowOpen)
        scene.open(row: 0, edge: .trailing, time: 2)
        do { let ok = scene.tapOutside(time: 3); #expect(ok) }
        do { let ok = !scene.tapOutside(time: 4); #expect(ok) }
        do { let ok = !scene.tap(row: 0, time: 5); #expect(ok) }
    }

    @Test func closeFromCode() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.open(row: 4, edge: .leading, time: 0)
        #expect(scene.isAnyRowOpen)
        scene.close(time: 0.5)
        do { let ok = kinds(scene.advance(to: 0.5)) == ["opened:leading", "closed"]; #expect(ok) }
        #expect(!scene.isAnyRowOpen)
    }

    @Test func openingAnEdgeWithoutActionsDoesNothing() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.open(row: 0, edge: .leading, time: 0)
        #expect(!scene.isAnyRowOpen)
    }
}
