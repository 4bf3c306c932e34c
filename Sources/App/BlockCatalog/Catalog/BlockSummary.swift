/// What the block list and search read of a valid block: its id, its words in every language
/// search reads, its level and its tags. About 2.4 KB for a block written in three languages,
/// where the whole block (its API table, engine settings, demo and description) is about 9 KB
/// (measured over `scripts/bench-catalog.py`'s blocks): a catalogue loaded without keeping its
/// blocks (`Catalog.load(folders:includeBuiltIn:keepingBlocks:)`) holds these and reads a block
/// again from its manifest when it is asked for.
public struct BlockSummary: Sendable {
    public var id: String
    public var title: String
    public var summary: String
    public var category: String
    /// `beginner`, `intermediate` or `advanced` (`levelInWords` reads it).
    public var level: String
    /// Tags by language, in manifest order.
    public var tags: [TagGroup]
    /// The title, summary and category in the other languages the manifest gives them in.
    public var otherLanguages: [String: [String]]
    /// Where to read the whole block again; nil for a manifest given as text.
    let location: ManifestLocation?

    init(_ block: Block, location: ManifestLocation?) {
        id = block.id
        title = block.title
        summary = block.summary
        category = block.category
        level = block.level
        tags = block.tags
        otherLanguages = block.otherLanguages
        self.location = location
    }

    /// Every tag of every language, in order.
    public var allTags: [String] { tags.flatMap(\.tags) }

    /// The block's level in the user's language (`Block.levelInWords`).
    public var levelInWords: String { Block.levelWords(level) }
}
