import Testing
@testable import SwipeEngine

struct CompletionRowTests {
    @Test(arguments: [(100.0, 40.0), (300.0, 120.0), (350.0, 140.0), (360.0, 140.0), (1000.0, 140.0)])
    func completesAtFortyPercentCappedAt140(width: Double, threshold: Double) {
        #expect(CompletionRowMath.threshold(width: width) == threshold)
        #expect(CompletionRowMath.shouldComplete(forward: threshold, vertical: 0, width: width))
        #expect(!CompletionRowMath.shouldComplete(forward: threshold - 0.01, vertical: 0, width: width))
    }

    @Test(arguments: [
        (150.0, 149.0, 360.0, true), (150.0, 150.0, 360.0, false), (150.0, -160.0, 360.0, false),
        (150.0, 0.0, 0.0, false), (-150.0, 0.0, 360.0, false),
    ])
    func completesOnlyMostlyForwardOnARowWithWidth(forward: Double, vertical: Double, width: Double, completes: Bool) {
        #expect(CompletionRowMath.shouldComplete(forward: forward, vertical: vertical, width: width) == completes)
    }

    @Test(arguments: [(true, false, 1.15, 1.0), (false, false, 0.5, 0.55), (false, true, 1.0, 0.55), (true, true, 1.15, 1.0)])
    func checkmarkScaleAndOpacity(isPast: Bool, reduceMotion: Bool, scale: Double, opacity: Double) {
        #expect(CompletionRowMath.checkmarkScale(isPast: isPast, reduceMotion: reduceMotion) == scale)
        #expect(CompletionRowMath.checkmarkOpacity(isPast: isPast) == opacity)
    }

    @Test func motionsMatchTheReference() {
        #expect(CompletionRowMath.minimumDistance == 20)
        #expect(CompletionRowConfiguration().minimumDistance == 20)
        #expect(CompletionRowMath.checkmarkMotion == .spring(duration: 0.3, bounce: 0.6))
        #expect(CompletionRowMath.springBackMotion == .spring(duration: 0.35, bounce: 0.25))
        #expect(CompletionRowMath.checkMotion == .spring(duration: 0.35, bounce: 0.1))
        #expect(CompletionRowMath.collapseMotion == Motion.easeInOut(duration: 0.25).delay(0.12))
    }

    @Test func fullSwipeChecksCollapsesThenCompletesOnceAfterSeventyTwoHundredths() {
        var scene = Fixtures.scene(Fixtures.completion)
        scene.drag(row: 0, dx: 200, start: 0)  // released at 0.5
        var events = scene.run(to: 1.3)
        #expect(kinds(events) == ["dragStarted", "feedback", "completed", "removed"])
        let completed = events.first { $0.kind == .completed }!
        #expect(close(completed.time, 0.5 + 0.35 + 0.12 + 0.25))
        events = scene.run(to: 3, from: 1.3)
        #expect(events.isEmpty)
        #expect(scene.isRemoved(row: 0))
    }

    @Test func checkedRowSlidesOutByItsWidthThenCollapsesToZero() {
        var scene = Fixtures.scene(Fixtures.completion)
        scene.removesRows = false
        scene.drag(row: 0, dx: 200, start: 0)
        _ = scene.run(to: 0.85)
        #expect(close(scene.presentation(row: 0, at: 0.85)!.height, 68))
        _ = scene.run(to: 2, from: 0.85)
        let p = scene.presentation(row: 0, at: 2)!
        #expect(p.offset == 360)
        #expect(p.height == 0)
        #expect(p.checkmark?.scale == 1.15)
    }

    @Test func shortReleaseSpringsBackWithoutCompleting() {
        var scene = Fixtures.scene(Fixtures.completion)
        scene.drag(row: 0, dx: 100, start: 0)
        #expect(scene.presentation(row: 0, at: 0.5)!.offset == 100)
        let events = scene.run(to: 2)
        #expect(kinds(events) == ["dragStarted"])
        #expect(scene.presentation(row: 0, at: 2)!.offset == 0)
        #expect(scene.presentation(row: 0, at: 2)!.checkmark?.scale == 0.5)
    }

    @Test func rowMovesOnlyForwardAndOnlyWhileForwardBeatsVertical() {
        var scene = Fixtures.scene(Fixtures.completion)
        scene.drag(row: 0, dx: -150, start: 0, release: false)
        #expect(scene.presentation(row: 0, at: 0.3)!.offset == 0)
        scene.release(row: 0, x: 30, y: 30, time: 0.4)
        scene.press(row: 1, x: 10, y: 10, time: 1)
        scene.move(row: 1, x: 40, y: 10, time: 1.05)
        scene.move(row: 1, x: 60, y: 80, time: 1.1)  // vertical now wins: the row stays at 30
        #expect(scene.presentation(row: 1, at: 1.1)!.offset == 30)
    }

    @Test func rightToLeftCompletesLeftward() {
        var scene = Fixtures.scene(Fixtures.completion, direction: .rightToLeft)
        scene.drag(row: 0, dx: -200, start: 0, release: false)
        #expect(scene.presentation(row: 0, at: 0.3)!.offset == -200)
        scene.release(row: 0, x: -20, y: 30, time: 0.5)
        let events = scene.run(to: 2)
        #expect(kinds(events).contains("completed"))
        let leadingX = scene.presentation(row: 1, at: 2)!.checkmark!.leadingX
        #expect(leadingX == 336.0)
    }

    @Test func reduceMotionCollapsesAndCompletesAtOnce() {
        var scene = Fixtures.scene(Fixtures.completion, reduceMotion: true)
        #expect(scene.presentation(row: 0, at: 0)!.checkmark?.scale == 1)
        scene.drag(row: 0, dx: 200, start: 0)
        let events = scene.advance(to: 0.5)
        #expect(kinds(events) == ["dragStarted", "feedback", "completed", "removed"])
        #expect(events.allSatisfy { $0.time <= 0.5 })
    }

    @Test func completeActionDoesWhatAFullSwipeDoes() {
        var scene = Fixtures.scene(Fixtures.completion)
        do { let ok = scene.perform(action: "complete", row: 2, time: 1); #expect(ok) }
        do { let ok = scene.perform(action: "complete", row: 2, time: 1.1); #expect(ok) }  // a second request adds nothing
        let events = scene.run(to: 3, from: 1)
        #expect(kinds(events) == ["feedback", "completed", "removed"])
        #expect(close(events[1].time, 1.72))
    }

    @Test func feedbackFiresOnEachCrossingIntoPast() {
        var scene = Fixtures.scene(Fixtures.completion)
        scene.press(row: 0, x: 0, y: 30, time: 0)
        for (i, x) in [30.0, 150, 100, 160, 90, 170].enumerated() {
            scene.move(row: 0, x: x, y: 30, time: 0.1 * Double(i + 1))
        }
        let events = scene.advance(to: 1)
        #expect(kinds(events) == ["dragStarted", "feedback", "feedback", "feedback"])
    }
}
