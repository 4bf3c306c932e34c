import Testing
@testable import SwipeEngine

struct DragTraceTests {
    @Test func thresholdsComeFromEachBlocksRules() {
        #expect(Fixtures.completion.dragThresholds(width: 300) == [DragThreshold(name: "complete", offset: 120)])
        #expect(Fixtures.completion.dragThresholds(width: 600) == [DragThreshold(name: "complete", offset: 140)])
        let action = Fixtures.actionRow.dragThresholds(width: 360)
        #expect(action.count == 1 && action[0].name == "open" && action[0].offset < 0)
        let cards = Fixtures.cardList.dragThresholds(width: 360)
        #expect(cards.map(\.name) == ["open", "full swipe", "open", "full swipe"])
        #expect(cards[0].offset > 0 && cards[1].offset > cards[0].offset)
        #expect(cards[2].offset < 0 && cards[3].offset < cards[2].offset)
        #expect(cards[1].offset == CardRow(configuration: Fixtures.cardConfiguration).fullSwipeThreshold(width: 360, edge: .leading))
    }

    @Test func recordsADragFromTheScene() {
        var scene = Fixtures.scene(Fixtures.completion)
        var trace = DragTrace(row: 0, start: 0, thresholds: scene.configuration.dragThresholds(width: scene.width))
        scene.drag(row: 0, dx: 100, start: 0, release: true)
        var t = 0.0
        while t < 1.5 {
            _ = scene.advance(to: t)
            trace.record(time: t, offset: scene.presentation(row: 0, at: t)!.offset)
            t += 1.0 / 60
        }
        #expect(trace.moved)
        #expect(abs(trace.peak - 100) < 1)
        #expect(abs(trace.samples.last!.offset) < 0.5)
        #expect(abs(trace.duration - 1.5) < 0.02)
    }

    @Test func plotPointsFitTheBoxWithLargerOffsetsHigher() {
        var trace = DragTrace(row: 0, start: 10, thresholds: [DragThreshold(name: "complete", offset: 140)])
        for (i, offset) in [0.0, 50, 200, 80, 0].enumerated() { trace.record(time: 10 + Double(i) * 0.25, offset: offset) }
        let points = trace.points(width: 200, height: 100)
        #expect(points.first!.x == 0 && points.last!.x == 200)
        #expect(points.allSatisfy { $0.y >= 0 && $0.y <= 100 })
        #expect(points[2].y < points[1].y && points[1].y < points[0].y)
        #expect(trace.y(offset: 140, height: 100) < trace.y(offset: 0, height: 100))
        // A short trace still spans half a second, so a tap-length drag is not stretched across.
        var short = DragTrace(row: 0, start: 0, thresholds: [])
        short.record(time: 0, offset: 0)
        short.record(time: 0.1, offset: 30)
        #expect(short.points(width: 200, height: 100).last!.x == 40)
    }

    @Test func rejectsBadSamplesAndStaysBounded() {
        var trace = DragTrace(row: 0, start: 0, thresholds: [])
        trace.record(time: 1, offset: 5)
        trace.record(time: 0.5, offset: 9)
        trace.record(time: .nan, offset: 9)
        trace.record(time: 2, offset: .infinity)
        #expect(trace.samples == [DragTrace.Sample(time: 1, offset: 5)])
        #expect(!trace.moved)
        for i in 0..<5000 { trace.record(time: 2 + Double(i) * 0.001, offset: Double(i % 300)) }
        #expect(trace.samples.count <= DragTrace.capacity)
        #expect(trace.samples.last!.time == 2 + 4999 * 0.001)
    }
}
