import Testing
@testable import SwipeEngine

/// Swipe-to-dismiss with AndroidX ItemTouchHelper's numbers: threshold 0.5 of the width (strictly
/// past), escape velocity 120 pt/s, each velocity axis capped at 800 pt/s, touch slop 8 pt per
/// axis, 120 ms to fly out or settle back, the space closing over 250 ms after 120 ms, all with
/// the accelerate-decelerate ease.
struct DismissRowTests {
    let defaults = DismissRowConfiguration()
    let context = RowContext(width: 360, height: 64)

    func dismissal(
        _ forward: Double, _ across: Double? = nil, down: Double = 0, width: Double = 360,
        _ configuration: DismissRowConfiguration = DismissRowConfiguration(),
        direction: LayoutDirection = .leftToRight
    ) -> DismissDirection? {
        DismissRowMath.dismissal(
            forward: forward, velocity: across.map { DragVelocity(forward: $0, vertical: down) },
            width: width, configuration: configuration, direction: direction)
    }

    @Test func theDefaultsAreAndroidXs() {
        #expect(defaults.swipeThreshold == 0.5 && defaults.swipeEscapeVelocity == 120 && defaults.swipeVelocityThreshold == 800)
        #expect(defaults.animationDuration == 0.12 && defaults.collapseDuration == 0.25 && defaults.minimumDistance == 8)
        #expect(defaults.swipeDirections == [.start, .end])
        #expect(DismissRowMath.motion(duration: 0.12) == .accelerateDecelerate(duration: 0.12))
    }

    @Test(arguments: [(180.01, DismissDirection.end), (180.0, nil), (-180.01, .start), (-180.0, nil), (0.0, nil)])
    func dismissesOnlyStrictlyPastHalfTheWidth(forward: Double, way: DismissDirection?) {
        #expect(dismissal(forward, 0) == way)
    }

    @Test func aFlingTheWayOfTheDragAtTheEscapeVelocityDismissesHoweverShort() {
        #expect(dismissal(20, 120) == .end)
        #expect(dismissal(20, 119.99) == nil)
        #expect(dismissal(-20, -120) == .start)
    }

    @Test func aFlingBackDoesNotDismissButDoesNotStopTheDistanceRule() {
        #expect(dismissal(50, -600) == nil)
        #expect(dismissal(200, -600) == .end)
    }

    @Test func aFlingMustGoMoreAcrossThanDownEachAxisCappedAt800() {
        #expect(dismissal(20, 300, down: 300) == nil)
        #expect(dismissal(20, 5000, down: 900) == nil, "both axes capped at 800: not more across than down")
        #expect(dismissal(20, 5000, down: 799) == .end)
        #expect(DismissRowMath.capped(-5000, at: 800) == -800)
    }

    @Test func aCancelledDragDismissesByDistanceOnly() {
        #expect(dismissal(50) == nil)
        #expect(dismissal(181) == .end)
    }

    @Test func onlyTheAllowedDirectionsMoveOrDismiss() {
        var endOnly = DismissRowConfiguration()
        endOnly.swipeDirections = [.end]
        #expect(DismissRowMath.offset(forward: -80, directions: endOnly.swipeDirections) == 0)
        #expect(DismissRowMath.offset(forward: 80, directions: endOnly.swipeDirections) == 80)
        #expect(dismissal(-300, -900, endOnly) == nil)
        #expect(dismissal(300, 0, endOnly) == .end)
    }

    @Test func aDragThatWentNowhereCountsTowardTheScreensLeft() {
        // Android's `mDx > 0 ? RIGHT : LEFT`: a fling left from a row not yet moved is the way of the drag.
        #expect(dismissal(0, -300) == .start)
        #expect(dismissal(0, -300, direction: .rightToLeft) == nil, "right to left, the screen's left is the end")
    }

    @Test func theSlopIsMeasuredOnEachAxisAndDecidesTheAxisOnce() {
        func change(_ dx: Double, _ dy: Double) -> DragChange? {
            var recognizer = DragRecognizer(minimumDistance: 8, axisRule: .horizontalOncePerAxis)
            recognizer.press(PointerSample(time: 0, x: 100, y: 20))
            return recognizer.move(PointerSample(time: 0.01, x: 100 + dx, y: 20 + dy))
        }
        #expect(change(6, 6) == nil, "8.5 pt along the drag, under 8 on each axis")
        #expect(change(8, 3) == .began)
        #expect(change(-8, 7) == .began)
        #expect(change(3, 8) == .denied)
        #expect(change(8, 8) == .denied, "not more across than down")
    }

    @Test func theRowFollowsTheFingerOneToOneAndMirrorsRightToLeft() {
        var row = DismissRow()
        _ = row.dragBegan(context, time: 0)
        _ = row.dragChanged(forward: 100, vertical: 40, context, time: 0.1)
        #expect(row.presentation(context, at: 0.1).offset == 100)
        var rtl = context
        rtl.direction = .rightToLeft
        #expect(row.presentation(rtl, at: 0.1).offset == -100)
    }

    @Test func aDismissFliesOutInTwelveHundredthsThenTheSpaceClosesThenTheActionRuns() {
        var row = DismissRow()
        #expect(row.dragBegan(context, time: 0).events == [.dragStarted])
        _ = row.dragChanged(forward: 200, vertical: 0, context, time: 0.1)
        #expect(
            row.dragEnded(
                forward: 200, vertical: 0, predictedForward: 200, velocity: DragVelocity(forward: 0, vertical: 0),
                context, time: 1
            ).isEmpty)
        #expect(row.phase == .flyingOut && row.leaving == .end)
        // Accelerate-decelerate from 200 to the width: half-way in time is half-way in distance.
        #expect(abs(row.presentation(context, at: 1.06).offset - 280) < 1e-9)
        #expect(row.presentation(context, at: 1.12).offset == 360)
        #expect(row.deadline == 1.12)
        #expect(row.fire(context, time: 1.12).isEmpty)
        #expect(row.heightFactor(at: 1.24) == 1, "the rows below wait the remove duration")
        #expect(abs(row.heightFactor(at: 1.24 + 0.125) - 0.5) < 1e-9)
        #expect(row.deadline.map { abs($0 - 1.49) < 1e-9 } == true)
        #expect(row.fire(context, time: 1.49) == [.action("dismiss")])
        #expect(row.phase == .dismissed && row.heightFactor(at: 1.49) == 0)
    }

    @Test func aShortReleaseSettlesBackInTwelveHundredths() {
        var row = DismissRow()
        _ = row.dragBegan(context, time: 0)
        _ = row.dragChanged(forward: -90, vertical: 0, context, time: 0.1)
        #expect(
            row.dragEnded(
                forward: -90, vertical: 0, predictedForward: -90, velocity: DragVelocity(forward: -50, vertical: 0),
                context, time: 0.2
            ).isEmpty)
        #expect(abs(row.presentation(context, at: 0.26).offset + 45) < 1e-9)
        #expect(row.presentation(context, at: 0.32).offset == 0)
        #expect(!row.isAnimating(at: 0.32) && row.phase == .idle)
    }

    @Test func aDragCatchesASettlingRowWhereItIs() {
        var row = DismissRow()
        _ = row.dragBegan(context, time: 0)
        _ = row.dragChanged(forward: -90, vertical: 0, context, time: 0.1)
        _ = row.dragCancelled(context, time: 0.2)
        _ = row.dragBegan(context, time: 0.26)
        _ = row.dragChanged(forward: 10, vertical: 0, context, time: 0.27)
        #expect(abs(row.presentation(context, at: 0.27).offset + 35) < 1e-9)
    }

    @Test func withReduceMotionTheRowGoesAndTheActionRunsAtOnce() {
        var row = DismissRow()
        var still = context
        still.reduceMotion = true
        #expect(row.perform(action: "dismiss", still, time: 2) == [.action("dismiss")])
        #expect(row.presentation(still, at: 2).offset == 360 && row.heightFactor(at: 2) == 0)
    }

    @Test func theKeyboardsDismissGoesTowardTheEndOrTheOnlyDirectionAllowed() {
        var row = DismissRow()
        _ = row.perform(action: "dismiss", context, time: 0)
        #expect(row.leaving == .end)
        var startOnly = DismissRowConfiguration()
        startOnly.swipeDirections = [.start]
        var other = DismissRow(configuration: startOnly)
        _ = other.perform(action: "dismiss", context, time: 0)
        #expect(other.leaving == .start)
        #expect(other.perform(action: "archive", context, time: 0) == nil)
    }

    @Test func aKeptItemComesBackInAndItsSpaceOpens() {
        var row = DismissRow()
        _ = row.perform(action: "dismiss", context, time: 0)
        _ = row.fire(context, time: 0.12)
        _ = row.fire(context, time: 0.49)
        row.actionKept(context, time: 0.5)
        #expect(row.phase == .idle)
        #expect(row.presentation(context, at: 0.62).offset == 0)
        #expect(row.heightFactor(at: 0.75) == 1)
    }

    @Test func aWidthChangeMidFlightRetargetsTheFlyOut() {
        var row = DismissRow()
        _ = row.perform(action: "dismiss", context, time: 0)
        var wider = context
        wider.width = 500
        _ = row.contextChanged(from: context, to: wider, time: 0.06)
        #expect(row.presentation(wider, at: 0.2).offset == 500)
    }
}

extension DismissRowTests {
    @Test func theKeyboardsSlideDismissesTheWayTheContentSlides() {
        var scene = Scene(
            blockID: "dismiss", configuration: .dismiss(DismissRowConfiguration()), demo: Fixtures.tasks,
            width: 360, direction: .rightToLeft)
        // Right to left, sliding left uncovers the trailing side: the row leaves toward the start.
        #expect(scene.slide(row: 0, toward: .left, time: 0) == .completed)
        let events = scene.advance(to: 1)
        #expect(events.map(\.kind) == [.action, .removed])
        #expect(scene.presentation(row: 1, at: 1)?.offset == 0)
        var endOnly = DismissRowConfiguration()
        endOnly.swipeDirections = [.end]
        var other = Scene(blockID: "dismiss", configuration: .dismiss(endOnly), demo: Fixtures.tasks, width: 360)
        #expect(other.slide(row: 0, toward: .left, time: 0) == .none, "left to right, sliding left would go toward the start")
        #expect(other.slide(row: 0, toward: .right, time: 0) == .completed)
    }

    @Test func inAListTheDismissedRowIsRemovedAfterItsAction() {
        var scene = Scene(blockID: "dismiss", configuration: .dismiss(DismissRowConfiguration()), demo: Fixtures.tasks, width: 360)
        scene.press(row: 0, x: 20, y: 30, time: 0)
        for step in 1...10 { scene.move(row: 0, x: 20 + Double(step) * 20, y: 30, time: Double(step) * 0.01) }
        scene.release(row: 0, x: 220, y: 30, time: 0.11)
        let events = scene.advance(to: 2)
        #expect(events.map(\.kind) == [.dragStarted, .action, .removed])
        #expect(events.first { $0.kind == .action }.map { abs($0.time - (0.11 + 0.12 + 0.12 + 0.25)) < 1e-9 } == true)
        #expect(scene.isRemoved(row: 0) && !scene.isRemoved(row: 1))
    }
}
