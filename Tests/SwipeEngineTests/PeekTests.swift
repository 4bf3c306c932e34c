import Testing
@testable import SwipeEngine

/// A resting row peeks: it slides `RowPeek.distance` toward its actions and back, once, as a
/// drag of that length shows it; it reports nothing; it does not peek when not at rest; under
/// Reduce Motion it does not move and shows a hint for `RowPeek.hintDuration`.
struct PeekTests {
    /// The row's offsets at 60 Hz from `start` until `end`.
    private func offsets(_ scene: inout Scene, row: Int, from start: Double, to end: Double) -> (offsets: [Double], events: [SwipeEvent]) {
        var offsets: [Double] = []
        var events: [SwipeEvent] = []
        var t = start
        while t < end {
            t += 1.0 / 60
            events += scene.advance(to: t)
            offsets.append(scene.presentation(row: row, at: t)!.offset)
        }
        return (offsets, events)
    }

    @Test func anActionRowSlidesThirtySixPointsTowardItsButtonsAndBackOnceReportingNothing() {
        var scene = Fixtures.scene(Fixtures.actionRow, rows: 3)
        let peeked1 = scene.peek(row: 1, time: 1)
        #expect(peeked1)
        #expect(scene.isPeeking(row: 1, at: 1) && scene.isAnimating)
        // At the turn the row is out by the whole distance, to the left (toward the trailing buttons).
        #expect(close(scene.presentation(row: 1, at: 1.2)!.offset, -RowPeek.distance))
        let shown = scene.presentation(row: 1, at: 1.2)!.buttons
        #expect(shown.contains { $0.actionID == "delete" && $0.width > 0 }, "the edge button shows: \(shown)")
        let (run, events) = offsets(&scene, row: 1, from: 1, to: 2)
        #expect(events.isEmpty, "a peek reports nothing: \(kinds(events))")
        let deepest = run.min()!
        #expect(deepest >= -RowPeek.distance - 1e-9 && deepest < -RowPeek.distance + 1)
        // Out, then back: once down to the turn, once up to rest, no second trip.
        let turn = run.firstIndex(of: deepest)!
        #expect(zip(run[..<turn], run[1...turn]).allSatisfy { $0 >= $1 })
        #expect(zip(run[turn...], run[(turn + 1)...]).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(run.last == 0)
        #expect(!scene.isPeeking(row: 1, at: 2) && !scene.isAnimating && scene.openRow == nil)
        // The rows around it never moved.
        #expect(scene.presentation(row: 0, at: 1.2)!.offset == 0 && scene.presentation(row: 2, at: 1.2)!.offset == 0)
    }

    @Test func thePeekTakesTheNamedTimes() {
        let peek = RowPeek(edge: .trailing, width: 360, reduceMotion: false, at: 0)
        let turn = RowPeek.outMotion.logicalDuration
        #expect(close(peek.end, turn + RowPeek.pause + RowPeek.backMotion.logicalDuration))
        #expect(close(peek.end, 0.72))
        #expect(peek.translation(at: 0) == 0 && peek.translation(at: peek.end) == 0)
        #expect(close(peek.translation(at: turn), -36))
        // Still out during the pause.
        #expect(close(peek.translation(at: turn + RowPeek.pause / 2), -36))
        #expect(peek.translation(at: 0.1) < 0 && peek.translation(at: 0.1) > -36)
    }

    @Test func aNarrowRowPeeksAQuarterOfItsWidth() {
        #expect(RowPeek.distance(width: 100) == 25)
        #expect(RowPeek.distance(width: 360) == 36)
        #expect(RowPeek.distance(width: 0) == 0 && RowPeek.distance(width: .nan) == 0)
        var scene = Fixtures.scene(Fixtures.actionRow, width: 0)
        let peeked2 = scene.peek(row: 0, time: 0)
        #expect(!peeked2, "a row with no width has nowhere to slide")
    }

    @Test func aCardRowPeeksTowardItsTrailingActionsAndALeadingOnlyRowTowardItsLeadingOnes() {
        var scene = Fixtures.scene(Fixtures.cardList)
        #expect(scene.peekEdge == .trailing && Scene.peekEdge(of: Fixtures.cardList) == .trailing)
        let peeked3 = scene.peek(row: 0, time: 0)
        #expect(peeked3)
        #expect(close(scene.presentation(row: 0, at: 0.2)!.offset, -36))
        var leadingOnly = Fixtures.cardConfiguration
        leadingOnly.trailing = []
        var other = Fixtures.scene(.cardList(leadingOnly))
        #expect(other.peekEdge == .leading && Scene.peekEdge(of: .cardList(leadingOnly)) == .leading)
        let peeked4 = other.peek(row: 0, time: 0)
        #expect(peeked4)
        #expect(close(other.presentation(row: 0, at: 0.2)!.offset, 36))
        #expect(other.presentation(row: 0, at: 0.2)!.buttons.contains { $0.actionID == "unread" })
    }

    @Test func rightToLeftTheRowPeeksTheOtherWay() {
        var scene = Fixtures.scene(Fixtures.actionRow, direction: .rightToLeft)
        let peeked5 = scene.peek(row: 0, time: 0)
        #expect(peeked5)
        #expect(close(scene.presentation(row: 0, at: 0.2)!.offset, 36))
    }

    @Test func theCompletionRowPeeksForwardShowingItsTintWithoutCompleting() {
        var scene = Fixtures.scene(Fixtures.completion)
        let peeked6 = scene.peek(row: 0, time: 0)
        #expect(peeked6)
        let p = scene.presentation(row: 0, at: 0.2)!
        #expect(p.offset > 0 && p.checkmark?.isPastThreshold == false)
        let (_, events) = offsets(&scene, row: 0, from: 0, to: 1)
        #expect(events.isEmpty && !scene.isRemoved(row: 0))
    }

    @Test func anOpenOrDraggedOrAskingOrFrozenRowDoesNotPeek() {
        var open = Fixtures.scene(Fixtures.actionRow)
        open.open(row: 0, edge: .trailing, time: 0)
        _ = open.run(to: 1)
        let peeked7 = open.peek(row: 0, time: 1)
        #expect(!peeked7, "open")
        let peeked8 = open.peek(row: 1, time: 1)
        #expect(peeked8, "another row of the list still can")

        var dragged = Fixtures.scene(Fixtures.actionRow)
        dragged.drag(row: 0, dx: -30, start: 0, release: false)
        let peeked9 = dragged.peek(row: 0, time: 0.3)
        #expect(!peeked9, "dragged")

        var settling = Fixtures.scene(Fixtures.actionRow)
        settling.open(row: 0, edge: .trailing, time: 0)
        settling.close(time: 0.5)
        let peeked10 = settling.peek(row: 0, time: 0.55)
        #expect(!peeked10, "still closing")

        var card = Fixtures.cardConfiguration
        card.confirmsDestructiveActions = true
        var asking = Fixtures.scene(.cardList(card))
        _ = asking.perform(action: "delete", row: 0, time: 0)
        _ = asking.run(to: 1)
        #expect(asking.confirmingAction(row: 0) == "delete")
        let peeked11 = asking.peek(row: 0, time: 1)
        #expect(!peeked11, "asking")

        var frozenOptions = Fixtures.cardConfiguration
        frozenOptions.debugProgress = DebugProgress(progress: 0.3, edge: .trailing)
        var frozen = Fixtures.scene(.cardList(frozenOptions))
        let peeked12 = frozen.peek(row: 0, time: 0)
        #expect(!peeked12, "frozen")
    }

    @Test func aSecondPeekDuringOneIsIgnored() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        let peeked13 = scene.peek(row: 0, time: 0)
        #expect(peeked13)
        let before = scene.presentation(row: 0, at: 0.5)!.offset
        let peeked14 = scene.peek(row: 0, time: 0.3)
        #expect(!peeked14)
        #expect(scene.presentation(row: 0, at: 0.5)!.offset == before, "the first peek runs on unchanged")
        _ = scene.run(to: 1)
        let peeked15 = scene.peek(row: 0, time: 1)
        #expect(peeked15, "once over, the row can peek again")
    }

    @Test func aPressOnAPeekingRowEndsThePeekAndTheDragTakesOver() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        let peeked16 = scene.peek(row: 0, time: 0)
        #expect(peeked16)
        scene.apply(.press(x: 180, y: 30), row: 0, time: 0.1)
        #expect(!scene.isPeeking(row: 0, at: 0.1))
        #expect(scene.presentation(row: 0, at: 0.1)!.offset == 0)
        scene.drag(row: 0, dx: -200, start: 0.15)
        _ = scene.run(to: 2, from: 0.1)
        #expect(scene.openRow == 0, "the drag opens the row as ever")
    }

    @Test func anOpenedRowShowsItsOwnOffsetNotThePeeks() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        var unpeeked = Fixtures.scene(Fixtures.actionRow)
        let peeked17 = scene.peek(row: 0, time: 0)
        #expect(peeked17)
        scene.open(row: 0, edge: .trailing, time: 0.1)
        unpeeked.open(row: 0, edge: .trailing, time: 0.1)
        _ = scene.run(to: 0.3)
        _ = unpeeked.run(to: 0.3)
        // At 0.3 s the peek alone would be out by its whole distance (it runs until 0.72 s): the
        // opening row moves as one that never peeked.
        let opening = unpeeked.presentation(row: 0, at: 0.3)!.offset
        #expect(close(RowPeek(edge: .trailing, width: scene.width, reduceMotion: false, at: 0).translation(at: 0.3), -RowPeek.distance))
        #expect(opening != -RowPeek.distance && opening != 0)
        #expect(scene.presentation(row: 0, at: 0.3)!.offset == opening)
        _ = scene.run(to: 1, from: 0.3)
        #expect(scene.presentation(row: 0, at: 1)!.offset == -160)
    }

    @Test func underReduceMotionTheRowStaysStillAndShowsAHintForAMoment() {
        var scene = Fixtures.scene(Fixtures.actionRow, reduceMotion: true)
        let peeked18 = scene.peek(row: 0, time: 0)
        #expect(peeked18)
        #expect(scene.showsPeekHint(row: 0, at: 0) && scene.isAnimating)
        #expect(scene.showsPeekHint(row: 0, at: RowPeek.hintDuration - 0.01))
        let (run, events) = offsets(&scene, row: 0, from: 0, to: 2)
        #expect(run.allSatisfy { $0 == 0 } && events.isEmpty)
        #expect(!scene.showsPeekHint(row: 0, at: RowPeek.hintDuration) && !scene.isAnimating)
        #expect(scene.presentation(row: 0, at: 0.2)!.buttons.isEmpty)
    }

    @Test func aMovingPeekShowsNoHint() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        let peeked19 = scene.peek(row: 0, time: 0)
        #expect(peeked19)
        #expect(!scene.showsPeekHint(row: 0, at: 0.1))
    }

    @Test func aRemovedRowForgetsItsPeek() {
        var scene = Fixtures.scene(Fixtures.actionRow, rows: 2)
        let peeked20 = scene.peek(row: 0, time: 0)
        #expect(peeked20)
        scene.remove(row: 0, time: 0.1)
        #expect(!scene.isPeeking(row: 0, at: 0.1) && !scene.peek(row: 0, time: 0.2))
    }
}
