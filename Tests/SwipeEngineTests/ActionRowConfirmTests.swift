import Testing
@testable import SwipeEngine

/// The action row's two-step button (`confirmsDestructiveActions`): Delete's button widens to
/// "Delete?" and needs a second activation.
struct ActionRowConfirmTests {
    static func scene(timeout: Double = 5) -> Scene {
        var options = ActionRowConfiguration(actions: [Fixtures.archive, Fixtures.delete])
        options.confirmsDestructiveActions = true
        options.confirmTimeout = timeout
        return Fixtures.scene(.actionRow(options))
    }

    /// Row 0 open, its Delete button asking since 1 s.
    static func asking(timeout: Double = 5) -> Scene {
        var scene = Self.scene(timeout: timeout)
        scene.open(row: 0, edge: .trailing, time: 0)
        scene.perform(action: "delete", row: 0, time: 1)
        return scene
    }

    @Test func theFirstActivationWidensTheButtonAskingAndRunsNothing() {
        var scene = Self.asking()
        #expect(kinds(scene.run(to: 2)) == ["opened:trailing", "confirming:delete"])
        let p = scene.presentation(row: 0, at: 2)!
        #expect(p.offset == -160 && p.openEdge == .trailing)
        #expect(p.buttons.count == 1)
        #expect(p.buttons[0].actionID == "delete" && p.buttons[0].asksConfirmation && p.buttons[0].isExpanded)
        #expect(p.buttons[0].width == 160 && p.buttons[0].x == 200)
        #expect(scene.confirmingAction(row: 0) == "delete" && !scene.isRemoved(row: 0))
    }

    @Test func theSecondActivationClosesTheRowAndRunsIt() {
        var scene = Self.asking()
        _ = scene.run(to: 2)
        scene.perform(action: "delete", row: 0, time: 2)
        #expect(kinds(scene.run(to: 3, from: 2)) == ["closed", "action:delete", "removed"])
    }

    @Test func escapeTakesTheQuestionBackAndTheButtonsShowAgain() {
        var scene = Self.asking()
        _ = scene.run(to: 2)
        do { let ok = scene.key(.escape, row: 0, time: 2); #expect(ok) }
        #expect(kinds(scene.run(to: 3, from: 2)) == ["declined:delete"])
        let p = scene.presentation(row: 0, at: 3)!
        #expect(p.openEdge == .trailing && p.buttons.map(\.actionID) == ["archive", "delete"])
        #expect(p.buttons.allSatisfy { !$0.asksConfirmation })
    }

    @Test func theTimeoutTakesItBackAtItsSecond() {
        var scene = Self.asking(timeout: 1.5)
        let events = scene.run(to: 4)
        #expect(kinds(events) == ["opened:trailing", "confirming:delete", "declined:delete"])
        #expect(close(events[2].time, 2.5))
    }

    @Test func deleteOnAClosedRowOpensItToAskAndEscapeClosesItAgain() {
        var scene = Self.scene()
        do { let ok = scene.key(.delete, row: 1, time: 0); #expect(ok) }
        #expect(kinds(scene.run(to: 1)) == ["opened:trailing", "confirming:delete"])
        do { let ok = scene.key(.escape, row: 1, time: 1); #expect(ok) }
        #expect(kinds(scene.run(to: 2, from: 1)) == ["declined:delete", "closed"])
        do { let ok = scene.key(.delete, row: 1, time: 2); #expect(ok) }
        do { let ok = scene.key(.return, row: 1, time: 2.5); #expect(ok) }
        #expect(kinds(scene.run(to: 4, from: 2)) == ["opened:trailing", "confirming:delete", "closed", "action:delete", "removed"])
    }

    @Test func aDragOnTheRowTakesTheQuestionBackAndDrags() {
        var scene = Self.asking()
        _ = scene.run(to: 2)
        scene.drag(row: 0, dx: 100, start: 2)
        #expect(kinds(scene.run(to: 4, from: 2)) == ["declined:delete", "dragStarted", "closed"])
    }

    @Test func archiveNeverAsksAndAnotherActionWhileAskingDoesNothing() {
        var scene = Self.asking()
        _ = scene.run(to: 2)
        scene.perform(action: "archive", row: 0, time: 2)
        #expect(scene.run(to: 3, from: 2).isEmpty)
        var plain = Self.scene()
        plain.perform(action: "archive", row: 0, time: 0)
        #expect(kinds(plain.run(to: 1)) == ["action:archive", "removed"])
    }

    @Test func withTheOptionOffDeleteRunsAtOnce() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.perform(action: "delete", row: 0, time: 0)
        #expect(kinds(scene.run(to: 1)) == ["action:delete", "removed"])
    }
}
