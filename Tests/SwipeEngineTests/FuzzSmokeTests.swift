import Testing
import SwipeEngine
@testable import SwipeScenario
@testable import SwipeFuzzKit

/// A CI-sized run of the engine fuzzer (`make fuzz` runs 10⁶ calls), and a regression test for
/// each engine bug it found.
struct FuzzSmokeTests {
    @Test(arguments: [(UInt64(20_251), 0), (UInt64(7), 1), (UInt64(99), 2)])
    func invariantsHoldOverSeededRandomInput(seed: UInt64, hostility: Int) {
        do {
            let stats = try SceneFuzzer.run(FuzzOptions(seed: seed, events: 10_000, hostility: hostility))
            #expect(stats.calls == 10_000)
            #expect(stats.episodesByKind.keys.sorted() == SwipeKinds.all.map { $0.name }.sorted())
            #expect((stats.reported[.removed] ?? 0) > 0 && (stats.reported[.opened] ?? 0) > 0)
            #expect(stats.modelChanges > 100, "items inserted, moved and changed among the calls")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// The generator reaches every option of every kind: each takes several values, a number
    /// both ends of its unit's range, and the Swift written for it sets what was made.
    @Test func theGeneratorFuzzesEveryOptionOfEveryKind() {
        var rng = FuzzRandom(seed: 5)
        for kind in SwipeKinds.all {
            var seen: [String: Set<OptionValue>] = [:]
            for _ in 0..<400 {
                let made = OptionFuzzer.configuration(of: kind, &rng, hostility: 0)
                for option in kind.schema.swiftOptions { seen[option.key, default: []].insert(option.value(in: made.options)) }
                for option in kind.schema.swiftOptions {
                    let value = option.value(in: made.options)
                    guard value != option.value(in: kind.schema.defaults) else { continue }
                    #expect(made.swift.contains("c.\(option.key) = \(value.swift)"), "\(made.swift)")
                }
            }
            for option in kind.schema.swiftOptions {
                #expect(seen[option.key, default: []].count > 1, "\(kind.name).\(option.key) keeps one value")
                if case let .number(unit) = option.type {
                    let numbers = seen[option.key, default: []].compactMap(\.number)
                    #expect(numbers.contains(unit.range.upperBound), "\(kind.name).\(option.key) never at its top")
                    #expect(numbers.contains { $0 <= unit.range.lowerBound.nextUp }, "\(kind.name).\(option.key) never at its bottom")
                }
            }
        }
    }

    @Test func aFailuresSetupIsSwiftAnAppWouldWrite() {
        #expect(OptionValue.flags(["start", "end"]).swift == "[.start, .end]")
        #expect(OptionValue.number(.nan).swift == ".nan" && OptionValue.number(-.infinity).swift == "-.infinity")
        #expect(OptionValue.shape(.rounded(cornerRadius: 8, spacing: 4)).swift == ".rounded(cornerRadius: 8.0, spacing: 4.0)")
        #expect(OptionValue.text("Say \"hi\"").swift == #""Say \"hi\"""#)
    }

    static let actions = [
        SwipeActionSpec(id: "archive", title: "Archive", icon: "archive-symbolic", tint: RGBA(red: 0.3, green: 0.3, blue: 0.9)),
        SwipeActionSpec(
            id: "delete", title: "Delete", icon: "user-trash-symbolic", tint: RGBA(red: 0.9, green: 0.2, blue: 0.2), role: .destructive),
    ]

    static func actionScene() -> Scene {
        Scene(
            blockID: "b", configuration: .actionRow(ActionRowConfiguration(actions: actions)),
            demo: DemoData(heading: "", rowHeight: 80, rows: [DemoRow(title: "A")]), rowCount: 3, width: 360)
    }

    /// Regression (close-while-dragged): closing the open row while it was dragged cleared `openRow`
    /// without closing it, and a second row could then open beside it.
    @Test func closingTheDraggedOpenRowKeepsOneOpenRow() {
        var scene = Self.actionScene()
        scene.open(row: 0, edge: .trailing, time: 0)
        _ = scene.advance(to: 1)
        scene.press(row: 0, x: 200, y: 40, time: 1)
        scene.move(row: 0, x: 180, y: 40, time: 1.02)  // the drag begins on the open row
        scene.close(time: 1.03)  // Escape, an AT-SPI action…
        scene.release(row: 0, x: 180, y: 40, time: 1.05)  // settles open again
        scene.open(row: 1, edge: .trailing, time: 2)
        let events = scene.advance(to: 3)
        let drawnOpen = (0..<3).filter { scene.presentation(row: $0, at: 3)?.openEdge != nil }
        #expect(drawnOpen.count <= 1, "rows \(drawnOpen) draw open; events \(events.map(\.jsonLine))")
    }

    /// Regression (non-finite-pointer): a NaN or infinite pointer coordinate mid-drag reached the offset.
    @Test func nonFinitePointerCoordinatesKeepOffsetsFinite() {
        var scene = Self.actionScene()
        scene.press(row: 0, x: 200, y: 40, time: 0)
        scene.move(row: 0, x: 150, y: 40, time: 0.02)
        scene.move(row: 0, x: -.infinity, y: 40, time: 0.04)
        let offset = scene.presentation(row: 0, at: 0.04)?.offset ?? 0
        #expect(offset.isFinite)
    }

    /// Regression (remove-skips-clock): `remove(row:time:)` did not run the steps due before `time`.
    @Test func removeKeepsEventsInTimeOrder() {
        var c = CardListConfiguration()
        c.trailing = [Self.actions[1]]
        var cards = Scene(
            blockID: "c", configuration: .cardList(c),
            demo: DemoData(heading: "", rowHeight: 80, rows: [DemoRow(title: "A")]), rowCount: 3, width: 360)
        cards.perform(action: "delete", row: 0, time: 0)  // slides out, collapses, `action` at 0.55
        _ = cards.advance(to: 0)
        cards.remove(row: 2, time: 1)  // `removed` at 1
        let times = cards.advance(to: 2).map(\.time)
        #expect(times == times.sorted())
    }

    /// Regression (negative-duration): a dismiss whose `animationDuration` was negative reported
    /// its action before the events already reported.
    @Test func aNegativeDurationKeepsEventsInTimeOrder() {
        var c = DismissRowConfiguration()
        c.animationDuration = -0.24
        var scene = Scene(
            blockID: "d", configuration: .dismiss(c), demo: DemoData(heading: "", rowHeight: 80, rows: [DemoRow(title: "A")]),
            rowCount: 2, width: 320)
        _ = scene.advance(to: 0.1)
        scene.perform(action: "dismiss", row: 0, time: 0.1)
        let times = scene.advance(to: 2).map(\.time)
        #expect(times == times.sorted() && times.allSatisfy { $0 >= 0.1 }, "\(times)")
    }

    /// Regression (nan-option): a NaN button width reached every button's position and width.
    @Test func aNaNButtonWidthLeavesTheButtonsFinite() {
        var c = ActionRowConfiguration(actions: Self.actions)
        c.buttonWidth = .nan
        var scene = Scene(
            blockID: "a", configuration: .actionRow(c), demo: DemoData(heading: "", rowHeight: 80, rows: [DemoRow(title: "A")]),
            rowCount: 1, width: 360)
        scene.press(row: 0, x: 300, y: 40, time: 0)
        scene.move(row: 0, x: 200, y: 40, time: 0.05)
        let buttons = scene.presentation(row: 0, at: 0.05)?.buttons ?? []
        #expect(!buttons.isEmpty && buttons.allSatisfy { $0.x.isFinite && $0.width.isFinite }, "\(buttons)")
    }
}
