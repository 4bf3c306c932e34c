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
    public var block: Block
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
    /// An empty query with no tag finds every block.
    public func search(_ query: String, tag: String? = nil) -> [SearchResult] {
        let words = TextFolding.words(query)
        let wantedTag = tag.map { TextFolding.words($0) }
        var results: [SearchResult] = []
        for block in blocks {
            if let wantedTag, !block.allTags.contains(where: { TextFolding.words($0) == wantedTag }) { continue }
            guard let match = Self.match(words, in: block) else { continue }
            results.append(SearchResult(block: block, score: match.score, fields: match.fields))
        }
        return results.sorted {
            $0.score != $1.score ? $0.score > $1.score : $0.block.title.foldedLess($1.block.title)
        }
    }

    /// The score of `block` for `words`, or nil when some word is found nowhere.
    static func match(_ words: [String], in block: Block) -> (score: Int, fields: [SearchField])? {
        let fields: [(SearchField, [String])] = [
            (.title, TextFolding.words(block.title)),
            (.tag, block.allTags.flatMap(TextFolding.words)),
            (.category, TextFolding.words(block.category)),
            (.summary, TextFolding.words(block.summary)),
        ]
        var score = 0
        var matched: Set<SearchField> = []
        for word in words {
            var best = 0
            for (field, fieldWords) in fields {
                // An exact word counts twice a word that only begins with the query word.
                let points = fieldWords.contains(word) ? 2 * field.weight : fieldWords.contains(where: { $0.hasPrefix(word) }) ? field.weight : 0
                if points > 0 { matched.insert(field) }
                best = max(best, points)
            }
            guard best > 0 else { return nil }
            score += best
        }
        return (score, matched.sorted())
    }
}

extension String {
    /// Case- and diacritic-insensitive order, without Foundation's locale.
    func foldedLess(_ other: String) -> Bool {
        let a = TextFolding.fold(self), b = TextFolding.fold(other)
        return a != b ? a < b : self < other
    }
}
