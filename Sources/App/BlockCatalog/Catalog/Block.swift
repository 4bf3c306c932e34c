import Localization
import SwipeEngine
import SwipeScenario

/// One row of a block's API table.
public struct Parameter: Sendable, Hashable {
    public var name: String
    /// The type as written in the reference (`CGFloat`, `() -> Void`).
    public var type: String
    /// The default as source text (`.green`, `16`); nil when the parameter is required.
    public var defaultValue: String?
    public var summary: String

    public var isRequired: Bool { defaultValue == nil }
    /// What the API table shows in its Default column.
    public var displayedDefault: String { defaultValue ?? tr("Required") }

    public init(name: String, type: String, defaultValue: String?, summary: String) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.summary = summary
    }
}

/// The tags of a block in one language.
public struct TagGroup: Sendable, Hashable {
    /// A language code (`en`, `es`).
    public var language: String
    public var tags: [String]

    public init(language: String, tags: [String]) {
        self.language = language
        self.tags = tags
    }
}

/// A valid block of the catalogue: its reference data and its engine configuration.
public struct Block: Sendable, Identifiable {
    public var id: String
    public var title: String
    public var summary: String
    public var category: String
    public var platform: String
    /// The manifest's level: `beginner`, `intermediate` or `advanced` (`levelInWords` reads it).
    public var level: String
    public var origin: String
    /// Tags by language, in manifest order.
    public var tags: [TagGroup]
    /// The API table, in manifest order.
    public var parameters: [Parameter]
    /// The engine kind and its configuration, built from `engineSettings`.
    public var configuration: BlockConfiguration
    /// The manifest's `engine` members other than `kind`, in manifest order.
    public var engineSettings: [(key: String, value: JSONValue)]
    /// The block's own demo, if its manifest has one; see `demoData` for one that always exists.
    public var demo: DemoData?
    /// The library behaviour the block shows (`BlockBehaviour.named`), if it shows one.
    public var behaviour: String?
    /// The longer Markdown description beside the manifest, if any.
    public var description: String?
    /// The title, summary and category in the other languages the manifest gives them in than
    /// the one the catalogue was read in, by field: search finds a block by any of them.
    public var otherLanguages: [String: [String]] = [:]
    /// Where the manifest came from (`Catalog/<id>/block.json` for built-in blocks).
    public var source: String

    /// The engine kind's name (`completion`, `cardList`, …: `EngineRegistry.kinds`).
    public var kind: String { configuration.kind }

    /// Every tag of every language, in order.
    public var allTags: [String] { tags.flatMap(\.tags) }

    /// The block's demo, or five plain rows 64 points tall when its manifest has none.
    public var demoData: DemoData {
        demo
            ?? DemoData(
                heading: title,
                rowHeight: 64,
                rows: (1...5).map { DemoRow(title: tr("Row {number}", ["number": String($0)])) }
            )
    }
}

extension Block {
    /// The block's level in the user's language, lowercase as running text writes it
    /// ("beginner", "principiante"); a level the catalogue does not know stays as written.
    public var levelInWords: String { Self.levelWords(level) }

    /// `level` in the user's language (`levelInWords`), for a caller that looks the words up once.
    static func levelWords(_ level: String) -> String {
        switch level {
        case "beginner": tr("beginner")
        case "intermediate": tr("intermediate")
        case "advanced": tr("advanced")
        default: level
        }
    }
}
