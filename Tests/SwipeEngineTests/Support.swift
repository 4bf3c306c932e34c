@testable import SwipeEngine

/// SplitMix64: a tiny deterministic generator for seeded property tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

enum Fixtures {
    static let tasks = DemoData(
        heading: "Today", rowHeight: 68,
        rows: [
            "Water the plants", "Call the dentist", "Buy groceries", "Send the invoice", "Book the flight",
        ].map { DemoRow(title: $0) })
    static let messages = DemoData(
        heading: "Inbox", rowHeight: 84,
        rows: [
            "Weekly report", "Flight update", "Dinner on Friday?", "Design review",
        ].map { DemoRow(title: $0) }, emptyTitle: "Inbox zero")
    static let mail = DemoData(heading: "Inbox", rowHeight: 88, rows: (1...6).map { DemoRow(title: "Mail \($0)") })

    static let archive = SwipeActionSpec(id: "archive", title: "Archive", icon: "archive-symbolic", tint: RGBA.named["indigo"]!)
    static let delete = SwipeActionSpec(
        id: "delete", title: "Delete", icon: "user-trash-symbolic", tint: RGBA.named["red"]!, role: .destructive)
    static let unread = SwipeActionSpec(id: "unread", title: "Unread", icon: "mail-unread-symbolic", tint: RGBA.named["blue"]!)

    static let completion = BlockConfiguration.completion(CompletionRowConfiguration())
    static let actionRow = BlockConfiguration.actionRow(ActionRowConfiguration(actions: [archive, delete]))
    static var cardConfiguration: CardListConfiguration {
        var c = CardListConfiguration()
        c.leading = [unread]
        c.trailing = [delete, archive]
        return c
    }
    static let cardList = BlockConfiguration.cardList(cardConfiguration)

    static func scene(
        _ configuration: BlockConfiguration, rows: Int? = nil, width: Double = 360,
        direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false
    ) -> Scene {
        let demo: DemoData = ["completion": tasks, "actionRow": messages][configuration.kind] ?? mail
        return Scene(
            blockID: "test-block", configuration: configuration, demo: demo, rowCount: rows,
            width: width, direction: direction, reduceMotion: reduceMotion)
    }
}

extension Scene {
    /// A straight drag in `steps` moves over `duration` seconds from (x, y), released at the end unless told not to.
    mutating func drag(
        row: Int, dx: Double, dy: Double = 0, from x: Double = 180, y: Double = 30,
        start: Double, duration: Double = 0.3, steps: Int = 10, release: Bool = true
    ) {
        press(row: row, x: x, y: y, time: start)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(row: row, x: x + dx * f, y: y + dy * f, time: start + duration * f)
        }
        if release { self.release(row: row, x: x + dx, y: y + dy, time: start + duration + 0.2) }
    }

    /// Advances in 60 Hz frames to `time`, collecting the events.
    mutating func run(to time: Double, from start: Double = 0) -> [SwipeEvent] {
        var events: [SwipeEvent] = []
        var t = start
        while t < time {
            t = min(t + 1.0 / 60, time)
            events += advance(to: t)
        }
        return events
    }
}

func kinds(_ events: [SwipeEvent]) -> [String] {
    events.map { e in e.kind.rawValue + (e.name.map { ":" + $0 } ?? "") + (e.edge.map { ":" + $0.rawValue } ?? "") }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
