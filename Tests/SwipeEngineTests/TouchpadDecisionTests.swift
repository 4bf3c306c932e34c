#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SwipeEngine

/// A touchpad scroll over a row swipes it only when it goes within atan(1/2) ≈ 26.6° of
/// horizontal, decided once, after 16 points of travel; before then the row stays still
/// (regression, issue 36: a mostly vertical scroll with a little sideways drift opened rows,
/// because only its horizontal part reached the row).
struct TouchpadDecisionTests {
    /// (angle from horizontal in degrees, whether the scroll swipes).
    static let sweep: [(Double, Bool)] = [
        (0, true), (10, true), (20, true), (30, false), (40, false), (50, false),
        (60, false), (70, false), (80, false), (90, false),
    ]

    /// A two-finger scroll in 60 Hz events of `step` points at `degrees` from horizontal, in the
    /// quadrant `signs` gives (right and down positive).
    static func scroll(
        _ scene: inout Scene, row: Int = 1, degrees: Double, signs: (x: Double, y: Double) = (1, 1),
        step: Double = 4, events: Int = 30, start: Double = 0
    ) -> (events: [SwipeEvent], offsets: [Double]) {
        let radians = degrees * .pi / 180
        var seen: [SwipeEvent] = []
        var offsets: [Double] = []
        for i in 0..<events {
            let t = start + Double(i) / 60
            scene.apply(.scroll(dx: signs.x * step * cos(radians), dy: signs.y * step * sin(radians)), row: row, time: t)
            seen += scene.advance(to: t)
            offsets.append(scene.presentation(row: row, at: t)!.offset)
        }
        return (seen, offsets)
    }

    @Test(arguments: sweep, [(1.0, 1.0), (-1, 1), (1, -1), (-1, -1)])
    func aScrollSwipesOnlyWithinTwentySixDegreesOfHorizontal(angle: (Double, Bool), signs: (Double, Double)) {
        var scene = Fixtures.scene(Fixtures.cardList)
        let (events, offsets) = Self.scroll(&scene, degrees: angle.0, signs: (signs.0, signs.1))
        let swiped = events.contains { $0.kind == .dragStarted }
        #expect(swiped == angle.1, "\(angle.0)° toward (\(signs.0), \(signs.1))")
        if angle.1 {
            // Scrolling right moves the content left, as the fingers do.
            #expect(offsets.last! * signs.0 < -60, "the row follows the fingers")
        } else {
            #expect(events.isEmpty, "the list's scroll leaves the row alone")
            #expect(offsets.allSatisfy { $0 == 0 }, "not a point of motion")
        }
    }

    @Test(arguments: [Fixtures.completion, Fixtures.actionRow, Fixtures.cardList])
    func aScrollIsEveryRowKindsToDecideTheSame(configuration: BlockConfiguration) {
        for (degrees, swipes) in Self.sweep {
            var scene = Fixtures.scene(configuration)
            // A completion row's forward swipe is a scroll to the left; an action row opens on one to the right.
            let (events, _) = Self.scroll(&scene, degrees: degrees, signs: (configuration.kind == "completion" ? -1 : 1, 1))
            #expect(events.contains { $0.kind == .dragStarted } == swipes, "\(configuration.kind) at \(degrees)°")
        }
    }

    @Test func theRowStaysStillUntilSixteenPointsAndFollowsFromThen() {
        var scene = Fixtures.scene(Fixtures.cardList)
        // One point a scroll, straight across: undecided for fifteen, a swipe at the sixteenth.
        let (events, offsets) = Self.scroll(&scene, degrees: 0, step: 1, events: 20)
        #expect(offsets[..<15].allSatisfy { $0 == 0 }, "no motion before the decision: \(offsets)")
        #expect(offsets[15] < 0, "the row moves at the decision")
        #expect(abs(offsets[19] - offsets[15] + 4) < 1e-9, "and point for point after it")
        #expect(events.filter { $0.kind == .dragStarted }.count == 1)
        #expect(abs(events.first { $0.kind == .dragStarted }!.time - 15.0 / 60) < 1e-9)
    }

    @Test func aVerticalScrollThatTurnsSidewaysStaysTheLists() {
        var scene = Fixtures.scene(Fixtures.cardList)
        let down = Self.scroll(&scene, degrees: 90, events: 6)
        let across = Self.scroll(&scene, degrees: 0, step: 12, events: 20, start: 6.0 / 60)
        #expect(down.events.isEmpty && across.events.isEmpty, "one decision per scroll")
        #expect((down.offsets + across.offsets).allSatisfy { $0 == 0 })
        #expect(scene.touchpadDecision?.outcome == .scroll)
    }

    @Test func aSwipeThatTurnsDownwardStaysASwipe() {
        var scene = Fixtures.scene(Fixtures.cardList)
        let across = Self.scroll(&scene, degrees: 0, events: 8)
        let down = Self.scroll(&scene, degrees: 90, step: 12, events: 10, start: 8.0 / 60)
        #expect(across.events.filter { $0.kind == .dragStarted }.count == 1)
        #expect(!down.events.contains { $0.kind == .dragStarted }, "no second drag")
        #expect(down.offsets.allSatisfy { $0 == across.offsets.last! }, "the vertical part is the list's, not the row's")
        #expect(scene.isTouchpadSwiping)
    }

    @Test(arguments: [false, true])
    func theNextScrollIsDecidedAfreshAfterAStopOrAPause(stops: Bool) {
        var scene = Fixtures.scene(Fixtures.cardList)
        _ = Self.scroll(&scene, degrees: 80, events: 10)
        var t = 9.0 / 60
        if stops {
            t += 0.01
            scene.apply(.scrollStop, row: 1, time: t)
        } else {
            t += SwipeInput.touchpadIdleEnd + 0.01
            _ = scene.advance(to: t)
        }
        #expect(scene.touchpadDecision == nil, "the vertical scroll ended")
        let (events, _) = Self.scroll(&scene, degrees: 0, events: 10, start: t + 0.01)
        #expect(events.contains { $0.kind == .dragStarted }, "a sideways scroll after it swipes")
    }

    @Test func aPauseBetweenScrollsEndsTheFirstEvenWithoutAFrame() {
        // `simulate` and a recording give no frames between inputs: the scroll's own time ends the last one.
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.apply(.scroll(dx: 0, dy: 40), row: 1, time: 0)
        #expect(scene.touchpadDecision?.outcome == .scroll)
        scene.apply(.scroll(dx: 40, dy: 0), row: 1, time: 1)
        #expect(scene.isTouchpadSwiping)
    }

    @Test func aScrollContinuesOnlyUntilItIdlesOutThoughNoFrameEndedIt() {
        // A row that draws no frames (scrolled away, its widget recycled) keeps its last scroll's
        // decision: the toolkit asks the time, not the decision, whether a new scroll goes on with it.
        var scene = Fixtures.scene(Fixtures.cardList)
        #expect(!scene.touchpadScrollContinues(at: 0))
        scene.apply(.scroll(dx: 0, dy: 40), row: 1, time: 0)
        #expect(scene.touchpadScrollContinues(at: SwipeInput.touchpadIdleEnd - 0.01))
        #expect(!scene.touchpadScrollContinues(at: SwipeInput.touchpadIdleEnd))
        #expect(!scene.touchpadScrollContinues(at: 5))
        #expect(scene.touchpadDecision?.outcome == .scroll, "no frame has ended it yet")
        scene.apply(.scrollStop, row: 1, time: 0.05)
        #expect(!scene.touchpadScrollContinues(at: 0.06), "a stop ends it")
    }

    @Test(arguments: [
        ((16.0, 8.0), TouchpadDecision.Outcome?.some(.swipe)),  // exactly atan(1/2): still a swipe
        ((16, 8.000_01), .scroll), ((-16, -8), .swipe), ((-16, 8), .swipe), ((0, -16), .scroll),
        ((14, 7), nil),  // 15.65 points: undecided
        ((15.9, 0), nil), ((16, 0), .swipe),
    ])
    func theDecisionComesAtSixteenPointsAndItsBoundaryIsExact(travel: (Double, Double), outcome: TouchpadDecision.Outcome?) {
        var decision = TouchpadDecision()
        #expect(decision.add(dx: travel.0, dy: travel.1) == outcome)
    }

    @Test func hostileScrollsDecideNothing() {
        var decision = TouchpadDecision()
        #expect(decision.add(dx: .nan, dy: 40) == nil)
        #expect(decision.add(dx: 40, dy: .infinity) == nil)
        #expect(decision.dx == 0 && decision.dy == 0)
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.apply(.scroll(dx: .nan, dy: 0), row: 1, time: 0)
        scene.apply(.scroll(dx: 40, dy: 0), row: 99, time: 0)
        #expect(scene.touchpadDecision == nil)
    }
}
