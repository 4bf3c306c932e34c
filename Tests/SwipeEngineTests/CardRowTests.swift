import Testing
@testable import SwipeEngine

struct CardRowTests {
    @Test(arguments: [
        (2, 80.0, SwipeButtonShape.rectangle, 160.0), (2, 80.0, .rounded(cornerRadius: 12, spacing: 8), 176.0),
        (1, 70.0, .rectangle, 70.0), (3, -10.0, .rectangle, 0.0),
    ])
    func openWidthCountsButtonsAndTheirSpacing(count: Int, buttonWidth: Double, shape: SwipeButtonShape, width: Double) {
        #expect(CardRowMath.openWidth(count: count, buttonWidth: buttonWidth, shape: shape) == width)
    }

    @Test(arguments: [(360.0, 160.0, 80.0, 0.6, 216.0), (300.0, 160.0, 80.0, 0.6, 200.0), (360.0, 160.0, 80.0, 0.7, 252.0)])
    func fullSwipeAtThresholdOfWidthNeverLessThanOpenWidthPlusHalfAButton(
        width: Double, open: Double, button: Double,
        fraction: Double, threshold: Double
    ) {
        #expect(
            close(CardRowMath.fullSwipeThreshold(width: width, openWidth: open, buttonWidth: button, fraction: fraction), threshold, 1e-9))
    }

    @Test func defaultsMatchTheLibrary() {
        let c = CardListConfiguration()
        #expect(c.fullSwipeThreshold == 0.6)
        #expect(c.buttonWidth == 80)
        #expect(c.minimumDistance == 10)
        #expect(c.fullSwipeEdges == [.leading, .trailing])
        #expect(CardRowMath.settleMotion == .spring(duration: 0.35, bounce: 0.1))
        #expect(CardRowMath.reducedMotion == .easeOut(duration: 0.2))
    }

    static let bandCases: [(Double, Double, Double)] = [
        (0, 360, 0),
        (360, 360, 127.741935483871),  // (1 − 1 / 1.55) × 360
        (100, 360, 47.7108433734939),  // (1 − 1 / (55 / 360 + 1)) × 360
    ]

    @Test(arguments: bandCases)
    func rubberBandFollowsTheFormula(x: Double, width: Double, banded: Double) {
        #expect(close(CardRowMath.rubberBand(x, width: width), banded, 1e-9))
    }

    @Test func rubberBandGrowsButNeverReachesTheWidth() {
        var last = 0.0
        for x in stride(from: 10.0, through: 100_000, by: 997) {
            let b = CardRowMath.rubberBand(x, width: 360)
            #expect(b > last && b < 360 && b < x)
            last = b
        }
    }

    static let leading = CardRowMath.EdgeGeometry(openWidth: 80, hasActions: true, allowsFullSwipe: false)
    static let trailing = CardRowMath.EdgeGeometry(openWidth: 160, hasActions: true, allowsFullSwipe: true)
    static let none = CardRowMath.EdgeGeometry(openWidth: 0, hasActions: false, allowsFullSwipe: false)

    @Test func offsetRubberBandsTowardAnEdgeWithoutActions() {
        let banded = CardRowMath.offset(
            resting: 0, translation: 100, width: 360, leading: Self.none, trailing: Self.trailing, rubberBanding: true)
        #expect(close(banded, CardRowMath.rubberBand(100, width: 360)))
        let clamped = CardRowMath.offset(
            resting: 0, translation: 100, width: 360, leading: Self.none, trailing: Self.trailing, rubberBanding: false)
        #expect(clamped == 0)
    }

    @Test func offsetFollowsTheFingerOnAFullSwipeEdgeAndBandsElsewhere() {
        #expect(
            CardRowMath.offset(
                resting: 0, translation: -300, width: 360, leading: Self.leading, trailing: Self.trailing, rubberBanding: true) == -300)
        #expect(
            CardRowMath.offset(
                resting: 0, translation: -500, width: 360, leading: Self.leading, trailing: Self.trailing, rubberBanding: true) == -360)
        let past = CardRowMath.offset(
            resting: 0, translation: 200, width: 360, leading: Self.leading, trailing: Self.trailing, rubberBanding: true)
        #expect(close(past, 80 + CardRowMath.rubberBand(120, width: 360)))
        #expect(
            CardRowMath.offset(
                resting: 0, translation: 200, width: 360, leading: Self.leading, trailing: Self.trailing, rubberBanding: false) == 80)
    }

    @Test(arguments: [
        (0.0, 41.0, SwipeEdge?.some(.leading)), (0.0, 39.0, nil), (0.0, -81.0, .trailing), (-160.0, 79.0, .trailing), (-160.0, 81.0, nil),
    ])
    func settlesOnTheEdgeWhosePredictedEndPassesHalfItsOpenWidth(resting: Double, predicted: Double, edge: SwipeEdge?) {
        #expect(
            CardRowMath.settleEdge(resting: resting, predictedTranslation: predicted, leading: Self.leading, trailing: Self.trailing)
                == edge)
    }

    @Test(arguments: [
        (RevealStyle.reveal, 100.0, [0.0, 80.0], [80.0, 80.0]),
        (.drag, 100.0, [-60.0, 20.0], [80.0, 80.0]),
        (.expand, 100.0, [0.0, 50.0], [50.0, 50.0]),
        (.reveal, 160.0, [0.0, 80.0], [80.0, 80.0]),
        (.drag, 160.0, [0.0, 80.0], [80.0, 80.0]),
        (.expand, 160.0, [0.0, 80.0], [80.0, 80.0]),
    ])
    func eachStyleGivesItsButtonGeometry(style: RevealStyle, uncovered: Double, distances: [Double], widths: [Double]) {
        let layout = CardRowMath.buttonLayout(style: style, count: 2, buttonWidth: 80, spacing: 0, uncovered: uncovered, expanded: false)
        #expect(layout.map(\.distance) == distances)
        #expect(layout.map(\.width) == widths)
    }

    @Test func roundedButtonsKeepTheirSpacingInTheGeometry() {
        var c = Fixtures.cardConfiguration
        c.buttonShape = .rounded(cornerRadius: 12, spacing: 8)
        c.cornerRadius = 20
        var scene = Fixtures.scene(.cardList(c))
        scene.open(row: 0, edge: .trailing, time: 0)
        _ = scene.run(to: 2)
        let p = scene.presentation(row: 0, at: 2)!
        #expect(p.offset == -176)
        #expect(p.buttons.map(\.actionID) == ["delete", "archive"])
        #expect(p.buttons.map(\.x) == [280, 192])
        #expect(p.buttons.allSatisfy { $0.cornerRadius == 12 })
        #expect(p.cornerRadius == 20)
    }

    @Test func destructiveFullSwipeSlidesOutCollapsesThenRunsTheAction() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.drag(row: 1, dx: -250, start: 0, release: false)
        let armed = scene.presentation(row: 1, at: 0.3)!
        #expect(armed.isFullSwipe)
        #expect(armed.buttons.count == 1 && armed.buttons[0].actionID == "delete" && armed.buttons[0].isExpanded)
        #expect(armed.buttons[0].width == 250 && armed.buttons[0].x == 110)
        scene.release(row: 1, x: -70, y: 30, time: 0.5)
        let events = scene.run(to: 2)
        #expect(kinds(events) == ["dragStarted", "feedback", "action:delete", "removed"])
        #expect(close(events[2].time, 0.5 + 0.3 + 0.25))
    }

    @Test func destructiveActionThatKeepsItsItemComesBackClosed() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.removesRows = false
        do { let ok = scene.perform(action: "delete", row: 0, time: 0); #expect(ok) }
        var events = scene.run(to: 0.549)
        #expect(close(scene.presentation(row: 0, at: 0.549)!.height, 0, 0.5))
        events += scene.run(to: 3, from: 0.549)
        #expect(kinds(events) == ["action:delete"])
        let p = scene.presentation(row: 0, at: 3)!
        #expect(p.offset == 0 && p.height == 88 && !p.isFullSwipe)
    }

    @Test func nonDestructiveFullSwipeRunsTheActionAndCloses() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.drag(row: 0, dx: 240, start: 0)
        let events = scene.run(to: 2)
        #expect(kinds(events) == ["dragStarted", "feedback", "action:unread"])
        #expect(scene.presentation(row: 0, at: 2)!.offset == 0)
        #expect(!scene.isRemoved(row: 0))
    }

    @Test func feedbackWhenCrossingTheThresholdEitherWay() {
        var scene = Fixtures.scene(Fixtures.cardList)
        scene.press(row: 0, x: 300, y: 30, time: 0)
        for (i, x) in [280.0, 60, 150, 40].enumerated() { scene.move(row: 0, x: x, y: 30, time: 0.1 * Double(i + 1)) }
        scene.release(row: 0, x: 260, y: 30, time: 1)  // back short of everything: closes
        do { let ok = kinds(scene.run(to: 2)) == ["dragStarted", "feedback", "feedback", "feedback"]; #expect(ok) }
    }

    @Test func noFullSwipeOnAnEdgeLeftOutOfFullSwipeEdges() {
        var c = Fixtures.cardConfiguration
        c.fullSwipeEdges = [.leading]
        var scene = Fixtures.scene(.cardList(c))
        scene.drag(row: 0, dx: -300, start: 0, release: false)
        let p = scene.presentation(row: 0, at: 0.3)!
        #expect(!p.isFullSwipe)
        #expect(close(p.offset, -(160 + CardRowMath.rubberBand(140, width: 360))))
        scene.release(row: 0, x: -120, y: 30, time: 0.5)
        do { let ok = kinds(scene.run(to: 2)) == ["dragStarted", "opened:trailing"]; #expect(ok) }
    }

    @Test func hapticsOffMeansNoFeedback() {
        var c = Fixtures.cardConfiguration
        c.hapticsEnabled = false
        var scene = Fixtures.scene(.cardList(c))
        scene.drag(row: 0, dx: -250, start: 0)
        do { let ok = !kinds(scene.run(to: 2)).contains("feedback"); #expect(ok) }
    }

    @Test func debugProgressFreezesTheRowWithTheEdgeActionExpanded() {
        var c = Fixtures.cardConfiguration
        c.debugProgress = DebugProgress(progress: 0.8, edge: .trailing)
        var scene = Fixtures.scene(.cardList(c))
        scene.drag(row: 0, dx: 200, start: 0)
        do { let ok = scene.run(to: 1).isEmpty; #expect(ok) }
        let p = scene.presentation(row: 0, at: 1)!
        #expect(close(p.offset, -288))
        #expect(p.isFullSwipe && p.buttons.count == 1 && p.buttons[0].actionID == "delete")
        #expect(close(p.buttons[0].width, 288) && close(p.buttons[0].x, 72))
    }

    @Test func reduceMotionUsesAFifthOfASecondEaseOut() {
        var scene = Fixtures.scene(Fixtures.cardList, reduceMotion: true)
        scene.open(row: 0, edge: .trailing, time: 0)
        _ = scene.advance(to: 0.1)
        #expect(scene.isAnimating)
        #expect(close(scene.presentation(row: 0, at: 0.1)!.offset, -160 * TimingCurve.easeOut.value(at: 0.5), 1e-6))
        _ = scene.advance(to: 0.2)
        #expect(!scene.isAnimating)
    }

    @Test func rightToLeftPutsLeadingActionsOnTheRight() {
        var scene = Fixtures.scene(Fixtures.cardList, direction: .rightToLeft)
        scene.drag(row: 0, dx: -60, start: 0)
        do { let ok = kinds(scene.run(to: 2)) == ["dragStarted", "opened:leading"]; #expect(ok) }
        let p = scene.presentation(row: 0, at: 2)!
        #expect(p.offset == -80)
        #expect(p.buttons.map(\.x) == [280])
    }

    @Test(arguments: [
        (RGBA.named["red"]!, false), (RGBA.named["yellow"]!, true), (RGBA.named["white"]!, true),
        (RGBA.named["green"]!, false), (RGBA.named["mint"]!, false), (RGBA(red: 0.8, green: 0.8, blue: 0.8), true),
    ])
    func foregroundIsBlackOnlyAboveHalfLinearLuminance(tint: RGBA, black: Bool) {
        #expect((tint.contrastingForeground == RGBA(red: 0, green: 0, blue: 0)) == black)
    }

    @Test(arguments: RGBA.named.keys.sorted())
    func everyNamedTintCarriesItsGlyphAtThreeToOne(name: String) {
        let tint = RGBA.named[name]!
        #expect(tint.contrastRatio(with: tint.contrastingForeground) >= 3, "\(name) \(tint.hex)")
    }
}
