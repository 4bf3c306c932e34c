@testable import SwipeWidgets
import Foundation
import XCTest

/// The `--stats` summary: no display needed.
final class FrameStatsTests: XCTestCase {
    func testSummarisesFrameTimesAndTicksSeparately() throws {
        var stats = FrameStats()
        for _ in 0..<98 { stats.record(1.0 / 60, tick: 0.0165) }
        stats.record(2.0 / 60, tick: 0.031)  // a missed slot, seen by both clocks
        stats.record(0, tick: 0.002)  // a second cycle in the same frame
        stats.record(1.0 / 60, tick: 0.0175)
        stats.record(5, tick: 5)  // idle: ignored
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stats.json.utf8)) as? [String: Any])
        XCTAssertEqual(json["frames"] as? Int, 100)
        XCTAssertEqual(json["over16.7ms"] as? Int, 1)
        XCTAssertEqual(json["medianMs"] as? Double, 16.67)
        XCTAssertEqual(json["maxMs"] as? Double, 33.33)
        XCTAssertEqual(json["repeatedFrameTimes"] as? Int, 1)
        let tick = try XCTUnwrap(json["tick"] as? [String: Any])
        XCTAssertEqual(tick["frames"] as? Int, 101)
        XCTAssertEqual(tick["over25ms"] as? Int, 1)
        XCTAssertEqual(tick["medianMs"] as? Double, 16.5)
        XCTAssertEqual(tick["maxMs"] as? Double, 31)
    }

    func testWithoutTicksKeepsTheFrameTimeSummaryAlone() {
        var stats = FrameStats()
        stats.record(1.0 / 60)
        XCTAssertEqual(stats.json, "{\"frames\":1,\"over16.7ms\":0,\"medianMs\":16.67,\"p99Ms\":16.67,\"maxMs\":16.67}")
    }
}
