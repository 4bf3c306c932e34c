import Synchronization

/// Where a search word was found in a block, from the strongest to the weakest.
public enum SearchField: String, Sendable, Comparable, CaseIterable {
    case title, tag, category, summary

    /// Points per matching word: a title hit outranks any number of tag hits, and so on down.
    var weight: Int {
        switch self {
        case .title: 1_000_000
        case .tag: 10_000
        case .category: 100
        case .summary: 1
        }
    }

    public static func < (lhs: SearchField, rhs: SearchField) -> Bool {
        lhs.weight > rhs.weight
    }
}

/// One block found by a search, with how well it matched.
public struct SearchResult: Sendable {
    /// The block found, as the list shows it (`Catalog.block(id:)` gives it whole).
    public var block: BlockSummary
    /// Higher is better; results come sorted by it.
    public var score: Int
    /// The fields any query word matched, strongest first.
    public var fields: [SearchField]
}

extension Catalog {
    /// Blocks whose title, summary, category or tags (any language) contain every word of `query`,
    /// folded for case and diacritics, as whole words or word beginnings; ranked title hits first,
    /// then tags, category and summary, exact words above beginnings, then by title.
    /// `tag`, when given, keeps only blocks with that tag (folded) in some language.
    /// An empty query with no tag finds every block. The blocks' folded words are made on the
    /// first search and kept, so each keystroke of a search folds only the query.
    public func search(_ query: String, tag: String? = nil) -> [SearchResult] {
        let words = TextFolding.words(query)
        let wantedTag = tag.map { TextFolding.words($0) }
        let entries = searchIndex.entries(for: summaries)
        var found: [(result: SearchResult, title: String)] = []
        for (block, entry) in zip(summaries, entries) {
            if let wantedTag, !entry.tags.contains(wantedTag) { continue }
            guard let match = Self.match(words, in: entry) else { continue }
            found.append((SearchResult(block: block, score: match.score, fields: match.fields), entry.foldedTitle))
        }
        return found.sorted {
            $0.result.score != $1.result.score
                ? $0.result.score > $1.result.score
                : $0.title != $1.title ? $0.title < $1.title : $0.result.block.title < $1.result.block.title
        }.map(\.result)
    }

    /// The score of a block (its index entry) for `words`, or nil when some word is found nowhere.
    static func match(_ words: [String], in entry: SearchIndex.Entry) -> (score: Int, fields: [SearchField])? {
        // best[k]: the most points word k earns in any field.
        var best = Array(repeating: 0, count: words.count)
        var matched: Set<SearchField> = []
        for (field, fieldWords) in entry.fields {
            for (k, word) in words.enumerated() {
                // An exact word counts twice a word that only begins with the query word.
                let points =
                    fieldWords.contains(word)
                    ? 2 * field.weight
                    : fieldWords.contains(where: { $0.hasPrefix(word) }) ? field.weight : 0
                if points > 0 { matched.insert(field) }
                best[k] = max(best[k], points)
            }
        }
        guard !best.contains(0) else { return nil }
        return (best.reduce(0, +), matched.sorted())
    }
}

/// The folded words of every block's searchable fields, made on the first search and kept for
/// the catalogue's life (shared by its copies; the blocks never change once loaded).
final class SearchIndex: Sendable {
    struct Entry: Sendable {
        /// Each field's folded words, strongest field first.
        var fields: [(SearchField, [String])]
        /// Each tag's folded words, for the tag filter.
        var tags: [[String]]
        var foldedTitle: String
    }

    private let built = Mutex<[Entry]?>(nil)

    /// The entries of `blocks`, in order, made the first time they are asked for.
    func entries(for blocks: [BlockSummary]) -> [Entry] {
        built.withLock { cached in
            if let cached, cached.count == blocks.count { return cached }
            let entries = blocks.map { block in
                Entry(
                    fields: [
                        // Each field in every language the manifest gives it in.
                        (.title, words(block, "title", block.title)),
                        (.tag, block.allTags.flatMap(TextFolding.words)),
                        (.category, words(block, "category", block.category)),
                        (.summary, words(block, "summary", block.summary)),
                    ],
                    tags: block.allTags.map(TextFolding.words),
                    foldedTitle: TextFolding.fold(block.title))
            }
            cached = entries
            return entries
        }
    }

    /// A field's folded words in every language it is given in, each once, in the order first
    /// met: a search asks only whether a word is there, and a long summary of few words (a 900 KB
    /// "a a a …") keeps a few words, not one string per word.
    private func words(_ block: BlockSummary, _ field: String, _ text: String) -> [String] {
        var seen: Set<String> = []
        var words: [String] = []
        for text in [text] + (block.otherLanguages[field] ?? []) {
            TextFolding.forEachWord(text) { word in
                if seen.insert(word).inserted { words.append(word) }
            }
        }
        return words
    }
}
