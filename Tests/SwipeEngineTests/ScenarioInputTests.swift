import Testing
@testable import SwipeEngine
@testable import SwipeScenario

/// The scenario language of record and replay: row-addressed pointer events, taps decided by
/// the engine, touchpad scrolls, keys, restores and mid-run `set` events.
struct ScenarioInputTests {
    /// The events of a run, without its frames, as "kind row name edge".
    func events(_ text: String) throws -> [String] {
        try TestCatalog.run(text).filter { $0["kind"]?.stringValue != "frame" }.map { line in
            [
                line["kind"]?.stringValue, line["row"]?.numberValue.map { String(Int($0)) },
                line["name"]?.stringValue, line["edge"]?.stringValue,
            ].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// An action row opened on row 1 from code, then a press and release on it at one spot.
    func openThenClick(release: Double, at x: Double, moveTo: Double? = nil) -> String {
        let move = moveTo.map { #"{"time":0.55,"type":"move","row":1,"x":\#($0),"y":30},"# } ?? ""
        return """
            {"block":"swipe-action-row","width":360,"rows":3,"duration":2,"events":[
              {"time":0,"type":"open","row":1,"edge":"trailing"},
              {"time":0.5,"type":"press","row":1,"x":100,"y":30},\(move)
              {"time":\(release),"type":"release","row":1,"x":\(x),"y":30}]}
            """
    }

    @Test func aPressAndAReleaseAtOneSpotAreATapThatClosesTheOpenRow() throws {
        #expect(try events(openThenClick(release: 0.6, at: 100)) == ["opened 1 trailing", "closed 1"])
        // Within the slop still a tap; past it, or held past the tap time, not.
        #expect(try events(openThenClick(release: 0.6, at: 100 + TapRecognizer.slop)) == ["opened 1 trailing", "closed 1"])
        #expect(try events(openThenClick(release: 0.6, at: 100, moveTo: 100 + TapRecognizer.slop + 1)) == ["opened 1 trailing"])
        #expect(try events(openThenClick(release: 0.5 + TapRecognizer.maximumDuration + 0.01, at: 100)) == ["opened 1 trailing"])
    }

    @Test func windowPointsAreTapsToo() throws {
        // Row 2 of the card list opens; a click at one spot on row 0 (window points) closes it.
        let text = """
            {"block":"full-swipe-card-list","width":360,"rows":3,"duration":2,"events":[
              {"time":0,"type":"open","row":2,"edge":"trailing"},
              {"time":0.5,"type":"press","x":50,"y":10},
              {"time":0.55,"type":"release","x":52,"y":11}]}
            """
        #expect(try events(text) == ["opened 2 trailing", "closed 2"])
    }

    @Test func aTapOutsideEveryRowClosesAnOpenCard() throws {
        let text = """
            {"block":"full-swipe-card-list","width":360,"rows":3,"duration":2,"events":[
              {"time":0,"type":"open","row":0,"edge":"leading"},
              {"time":0.5,"type":"press","outside":true,"x":50,"y":10},
              {"time":0.55,"type":"release","outside":true,"x":50,"y":10}]}
            """
        #expect(try events(text) == ["opened 0 leading", "closed 0"])
    }

    @Test func aTouchpadScrollDragsTheRowAndEndsAtAStopOrAPause() throws {
        // Scrolling right moves the content left: the action row's trailing buttons show.
        var scrolls = (0..<12).map { #"{"time":\#(0.1 + Double($0) * 0.01),"type":"scroll","row":0,"dx":12}"# }
        let stopped = try events(
            """
            {"block":"swipe-action-row","width":360,"rows":2,"duration":2,"events":[\(scrolls.joined(separator: ",")),
              {"time":0.3,"type":"scroll","row":0,"stop":true}]}
            """)
        #expect(stopped == ["dragStarted 0", "opened 0 trailing"])
        scrolls.append(#"{"time":1.5,"type":"key","row":1,"key":"Escape"}"#)
        let paused = try TestCatalog.run(
            """
            {"block":"swipe-action-row","width":360,"rows":2,"duration":2,"events":[\(scrolls.joined(separator: ","))]}
            """)
        let opened = paused.first { $0["kind"]?.stringValue == "opened" }
        // The last scroll came at 0.21; the swipe ended 0.15 s later and the row settled open after it.
        #expect(opened.flatMap { $0["time"]?.numberValue }.map { $0 >= 0.21 + SwipeInput.touchpadIdleEnd } == true)
    }

    @Test func keysDoWhatTheyDoOnAFocusedRow() throws {
        let text = """
            {"block":"full-swipe-card-list","width":360,"rows":3,"duration":3,"events":[
              {"time":0,"type":"key","row":0,"key":"Left"},
              {"time":0.5,"type":"key","row":0,"key":"Escape"},
              {"time":1,"type":"key","row":1,"key":"Return"},
              {"time":1.5,"type":"key","row":2,"key":"Delete"}]}
            """
        let shown = try events(text)
        #expect(shown.prefix(2) == ["opened 0 trailing", "closed 0"])
        #expect(shown.contains { $0.hasPrefix("action 1 ") })
        #expect(shown.contains("removed 2"))
    }

    @Test func undoAndStartOverBringRowsBack() throws {
        let text = """
            {"block":"swipe-action-row","width":360,"rows":3,"duration":2,"events":[
              {"time":0,"type":"action","row":0,"name":"archive"},
              {"time":0.1,"type":"action","row":1,"name":"archive"},
              {"time":0.5,"type":"restore","row":0},
              {"time":1,"type":"startOver"}]}
            """
        #expect(try events(text) == ["action 0 archive", "removed 0", "action 1 archive", "removed 1", "restored 0", "restored 1"])
    }

    @Test func itemsInsertedMovedAndChangedKeepEachRowOnItsItem() throws {
        let text = """
            {"block":"full-swipe-card-list","width":360,"rows":3,"frameRate":10,"duration":2,"events":[
              {"time":0,"type":"open","row":1,"edge":"trailing"},
              {"time":0.5,"type":"itemInserted","row":0},
              {"time":0.6,"type":"itemMoved","from":1,"to":3},
              {"time":1,"type":"itemChanged","row":1},
              {"time":1.5,"type":"key","row":3,"key":"Left"}]}
            """
        let frames = Dictionary(
            try TestCatalog.run(text).filter { $0["kind"]?.stringValue == "frame" }.map { line in
                (line["time"]?.numberValue ?? -1, line["rows"]?.arrayValue ?? [])
            }, uniquingKeysWith: { a, _ in a })
        func order(_ time: Double) -> [Int] { frames[time]?.compactMap { $0["row"]?.numberValue.map { Int($0) } } ?? [] }
        func open(_ time: Double) -> [Int] {
            frames[time]?.filter { $0["open"] != nil }.compactMap { $0["row"]?.numberValue.map { Int($0) } } ?? []
        }
        #expect(order(0.9) == [3, 0, 2, 1] && open(0.9) == [1], "the new row on top, the open one moved to the end, still open")
        #expect(order(1) == [3, 0, 2, 1] && open(1) == [], "its item changed: at rest at once")
        #expect(open(1.9) == [3], "the inserted row opens by its number")
        #expect(try events(text) == ["opened 1 trailing", "opened 3 trailing"], "no event for a model change, nor a closed")
    }

    @Test func setChangesDirectionReduceMotionWidthAndParametersMidRun() throws {
        // In right to left, Left uncovers the leading edge and Right the trailing one.
        let text = """
            {"block":"full-swipe-card-list","width":360,"rows":2,"duration":3,"events":[
              {"time":0,"type":"set","direction":"rtl"},
              {"time":0.1,"type":"key","row":0,"key":"Left"},
              {"time":0.5,"type":"set","reduceMotion":true},
              {"time":0.6,"type":"set","width":500},
              {"time":1,"type":"set","parameters":{"buttonWidth":90}},
              {"time":1.5,"type":"key","row":0,"key":"Right"}]}
            """
        let lines = try TestCatalog.run(text)
        let kinds = lines.filter { $0["kind"]?.stringValue != "frame" }.map {
            $0["kind"]!.stringValue! + " " + ($0["edge"]?.stringValue ?? "")
        }
        // New parameters start the demo afresh: the open row is at rest again, then opens anew.
        #expect(kinds == ["opened leading", "opened trailing"])
        let last = lines.last { $0["kind"]?.stringValue == "frame" }!["rows"]!.arrayValue![0]
        #expect(last["buttons"]?.arrayValue?.first?["width"]?.numberValue == 90)
    }

    @Test func badEventsNameTheirField() throws {
        let cases: [(String, String)] = [
            (#"{"time":0,"type":"key","row":0,"key":"Tab"}"#, "events[0].key"),
            (#"{"time":0,"type":"scroll","dx":3}"#, "events[0].row"),
            (#"{"time":0,"type":"scroll","row":0,"dx":3,"stop":true}"#, "events[0].stop"),
            (#"{"time":0,"type":"press","row":0,"outside":true,"x":1,"y":1}"#, "events[0].outside"),
            (#"{"time":0,"type":"open","row":0,"edge":"top"}"#, "events[0].edge"),
            (#"{"time":0,"type":"set"}"#, "events[0]"),
            (#"{"time":0,"type":"set","width":-1}"#, "events[0].width"),
            (#"{"time":0,"type":"set","parameters":{"nope":1}}"#, "events[0].parameters.nope"),
            (#"{"time":0,"type":"restore","row":9}"#, "events[0].row"),
            (#"{"time":0,"type":"warp"}"#, "events[0].type"),
        ]
        for (event, field) in cases {
            let text = #"{"block":"full-swipe-card-list","width":360,"rows":2,"events":["# + event + "]}"
            #expect(throws: SimulationError.self) { try TestCatalog.run(text) }
            do { _ = try TestCatalog.run(text) } catch let error as SimulationError { #expect(error.field == field, "\(event)") }
        }
    }

    @Test func aTapNeedsNoMoveAndNoDrag() {
        var tap = TapRecognizer()
        tap.press(PointerSample(time: 1, x: 0, y: 0))
        tap.move(PointerSample(time: 1.1, x: 3, y: 4))
        let first = tap.release(PointerSample(time: 1.2, x: 0, y: 0))
        tap.press(PointerSample(time: 2, x: 0, y: 0))
        tap.cancel()
        let cancelled = tap.release(PointerSample(time: 2.1, x: 0, y: 0))
        let unpressed = tap.release(PointerSample(time: 2.2, x: 0, y: 0))
        #expect(first && !cancelled && !unpressed)
    }
}

/// What `--record` writes is a scenario `simulate` reads back, input for input.
struct ScenarioRecordingTests {
    @Test func aRecordingReplaysAsTheInputsItHolds() throws {
        var recording = ScenarioRecording(
            block: "full-swipe-card-list", width: 360, rowHeight: 72, rows: 3,
            direction: .leftToRight, reduceMotion: false,
            parameters: [("buttonWidth", .number(90))])
        recording.append(.input(.open(.trailing), row: 1), at: 10)
        recording.append(.input(.press(x: 50, y: 20), row: nil), at: 10.5)
        recording.append(.input(.release(x: 51, y: 20), row: nil), at: 10.6)
        recording.append(.input(.key(.left), row: 2), at: 11)
        recording.append(.input(.key(.delete), row: 2), at: 11.5)
        recording.append(.restore(row: 2), at: 13)
        recording.append(.direction(.rightToLeft), at: 13.5)
        recording.append(.input(.scroll(dx: 30, dy: 0), row: 0), at: 14)
        recording.append(.input(.scrollStop, row: 0), at: 14.05)
        recording.append(.parameters([("buttonWidth", .number(100))]), at: 15)
        recording.append(.input(.action("archive"), row: 0), at: 15.5)
        let text = recording.text
        #expect(
            text.hasPrefix(
                #"{"block":"full-swipe-card-list","width":360,"rowHeight":72,"rows":3,"direction":"ltr","reduceMotion":false,"parameters":{"buttonWidth":90},"events":["#
            ))
        #expect(text.contains(#"{"time":0,"type":"open","row":1,"edge":"trailing"}"#))
        #expect(text.contains(#"{"time":0.5,"type":"press","outside":true,"x":50,"y":20}"#))
        let lines = try Simulator.run(scenario: try JSONValue(parsing: text), resolve: TestCatalog.resolve)
        let kinds = lines.compactMap { line -> String? in
            let value = try? JSONValue(parsing: line)
            guard let kind = value?["kind"]?.stringValue, kind != "frame" else { return nil }
            return kind + " " + String(Int(value?["row"]?.numberValue ?? -1))
        }
        // The tap outside closes row 1; Delete slides row 2 out before its action runs.
        #expect(Array(kinds.prefix(7)) == ["opened 1", "closed 1", "opened 2", "closed 2", "action 2", "removed 2", "restored 2"])
        #expect(kinds.contains("dragStarted 0") && kinds.contains("action 0"))
    }

    @Test func aFullRecordingKeepsWhatItHasAndSaysSo() {
        var recording = ScenarioRecording(
            block: "b", width: 1, rowHeight: 1, rows: 1, direction: .leftToRight,
            reduceMotion: false, parameters: [])
        for i in 0...ScenarioRecording.maximumEntries {
            recording.append(.input(.move(x: Double(i), y: 0), row: 0), at: Double(i))
        }
        #expect(recording.count == ScenarioRecording.maximumEntries && recording.isFull)
    }
}
