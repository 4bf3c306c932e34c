import Testing
@testable import SwipeEngine

/// `confirmsDestructiveActions`: a destructive full swipe or button asks first, holding the row.
struct CardRowConfirmTests {
    static func asking(timeout: Double = 5) -> BlockConfiguration {
        var c = Fixtures.cardConfiguration
        c.confirmsDestructiveActions = true
        c.confirmTimeout = timeout
        return .cardList(c)
    }

    /// A 360-point row full-swiped to its trailing delete, released at 0.5 s.
    static func heldScene(timeout: Double = 5, reduceMotion: Bool = false) -> (Scene, [SwipeEvent]) {
        var scene = Fixtures.scene(asking(timeout: timeout), reduceMotion: reduceMotion)
        scene.drag(row: 1, dx: -250, start: 0, release: false)
        scene.release(row: 1, x: -70, y: 30, time: 0.5)
        let events = scene.run(to: 1.5)
        return (scene, events)
    }

    @Test func destructiveFullSwipeHoldsAtTheFullSwipeDistanceAskingAndRunsNothing() {
        let (scene, events) = Self.heldScene()
        #expect(kinds(events) == ["dragStarted", "feedback", "confirming:delete"])
        #expect(scene.confirmingAction(row: 1) == "delete")
        let p = scene.presentation(row: 1, at: 1.5)!
        // max(0.6 × 360, 160 + 40) = 216: the content still shows which row it is.
        #expect(close(p.offset, -216, 0.01))
        #expect(p.buttons.count == 1 && p.buttons[0].actionID == "delete")
        #expect(p.buttons[0].isExpanded && p.buttons[0].asksConfirmation && close(p.buttons[0].width, 216, 0.01))
        #expect(scene.openRow == nil && !scene.isRemoved(row: 1))
    }

    @Test func acceptingRunsTheActionAsAFullSwipeAlwaysDid() {
        var (scene, _) = Self.heldScene()
        do { let ok = scene.confirm(row: 1, accept: true, time: 2); #expect(ok) }
        let events = scene.run(to: 4, from: 2)
        #expect(kinds(events) == ["action:delete", "removed"])
        #expect(close(events[0].time, 2 + 0.3 + 0.25))
        #expect(scene.confirmingAction(row: 1) == nil)
    }

    @Test(arguments: [RowKey.return, .delete])
    func returnOrASecondDeleteAccepts(key: RowKey) {
        var (scene, _) = Self.heldScene()
        do { let ok = scene.key(key, row: 1, time: 2); #expect(ok) }
        #expect(kinds(scene.run(to: 4, from: 2)) == ["action:delete", "removed"])
    }

    @Test func theHeldButtonActivatedAgainAccepts() {
        var (scene, _) = Self.heldScene()
        do { let ok = scene.apply(.action("delete"), row: 1, time: 2) == false; #expect(ok) }
        #expect(kinds(scene.run(to: 4, from: 2)) == ["action:delete", "removed"])
    }

    @Test func anotherActionWhileAskingDoesNothing() {
        var (scene, _) = Self.heldScene()
        scene.perform(action: "archive", row: 1, time: 2)
        #expect(scene.run(to: 3, from: 2).isEmpty)
        #expect(scene.confirmingAction(row: 1) == "delete")
    }

    @Test func escapeDeclinesAndTheRowSpringsBackToRest() {
        var (scene, _) = Self.heldScene()
        do { let ok = scene.key(.escape, row: 1, time: 2); #expect(ok) }
        let events = scene.run(to: 4, from: 2)
        #expect(kinds(events) == ["declined:delete"])
        #expect(events[0].time == 2)
        let p = scene.presentation(row: 1, at: 4)!
        #expect(p.offset == 0 && p.buttons.isEmpty && !scene.isRemoved(row: 1))
    }

    @Test func aTapOnTheRowDeclines() {
        var (scene, _) = Self.heldScene()
        scene.press(row: 1, x: 50, y: 30, time: 2)
        do { let ok = scene.apply(.release(x: 50, y: 30), row: 1, time: 2.05); #expect(ok) }
        #expect(kinds(scene.run(to: 3, from: 2)) == ["declined:delete"])
    }

    @Test func aTapOnTheAskingButtonIsLeftToTheButton() {
        var (scene, _) = Self.heldScene()
        scene.press(row: 1, x: 300, y: 30, time: 2)
        do { let ok = scene.apply(.release(x: 300, y: 30), row: 1, time: 2.05); #expect(ok) }
        #expect(scene.run(to: 3, from: 2).isEmpty)
        #expect(scene.confirmingAction(row: 1) == "delete")
        scene.apply(.action("delete"), row: 1, time: 3)
        #expect(kinds(scene.run(to: 4, from: 3)) == ["action:delete", "removed"])
    }

    @Test func closingTheRowDeclines() {
        var (scene, _) = Self.heldScene()
        scene.open(row: 0, edge: .leading, time: 2)
        scene.apply(.close, row: 1, time: 2.1)
        let events = scene.run(to: 3, from: 2)
        #expect(kinds(events).contains("opened:leading"))
        #expect(scene.confirmingAction(row: 1) == "delete", "closing another row leaves the question")
        var (held, _) = Self.heldScene()
        held.rowsClose(1, time: 2)
        #expect(kinds(held.run(to: 3, from: 2)) == ["declined:delete"])
    }

    @Test func aDragOrATapOnAnotherRowOrOutsideDeclines() {
        var (dragged, _) = Self.heldScene()
        dragged.drag(row: 0, dx: -60, start: 2, release: false)
        #expect(kinds(dragged.run(to: 3, from: 2)) == ["dragStarted", "declined:delete"])
        var (tapped, _) = Self.heldScene()
        tapped.press(row: 2, x: 50, y: 30, time: 2)
        tapped.apply(.release(x: 50, y: 30), row: 2, time: 2.05)
        #expect(kinds(tapped.run(to: 3, from: 2)) == ["declined:delete"])
        var (outside, _) = Self.heldScene()
        outside.tapOutside(time: 2)
        #expect(kinds(outside.run(to: 3, from: 2)) == ["declined:delete"])
    }

    @Test func theTimeoutDeclinesAtItsSecond() {
        var (scene, _) = Self.heldScene(timeout: 2)
        let events = scene.run(to: 4, from: 1.5)
        #expect(kinds(events) == ["declined:delete"])
        #expect(close(events[0].time, 0.5 + 2))
        #expect(close(scene.presentation(row: 1, at: 4)!.offset, 0))
    }

    @Test func reduceMotionHoldsAndSpringsBackWithNoMotion() {
        var (scene, _) = Self.heldScene(reduceMotion: true)
        #expect(close(scene.presentation(row: 1, at: 0.5)!.offset, -216))
        scene.key(.escape, row: 1, time: 2)
        #expect(scene.presentation(row: 1, at: 2)!.offset == 0)
        #expect(!scene.isAnimating(at: 2))
    }

    @Test func theButtonAsksFirstTooAndASecondActivationRunsIt() {
        var scene = Fixtures.scene(Self.asking())
        scene.open(row: 0, edge: .trailing, time: 0)
        _ = scene.run(to: 1)
        scene.perform(action: "delete", row: 0, time: 1)
        let asked = scene.run(to: 2, from: 1)
        #expect(kinds(asked) == ["closed", "confirming:delete"])
        scene.perform(action: "delete", row: 0, time: 2)
        #expect(kinds(scene.run(to: 4, from: 2)) == ["action:delete", "removed"])
    }

    @Test func confirmingARowThatAsksNothingIsANoOp() {
        var scene = Fixtures.scene(Self.asking())
        do { let ok = !scene.confirm(row: 0, accept: true, time: 0); #expect(ok) }
        do { let ok = !scene.confirm(row: 99, accept: false, time: 0); #expect(ok) }
        #expect(scene.run(to: 1).isEmpty)
    }

    @Test func withTheOptionOffADestructiveFullSwipeRunsAtOnce() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.drag(row: 1, dx: -250, start: 0)
        #expect(kinds(scene.run(to: 2)) == ["dragStarted", "feedback", "action:delete", "removed"])
        #expect(!CardListConfiguration().confirmsDestructiveActions && CardListConfiguration().confirmTimeout == 5)
    }

    @Test func nonDestructiveFullSwipesNeverAsk() {
        var scene = Fixtures.scene(Self.asking())
        scene.drag(row: 0, dx: 240, start: 0)
        #expect(kinds(scene.run(to: 2)) == ["dragStarted", "feedback", "action:unread"])
    }

    @Test func aWidthChangeKeepsTheHoldAtTheNewFullSwipeDistance() {
        var (scene, _) = Self.heldScene()
        scene.setWidth(500, time: 2)
        _ = scene.run(to: 3, from: 2)
        #expect(close(scene.presentation(row: 1, at: 3)!.offset, -300, 0.01))
    }
}

extension Scene {
    /// Closes `row` as the group or code would (`SwipeRow.close` on that row).
    fileprivate mutating func rowsClose(_ row: Int, time: Double) {
        let t = begin(time)
        closeRow(row, time: t)
    }
}
