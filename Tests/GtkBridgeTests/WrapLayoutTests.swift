import GtkBridge
import XCTest

/// Where a wrapping box breaks its lines (pure, no display).
final class WrapLayoutTests: XCTestCase {
    func testChildrenThatFitShareALine() {
        XCTAssertEqual(WrapLayout.lines(widths: [100, 100, 100], available: 320, spacing: 10), [0..<3])
    }

    func testALineBreaksBeforeTheChildThatWouldPassTheEdge() {
        XCTAssertEqual(WrapLayout.lines(widths: [100, 100, 100], available: 300, spacing: 10), [0..<2, 2..<3])
        XCTAssertEqual(WrapLayout.lines(widths: [100, 100, 100], available: 100, spacing: 10), [0..<1, 1..<2, 2..<3])
    }

    func testAChildWiderThanTheBoxHasALineOfItsOwnAndNoLineIsEmpty() {
        XCTAssertEqual(WrapLayout.lines(widths: [500, 50, 50], available: 200, spacing: 10), [0..<1, 1..<3])
        XCTAssertEqual(WrapLayout.lines(widths: [50, 500], available: 200, spacing: 10), [0..<1, 1..<2])
        XCTAssertEqual(WrapLayout.lines(widths: [], available: 200, spacing: 10), [])
    }

    func testEveryChildIsOnExactlyOneLineInOrder() {
        var seed: UInt64 = 7
        for _ in 0..<500 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(seed >> 60)
            let widths = (0..<count).map { Int32(truncatingIfNeeded: (seed >> UInt64(($0 * 7) % 50)) & 255) }
            let lines = WrapLayout.lines(widths: widths, available: Int32(seed >> 56), spacing: 6)
            XCTAssertEqual(lines.flatMap { Array($0) }, Array(widths.indices))
            XCTAssertTrue(lines.allSatisfy { !$0.isEmpty })
        }
    }
}
