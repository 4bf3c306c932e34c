import Testing
@testable import SwipeEngine

struct GestureTests {
    @Test(arguments: [(20.0, 19.9, false), (20.0, 20.0, true), (14.0, 14.0, true), (14.0, 13.0, false), (10.0, 10.0, true)])
    func dragCountsOnlyAfterItsMinimumDistance(minimum: Double, distance: Double, begins: Bool) {
        var r = DragRecognizer(minimumDistance: minimum, axisRule: .free)
        r.press(PointerSample(time: 0, x: 0, y: 0))
        let change = r.move(PointerSample(time: 0.1, x: distance, y: 0))
        #expect((change == .began) == begins)
    }

    @Test func axisIsDecidedOnceAndVerticalDragsAreDenied() {
        var r = DragRecognizer(minimumDistance: 10, axisRule: .horizontalOnce)
        r.press(PointerSample(time: 0, x: 0, y: 0))
        do { let c = r.move(PointerSample(time: 0.05, x: 3, y: 12)); #expect(c == .denied) }
        do { let c = r.move(PointerSample(time: 0.1, x: 100, y: 12)); #expect(c == nil) }
        do { let ended = r.release(PointerSample(time: 0.2, x: 100, y: 12)); #expect(!ended) }

        r.press(PointerSample(time: 1, x: 0, y: 0))
        do { let c = r.move(PointerSample(time: 1.05, x: 12, y: 3)); #expect(c == .began) }
        do { let c = r.move(PointerSample(time: 1.1, x: 12, y: 300)); #expect(c == .changed) }
    }

    @Test func velocityUsesOnlyTheLastHundredMilliseconds() {
        var r = DragRecognizer(minimumDistance: 0, axisRule: .free)
        r.press(PointerSample(time: 0, x: 0, y: 0))
        _ = r.move(PointerSample(time: 0.5, x: 500, y: 0))  // fast, but old by the end
        _ = r.move(PointerSample(time: 0.9, x: 500, y: 0))
        _ = r.move(PointerSample(time: 1.0, x: 520, y: 0))
        #expect(close(r.velocity.x, 200, 1e-9))
    }

    @Test func predictedEndAddsVelocityTimesFourHundredNinetyNineThousandths() {
        var r = DragRecognizer(minimumDistance: 0, axisRule: .free)
        r.press(PointerSample(time: 0, x: 0, y: 0))
        _ = r.move(PointerSample(time: 0.05, x: -50, y: 10))
        _ = r.move(PointerSample(time: 0.1, x: -100, y: 20))
        let factor = 0.998 / (1 - 0.998) / 1000
        #expect(close(r.predictedEndTranslation.x, -100 + -1000 * factor, 1e-6))
        #expect(close(r.predictedEndTranslation.y, 20 + 200 * factor, 1e-6))
        #expect(close(factor, 0.499, 1e-9))
    }

    @Test func pausedPointerHasNoVelocity() {
        var r = DragRecognizer(minimumDistance: 0, axisRule: .free)
        r.press(PointerSample(time: 0, x: 0, y: 0))
        _ = r.move(PointerSample(time: 0.1, x: 80, y: 0))
        _ = r.release(PointerSample(time: 0.5, x: 80, y: 0))
        #expect(r.velocity.x == 0)
    }
}
