import Testing
@testable import SwipeEngine
@testable import SwipeScenario

enum TestCatalog {
    static func resolve(_ id: String, _ parameters: [(key: String, value: JSONValue)]) throws -> SimulationBlock {
        var block: SimulationBlock
        switch id {
        case "completion-swipe-row": block = SimulationBlock(id: id, configuration: Fixtures.completion, demo: Fixtures.tasks)
        case "swipe-action-row": block = SimulationBlock(id: id, configuration: Fixtures.actionRow, demo: Fixtures.messages)
        case "full-swipe-card-list": block = SimulationBlock(id: id, configuration: Fixtures.cardList, demo: Fixtures.mail)
        default: throw SimulationError(field: "block", message: "unknown block \(JSONValue.quote(id))")
        }
        for (key, value) in parameters {
            guard key == "buttonWidth", let width = value.numberValue, var c = block.configuration.options(CardListConfiguration.self)
            else {
                throw SimulationError(field: "parameters.\(key)", message: "unknown parameter")
            }
            c.buttonWidth = width
            block.configuration = .cardList(c)
        }
        return block
    }

    static func run(_ text: String) throws -> [JSONValue] {
        try Simulator.run(scenario: try JSONValue(parsing: text), resolve: resolve).map { try JSONValue(parsing: $0) }
    }
}

struct SimulatorTests {
    @Test func printsAFrameAtEveryFrameTimeAndEventsInTimeOrder() throws {
        let lines = try TestCatalog.run(
            """
            {"block":"completion-swipe-row","width":360,"rows":2,"frameRate":30,"events":[
              {"time":0.1,"type":"press","x":20,"y":100},
              {"time":0.2,"type":"move","x":120,"y":100},
              {"time":0.3,"type":"move","x":220,"y":100},
              {"time":0.4,"type":"release","x":220,"y":100}]}
            """)
        let frames = lines.filter { $0["kind"]?.stringValue == "frame" }
        #expect(frames.count == Int((2.4 * 30).rounded()) + 1)
        let times = lines.map { $0["time"]!.numberValue! }
        #expect(times == times.sorted())
        let events = lines.filter { $0["kind"]?.stringValue != "frame" }
        #expect(events.map { $0["kind"]!.stringValue! } == ["dragStarted", "feedback", "completed", "removed"])
        #expect(events.allSatisfy { $0["row"]?.numberValue == 1 && $0["block"]?.stringValue == "completion-swipe-row" })
        #expect(frames.last?["rows"]?.arrayValue?.count == 1)
        let first = frames[0]["rows"]!.arrayValue![0]
        #expect(first["offset"]?.numberValue == 0 && first["height"]?.numberValue == 68)
        #expect(first["checkmarkScale"]?.numberValue == 0.5)
    }

    @Test func actionEventsAndTapsUseTheirRows() throws {
        let lines = try TestCatalog.run(
            """
            {"block":"swipe-action-row","width":360,"rows":4,"duration":1,"events":[
              {"time":0,"type":"action","row":2,"name":"archive"},
              {"time":0.5,"type":"tap","x":10,"y":1000}]}
            """)
        let events = lines.filter { $0["kind"]?.stringValue != "frame" }.map { $0.serialized }
        #expect(
            events == [
                #"{"kind":"action","time":0,"block":"swipe-action-row","row":2,"name":"archive"}"#,
                #"{"kind":"removed","time":0,"block":"swipe-action-row","row":2}"#,
            ])
    }

    @Test func parametersReachTheResolver() throws {
        let lines = try TestCatalog.run(
            """
            {"block":"full-swipe-card-list","width":360,"parameters":{"buttonWidth":100},"duration":0.5,"direction":"rtl",
             "events":[{"time":0,"type":"press","x":300,"y":10},{"time":0.05,"type":"move","x":200,"y":10},
                       {"time":0.1,"type":"release","x":200,"y":10}]}
            """)
        let last = lines.last { $0["kind"]?.stringValue == "frame" }!["rows"]!.arrayValue![0]
        // Leftward is forward in right-to-left: it uncovers the leading action, 100 wide.
        #expect(last["open"]?.stringValue == "leading")
        #expect(close(last["offset"]!.numberValue!, -100, 0.01))
    }

    @Test func outputIsDeterministic() throws {
        let text =
            #"{"block":"full-swipe-card-list","width":320,"rows":3,"events":[{"time":0,"type":"press","x":300,"y":100},{"time":0.1,"type":"move","x":60,"y":104},{"time":0.2,"type":"release","x":40,"y":104}]}"#
        let a = try Simulator.run(scenario: try JSONValue(parsing: text), resolve: TestCatalog.resolve)
        let b = try Simulator.run(scenario: try JSONValue(parsing: text), resolve: TestCatalog.resolve)
        #expect(a == b)
        #expect(a.contains { $0.contains(#""name":"delete""#) })
    }

    @Test(arguments: [
        (#"[]"#, "scenario"),
        (#"{"width":300}"#, "block"),
        (#"{"block":"nope","width":300}"#, "block"),
        (#"{"block":"swipe-action-row"}"#, "width"),
        (#"{"block":"swipe-action-row","width":0}"#, "width"),
        (#"{"block":"swipe-action-row","width":-3}"#, "width"),
        (#"{"block":"swipe-action-row","width":"wide"}"#, "width"),
        (#"{"block":"swipe-action-row","width":300,"rowHeight":0}"#, "rowHeight"),
        (#"{"block":"swipe-action-row","width":300,"frameRate":0}"#, "frameRate"),
        (#"{"block":"swipe-action-row","width":300,"rows":0}"#, "rows"),
        (#"{"block":"swipe-action-row","width":300,"rows":1.5}"#, "rows"),
        (#"{"block":"swipe-action-row","width":300,"direction":"up"}"#, "direction"),
        (#"{"block":"swipe-action-row","width":300,"reduceMotion":"yes"}"#, "reduceMotion"),
        (#"{"block":"swipe-action-row","width":300,"duration":1e9}"#, "duration"),
        (#"{"block":"swipe-action-row","width":300,"colour":1}"#, "colour"),
        (#"{"block":"swipe-action-row","width":300,"parameters":{"tint":1}}"#, "parameters.tint"),
        (#"{"block":"swipe-action-row","width":300,"events":{}}"#, "events"),
        (
            #"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"press","x":1,"y":1},{"time":"soon","type":"move","x":1,"y":1}]}"#,
            "events[1].time"
        ),
        (#"{"block":"swipe-action-row","width":300,"events":[{"type":"press","x":1,"y":1}]}"#, "events[0].time"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"jump","x":1,"y":1}]}"#, "events[0].type"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"press","y":1}]}"#, "events[0].x"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"action","row":3,"name":"archive"}]}"#, "events[0].row"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"action","row":0,"name":"explode"}]}"#, "events[0].name"),
        (#"{"block":"swipe-action-row","width":300,"events":[7]}"#, "events[0]"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"itemInserted","row":2}]}"#, "events[0].row"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"itemMoved","from":0}]}"#, "events[0].to"),
        (#"{"block":"swipe-action-row","width":300,"events":[{"time":0,"type":"itemChanged","row":1}]}"#, "events[0].row"),
    ])
    func badScenariosNameTheirField(text: String, field: String) throws {
        let scenario = try JSONValue(parsing: text)
        do {
            _ = try Simulator.run(scenario: scenario, resolve: TestCatalog.resolve)
            Issue.record("expected an error naming \(field)")
        } catch let error as SimulationError {
            #expect(error.field == field)
            #expect(error.description.hasPrefix(field + ":"))
            #expect(!error.description.contains("\n"))
        }
    }
}
