import Testing
@testable import SwipeEngine
@testable import SwipeScenario

struct SwipeEventTests {
    @Test(arguments: [
        (
            SwipeEvent(kind: .opened, time: 1.5, block: "card-list", row: 2, edge: .trailing),
            #"{"kind":"opened","time":1.5,"block":"card-list","row":2,"edge":"trailing"}"#
        ),
        (
            SwipeEvent(kind: .action, time: 0.25, block: "x", row: 0, name: "delete"),
            #"{"kind":"action","time":0.25,"block":"x","row":0,"name":"delete"}"#
        ),
        (
            SwipeEvent(kind: .completed, time: 1.0 / 3, block: "a\"b", row: 7),
            #"{"kind":"completed","time":0.333333,"block":"a\"b","row":7}"#
        ),
    ])
    func jsonLineIsTheDocumentedObject(event: SwipeEvent, line: String) throws {
        #expect(event.jsonLine == line)
        let parsed = try JSONValue(parsing: event.jsonLine)
        #expect(parsed["kind"]?.stringValue == event.kind.rawValue)
    }

    @Test func vocabularyIsTheDesignsEightKindsAndTheQuestionsTwo() {
        #expect(
            SwipeEvent.Kind.allCases.map(\.rawValue) == [
                "dragStarted", "feedback", "opened", "closed", "action", "completed", "removed", "restored",
                "confirming", "declined",
            ])
    }
}
