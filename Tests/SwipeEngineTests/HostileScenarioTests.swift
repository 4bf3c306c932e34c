import Testing
@testable import SwipeEngine
@testable import SwipeScenario

/// Issue 14: numbers that are merely large, non-JSON output, unknown keys in events, streaming.
struct HostileScenarioTests {
    @Test(arguments: [1e300, 1e19, 9.3e18, 1e7])
    func frameCountOfAHugeDurationIsRefusedWithoutATrap(duration: Double) {
        #expect(ScenarioLimits.frameCount(duration: duration, frameRate: 1000) == nil)
    }

    @Test(arguments: [3, 12, 13, 40])
    func aKeyTwiceIsRefusedInSmallAndLargeObjects(keys: Int) throws {
        let members = (0..<keys).map { #""k\#($0)": \#($0)"# }
        let unique = "{" + members.joined(separator: ", ") + "}"
        #expect(try JSONValue(parsing: unique).objectValue?.count == keys)
        let twice = "{" + (members + [#""k0": 0"#]).joined(separator: ", ") + "}"
        do {
            _ = try JSONValue(parsing: twice)
            Issue.record("a second \"k0\" in \(keys) keys should be refused")
        } catch {
            #expect(error.description.contains(#"duplicate key "k0""#))
        }
    }

    @Test func aHugeObjectParsesInLinearTime() throws {
        // 20,000 keys: a look along the keys for each would be 2·10⁸ comparisons.
        let text = "{" + (0..<20_000).map { #""key\#($0)": 1"# }.joined(separator: ",") + "}"
        #expect(try JSONValue(parsing: text).objectValue?.count == 20_000)
    }

    @Test func frameCountCountsBothEnds() {
        #expect(ScenarioLimits.frameCount(duration: 1, frameRate: 10) == 11)
        #expect(ScenarioLimits.frameCount(duration: 999.999, frameRate: 1000) == 1_000_000)
        #expect(ScenarioLimits.frameCount(duration: 1000, frameRate: 1000) == nil)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300, 1.5, 1_000_001, -1])
    func wholeRefusesWhatIsNotAWholeNumberInRange(value: Double) {
        #expect(ScenarioLimits.whole(value, from: 0, to: 1_000_000) == nil)
    }

    @Test func checkHonoursAnOpenLowerBound() {
        #expect(ScenarioLimits.check(0, from: 0, to: 1, lowIsOpen: true) == nil)
        #expect(ScenarioLimits.check(0, from: 0, to: 1) == 0)
        #expect(ScenarioLimits.check(.nan, from: 0, to: 1) == nil)
    }

    @Test(arguments: [1e300, -1e300, 1.5e20, 123456789012345.5, 1e15, 0.1, -7])
    func formattedNumbersAreAlwaysJSON(value: Double) throws {
        let text = JSONValue.format(value)
        #expect(!text.contains("inf") && !text.contains("nan"))
        let parsed = try JSONValue(parsing: text)
        #expect(parsed.numberValue.map { abs($0 - value) <= abs(value) * 1e-12 + 1e-6 } == true)
    }

    @Test(arguments: [
        (#"{"block":"swipe-action-row","width":1e300}"#, "width"),
        (#"{"block":"swipe-action-row","width":300,"rowHeight":1e300}"#, "rowHeight"),
        (#"{"block":"swipe-action-row","width":300,"frameRate":1e300}"#, "frameRate"),
        (#"{"block":"swipe-action-row","width":300,"rows":1e300}"#, "rows"),
        (#"{"block":"swipe-action-row","width":300,"duration":1e300}"#, "duration"),
        (#"{"block":"swipe-action-row","width":300,"duration":1e300,"frameRate":1e-300}"#, "duration"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":1e300,"type":"cancel"}]}"#, "events[0].time"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"press","x":1e300,"y":1}]}"#, "events[0].x"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"action","row":1e300,"name":"archive"}]}"#, "events[0].row"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"press","x":1,"y":1,"pressure":2}]}"#, "events[0].pressure"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"cancel","x":1}]}"#, "events[0].x"),
    ])
    func outOfRangeNumbersAndUnknownEventKeysNameTheirField(text: String, field: String) throws {
        do {
            _ = try Simulator.run(scenario: try JSONValue(parsing: text), resolve: TestCatalog.resolve)
            Issue.record("expected an error naming \(field)")
        } catch let error as SimulationError {
            #expect(error.field == field)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func rowsTimesFramesAndSearchesIsBounded() throws {
        let tooMuch = #"{"block":"swipe-action-row","width":300,"rows":1000000,"frameRate":100,"duration":2}"#
        #expect(throws: SimulationError.self) { try Simulator.plan(try JSONValue(parsing: tooMuch), resolve: TestCatalog.resolve) }
        let presses = Array(repeating: #"{"time":0,"type":"press","x":1,"y":1}"#, count: 300).joined(separator: ",")
        let searching = #"{"block":"swipe-action-row","width":300,"rows":1000000,"frameRate":1,"duration":0,"events":["# + presses + "]}"
        do {
            _ = try Simulator.plan(try JSONValue(parsing: searching), resolve: TestCatalog.resolve)
            Issue.record("300 presses over 10⁶ rows should be refused")
        } catch let error as SimulationError {
            #expect(error.field == "rows")
        }
        let fits = #"{"block":"swipe-action-row","width":300,"rows":100000,"frameRate":60,"duration":2}"#
        #expect(throws: Never.self) { try Simulator.plan(try JSONValue(parsing: fits), resolve: TestCatalog.resolve) }
        // 10⁵ rows × 500 frames is exactly the budget; one frame more is refused.
        let atLimit = #"{"block":"swipe-action-row","width":300,"rows":100000,"frameRate":1,"duration":499}"#
        #expect(throws: Never.self) { try Simulator.plan(try JSONValue(parsing: atLimit), resolve: TestCatalog.resolve) }
        let overLimit = #"{"block":"swipe-action-row","width":300,"rows":100000,"frameRate":1,"duration":500}"#
        #expect(throws: SimulationError.self) { try Simulator.plan(try JSONValue(parsing: overLimit), resolve: TestCatalog.resolve) }
    }

    @Test func runStopsWhenTheWriterRefusesMore() throws {
        let scenario = try JSONValue(parsing: #"{"block":"swipe-action-row","width":300,"rows":50,"frameRate":1000,"duration":900}"#)
        var chunks = 0
        try Simulator.run(scenario: scenario, resolve: TestCatalog.resolve) { _ in
            chunks += 1; return chunks < 3
        }
        #expect(chunks == 3)
    }

    @Test func streamedChunksStaySmallAndEndInWholeLines() throws {
        let scenario = try JSONValue(parsing: #"{"block":"swipe-action-row","width":300,"rows":3000,"frameRate":10,"duration":1}"#)
        var largest = 0
        var text = ""
        try Simulator.run(scenario: scenario, resolve: TestCatalog.resolve) { chunk in
            largest = max(largest, chunk.utf8.count)
            text += chunk
            return true
        }
        #expect(largest < 2 * ChunkedOutput.chunkSize)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(text.hasSuffix("\n"))
        for line in lines { #expect(throws: Never.self) { try JSONValue(parsing: String(line)) } }
    }

    @Test func escapedAndPlainStringsParseTheSame() throws {
        let plain = String(repeating: "ab€😀", count: 1000)
        // Every character as \uXXXX (UTF-16 units: astral scalars as surrogate pairs).
        let utf16 =
            "\""
            + plain.utf16.map { unit -> String in
                let h = String(unit, radix: 16); return "\\u" + String(repeating: "0", count: 4 - h.count) + h
            }.joined() + "\""
        #expect(try JSONValue(parsing: utf16) == .string(plain))
        #expect(try JSONValue(parsing: "\"" + plain + "\"") == .string(plain))
        #expect(try JSONValue(parsing: #""a\nb\"c\\d\/e\u00e9""#) == .string("a\nb\"c\\d/eé"))
    }
}
