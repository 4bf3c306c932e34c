import CGtk
import GtkBridge
@testable import SwipeBlocksUI
import SwipeEngine
import XCTest

/// The words the window shows for API names and announces after actions (pure rules, no display).
final class WindowWordsTests: XCTestCase {
    func testEveryPanelOptionAndChoiceIsLabelledInWords() {
        var labels: [String: String] = [:]
        for kind in SwipeKinds.all {
            let rows = PanelRow.rows(for: BlockConfiguration(kind.schema.defaults))
            XCTAssertFalse(rows.isEmpty, "\(kind.name) has no live parameter")
            for row in rows {
                XCTAssertNotEqual(row.title, row.key, "\(row.key) is shown as its API name")
                // One option, one label, whichever kind shows it.
                XCTAssertEqual(labels[row.key, default: row.title], row.title, row.key)
                labels[row.key] = row.title
                if case let .choices(choices, _) = row.control {
                    XCTAssertEqual(Set(choices.map(\.words)).count, choices.count, "\(row.key): two choices read the same")
                    XCTAssertEqual(Set(choices.map(\.value)).count, choices.count, "\(row.key): two choices set the same")
                    XCTAssertFalse(choices.contains { $0.words.isEmpty }, "\(row.key): \(choices.map(\.words))")
                }
            }
        }
        XCTAssertEqual(labels["cornerRadius"], "Corner Radius")
        XCTAssertEqual(labels["fullSwipeThreshold"], "Full Swipe Threshold")
    }

    func testTheDragPlotSaysItsDragInOneSentence() {
        var trace = DragTrace(row: 0, start: 2, thresholds: [DragThreshold(name: "complete", offset: 140)])
        for (i, offset) in [0.0, 60, 99.6, 40, 0.2].enumerated() { trace.record(time: 2 + Double(i) * 0.375, offset: offset) }
        XCTAssertEqual(trace.summary, "Last drag: 1.5 s, peak 100 pt, ended at 0 pt; complete at 140 pt")
        XCTAssertEqual(trace.spanLabel, "1.5 s")
        XCTAssertEqual(DragTrace.whole(.infinity), "inf", "no trap for a value past Int")
        XCTAssertEqual(DragTrace.oneDecimal(0.04, separator: "."), "0.0")
        XCTAssertEqual(DragTrace.oneDecimal(1.46, separator: ","), "1,5", "the locale's separator (Spanish)")
    }

    func testTheBlockListGroupsByCategoryInOrderOfFirstAppearance() {
        func entry(_ id: String, _ category: String) -> BlockEntry {
            BlockEntry(id: id, title: id, category: category, level: "beginner")
        }
        let found = [entry("a", "Gestures"), entry("b", "Lists"), entry("c", "Gestures"), entry("d", "Cards"), entry("e", "Lists")]
        XCTAssertEqual(Sidebar.grouped(found).map(\.id), ["a", "c", "b", "e", "d"])
        XCTAssertEqual(Sidebar.grouped([]).map(\.id), [])
    }

    func testAnActionThatKeepsTheRowIsAnnouncedInWords() {
        XCTAssertEqual(ActionAnnouncement.text(actionID: "unread", title: "Unread"), "Marked as unread")
        XCTAssertEqual(ActionAnnouncement.text(actionID: "flag", title: "Flag"), "Flagged")
        XCTAssertEqual(ActionAnnouncement.text(actionID: "star", title: "Star"), "Star: done")
    }

    func testAToastNamesTheRowAndWhatWasDoneToIt() {
        XCTAssertEqual(ActionAnnouncement.toast(row: "Weekly report", actionID: "archive", title: "Archive"), "‘Weekly report’ archived")
        XCTAssertEqual(ActionAnnouncement.toast(row: "Lunch?", actionID: "unread", title: "Unread"), "‘Lunch?’ marked as unread")
        XCTAssertEqual(
            ActionAnnouncement.toast(row: "Lunch?", actionID: "star", title: "Star"), "‘Lunch?’ Star: done",
            "an action the window has no words for keeps its own title")
    }

    func testAnActionThatKeepsTheRowLeavesItsMarkAndTheOppositeActionTakesItAway() {
        XCTAssertEqual(DemoMark.after("unread", on: []), [.unread])
        XCTAssertEqual(DemoMark.after("read", on: [.unread, .flagged]), [.flagged])
        XCTAssertEqual(DemoMark.after("flag", on: [.unread]), [.unread, .flagged])
        XCTAssertEqual(DemoMark.after("flag", on: [.flagged]), [], "Flag on a flagged row takes the flag off")
        XCTAssertEqual(DemoMark.after("text", on: [.unread]), [.unread], "an action with no mark leaves the marks")
    }
}

/// The drag plot's labels: never over one another, never outside the plot.
final class PlotLabelLayoutTests: XCTestCase {
    func testNamesOfLinesCloseTogetherDoNotOverlap() {
        var layout = PlotLabelLayout(width: 300, height: 72)
        let span = layout.reserve(.init(x: 260, y: 58, width: 38, height: 14))
        XCTAssertNotNil(span)
        var rects: [PlotLabelLayout.Rect] = [.init(x: 260, y: 58, width: 38, height: 14)]
        for lineY in [30.0, 33, 36, 60] {
            let rect = try? XCTUnwrap(layout.place(width: 60, height: 14, lineY: lineY))
            guard let rect else { return XCTFail("no room for the line at \(lineY)") }
            XCTAssertTrue(rect.x >= 0 && rect.y >= 0 && rect.maxX <= 300 && rect.maxY <= 72, "\(rect) leaves the plot")
            XCTAssertFalse(rects.contains { $0.overlaps(rect) }, "\(rect) covers another label")
            rects.append(rect)
        }
    }

    func testALabelWithNoRoomIsLeftOut() {
        var layout = PlotLabelLayout(width: 100, height: 20)
        XCTAssertNotNil(layout.place(width: 90, height: 14, lineY: 15))
        XCTAssertNil(layout.place(width: 90, height: 14, lineY: 15), "a second label as wide as the plot has nowhere to go")
    }
}
