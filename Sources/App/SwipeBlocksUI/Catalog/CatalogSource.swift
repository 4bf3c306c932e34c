import Localization
import SwipeEngine
import SwipeScenario

/// A block as the block list shows it: enough to list, group and find it.
public struct BlockEntry: Sendable, Hashable {
    public var id: String
    public var title: String
    public var category: String
    public var level: String
    /// Why the block's manifest is not a valid block (`file: field: message` each), for a block
    /// that is listed only to show them; empty for a valid block.
    public var problems: [String]

    public init(id: String, title: String, category: String, level: String, problems: [String] = []) {
        self.id = id
        self.title = title
        self.category = category
        self.level = level
        self.problems = problems
    }

    /// The category of a broken manifest whose own cannot be read.
    public static var problemsCategory: String { tr("Blocks with Problems") }
}

/// What the window needs from the catalogue: its blocks to list, each block's page (made when it
/// is shown, so a catalogue of thousands opens as fast as one of four), its search and its export.
public struct CatalogSource: Sendable {
    /// Every block, in catalogue order.
    public var entries: [BlockEntry]
    /// The page of block `id` (its reference, usage and demo), nil for an unknown id.
    public var page: @Sendable (_ id: String) -> BlockPage?
    /// Block ids matching a query, best first (the CLI's search).
    public var search: @Sendable (String) -> [String]
    /// The Markdown export of the given blocks, exactly as `swipeblocks export` writes it.
    public var exportMarkdown: @Sendable ([String]) -> String

    /// Writes text to a path atomically (temporary file, then rename), as the CLI's `--output`;
    /// a `SaveFailure` says why it could not, in words.
    public var writeAtomically: @Sendable (String, String) throws -> Void
    /// The usage snippets of block `id` with the options of a configuration (the window's
    /// current parameters).
    public var usage: @Sendable (_ id: String, BlockConfiguration) -> UsageSnippets
    /// The API parameters (names and values as a manifest writes them) in which a configuration
    /// differs from the block's own: what a recording's `parameters` say.
    public var parameters: @Sendable (_ edited: BlockConfiguration, _ base: BlockConfiguration) -> [(key: String, value: JSONValue)]
    /// Block `id`'s configuration with those parameters applied over its own; nil when they no
    /// longer fit it (a manifest edited meanwhile).
    public var configuration: @Sendable (_ id: String, _ parameters: [(key: String, value: JSONValue)]) -> BlockConfiguration?
    /// The folders of user blocks, each with its block folders: what the window watches, so a
    /// manifest edited and saved shows at once.
    public var watchedFolders: @Sendable () -> [String]
    /// The catalogue read again from the same places (after a user folder changed).
    public var reload: @Sendable () -> CatalogSource

    public init(
        entries: [BlockEntry], page: @escaping @Sendable (_ id: String) -> BlockPage?,
        search: @escaping @Sendable (String) -> [String],
        exportMarkdown: @escaping @Sendable ([String]) -> String,
        writeAtomically: @escaping @Sendable (String, String) throws -> Void,
        usage: @escaping @Sendable (_ id: String, BlockConfiguration) -> UsageSnippets,
        parameters: @escaping @Sendable (_ edited: BlockConfiguration, _ base: BlockConfiguration) -> [(key: String, value: JSONValue)],
        configuration: @escaping @Sendable (_ id: String, _ parameters: [(key: String, value: JSONValue)]) -> BlockConfiguration? = {
            _, _ in nil
        },
        watchedFolders: @escaping @Sendable () -> [String] = { [] },
        reload: (@Sendable () -> CatalogSource)? = nil
    ) {
        self.entries = entries
        self.configuration = configuration
        self.watchedFolders = watchedFolders
        self.parameters = parameters
        self.page = page
        self.usage = usage
        self.search = search
        self.exportMarkdown = exportMarkdown
        self.writeAtomically = writeAtomically
        self.reload =
            reload ?? {
                CatalogSource(
                    entries: entries, page: page, search: search, exportMarkdown: exportMarkdown,
                    writeAtomically: writeAtomically, usage: usage, parameters: parameters,
                    configuration: configuration, watchedFolders: watchedFolders)
            }
    }
}

/// Why a file could not be saved, as a sentence for people (no error numbers).
public struct SaveFailure: Error, Sendable {
    public var sentence: String

    public init(sentence: String) {
        self.sentence = sentence
    }
}
