import Testing
@testable import SwipeEngine

struct ActionRowTests {
    @Test(arguments: [
        (0.0, -50.0, 160.0, -50.0), (0.0, 30.0, 160.0, 0.0), (0.0, -200.0, 160.0, -170.0),
        (-160.0, 50.0, 160.0, -110.0), (-160.0, 400.0, 160.0, 0.0), (-160.0, -40.0, 160.0, -170.0),
    ])
    func offsetNeverPassesClosedAndResistsQuarterPastOpen(resting: Double, translation: Double, reveal: Double, offset: Double) {
        #expect(ActionRowPhysics.offset(resting: resting, translation: translation, revealWidth: reveal) == offset)
    }

    @Test(arguments: [
        (0.0, -81.0, 160.0, true), (0.0, -80.0, 160.0, false), (-160.0, 79.0, 160.0, true),
        (-160.0, 81.0, 160.0, false), (0.0, -500.0, 0.0, false),
    ])
    func settlesOpenPastHalfTheRevealWidth(resting: Double, predicted: Double, reveal: Double, opens: Bool) {
        #expect(ActionRowPhysics.settlesOpen(resting: resting, predictedTranslation: predicted, revealWidth: reveal) == opens)
    }

    @Test(arguments: [(2, 80.0, 160.0), (3, 70.0, 210.0), (2, -5.0, 0.0), (0, 80.0, 0.0)])
    func revealWidthIsCountTimesNonNegativeButtonWidth(count: Int, buttonWidth: Double, reveal: Double) {
        #expect(ActionRowPhysics.revealWidth(count: count, buttonWidth: buttonWidth) == reveal)
    }

    @Test func referenceNumbers() {
        #expect(ActionRowPhysics.minimumDistance == 14)
        #expect(ActionRowConfiguration().minimumDistance == 14)
        #expect(ActionRowConfiguration().buttonWidth == 80)
        #expect(ActionRowPhysics.motion == .spring(duration: 0.3, bounce: 0.15))
    }

    @Test func flingOpensOnTheTrailingEdgeWithButtonsInScreenCoordinates() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.drag(row: 0, dx: -90, start: 0, duration: 0.1, steps: 5, release: false)
        scene.release(row: 0, x: 90, y: 30, time: 0.11)
        let events = scene.run(to: 1)
        #expect(kinds(events) == ["dragStarted", "opened:trailing"])
        let p = scene.presentation(row: 0, at: 1)!
        #expect(p.offset == -160)
        #expect(p.buttons.map(\.actionID) == ["archive", "delete"])
        #expect(p.buttons.map(\.x) == [200, 280])
        #expect(p.buttons.allSatisfy { $0.width == 80 && $0.foreground == RGBA(red: 1, green: 1, blue: 1) })
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func draggedPastOpenTheEdgeButtonStretchesSoNoGapShows(direction: LayoutDirection) {
        var scene = Fixtures.scene(Fixtures.actionRow, direction: direction)
        // 360 pt against a 160 pt reveal: the rubber band takes the row to 160 + 200 / 4 = 210.
        scene.drag(row: 0, dx: direction == .leftToRight ? -360 : 360, start: 0, duration: 0.3, steps: 10, release: false)
        let p = scene.presentation(row: 0, at: 0.3)!
        #expect(abs(p.offset) == 210)
        #expect(p.buttons.map(\.actionID) == ["archive", "delete"])
        #expect(p.buttons.map(\.width) == [80, 130], "the edge button takes the 50 pt past open")
        // Side by side from the content's edge to the row's: 360 wide rows, 210 uncovered.
        let spans = p.buttons.map { ($0.x, $0.x + $0.width) }.sorted { $0.0 < $1.0 }
        #expect(spans.first!.0 == (direction == .leftToRight ? 150 : 0))
        #expect(spans.last!.1 == (direction == .leftToRight ? 360 : 210))
        #expect(spans[0].1 == spans[1].0, "no gap between the buttons")
    }

    @Test func rightToLeftMirrorsOffsetAndButtons() {
        var scene = Fixtures.scene(Fixtures.actionRow, direction: .rightToLeft)
        scene.open(row: 0, edge: .trailing, time: 0)
        _ = scene.run(to: 1)
        let p = scene.presentation(row: 0, at: 1)!
        #expect(p.offset == 160)
        #expect(p.buttons.map(\.x) == [80, 0])
    }

    @Test func slowShortDragClosesAgain() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.drag(row: 0, dx: -60, start: 0, duration: 1, steps: 20, release: false)
        scene.release(row: 0, x: 120, y: 30, time: 1.5)
        do { let ok = kinds(scene.run(to: 3)) == ["dragStarted"]; #expect(ok) }
        #expect(scene.presentation(row: 0, at: 3)!.offset == 0)
    }

    @Test func verticalDragIsLeftToTheScrollView() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.drag(row: 0, dx: -10, dy: 120, start: 0)
        do { let ok = scene.run(to: 1).isEmpty; #expect(ok) }
        #expect(scene.presentation(row: 0, at: 0.2)!.offset == 0)
    }

    @Test func dragCountsAfterFourteenPoints() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.press(row: 0, x: 100, y: 30, time: 0)
        scene.move(row: 0, x: 87, y: 30, time: 0.1)
        do { let ok = scene.advance(to: 0.1).isEmpty; #expect(ok) }
        scene.move(row: 0, x: 86, y: 30, time: 0.2)
        do { let ok = kinds(scene.advance(to: 0.2)) == ["dragStarted"]; #expect(ok) }
    }

    @Test func buttonClosesTheRowThenRunsItsAction() {
        var scene = Fixtures.scene(Fixtures.actionRow)
        scene.open(row: 1, edge: .trailing, time: 0)
        do { let ok = scene.perform(action: "delete", row: 1, time: 1); #expect(ok) }
        do { let ok = kinds(scene.advance(to: 1)) == ["opened:trailing", "closed", "action:delete", "removed"]; #expect(ok) }
        #expect(scene.visibleRows == [0, 2, 3])
    }

    @Test func reduceMotionSettlesWithoutAnimating() {
        var scene = Fixtures.scene(Fixtures.actionRow, reduceMotion: true)
        scene.open(row: 0, edge: .trailing, time: 0)
        _ = scene.advance(to: 0)
        #expect(!scene.isAnimating)
        #expect(scene.presentation(row: 0, at: 0)!.offset == -160)
    }
}
