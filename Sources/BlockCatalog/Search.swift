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

    /// The score of `block` for `words`, or nil when some word is found nowhere. Each field's
    /// words are visited one at a time, so a long summary costs no word list.
    static func match(_ words: [String], in block: Block) -> (score: Int, fields: [SearchField])? {
        let fields: [(SearchField, [String])] = [
            (.title, [block.title]), (.tag, block.allTags), (.category, [block.category]), (.summary, [block.summary]),
        ]
        // best[k]: the most points word k earns in any field.
        var best = Array(repeating: 0, count: words.count)
        var matched: Set<SearchField> = []
        for (field, texts) in fields {
            var exact = Array(repeating: false, count: words.count)
            var begins = exact
            for text in texts {
                TextFolding.forEachWord(text) { fieldWord in
                    for (k, word) in words.enumerated() {
                        if fieldWord == word { exact[k] = true } else if fieldWord.hasPrefix(word) { begins[k] = true }
                    }
                }
            }
            for k in words.indices {
                // An exact word counts twice a word that only begins with the query word.
                let points = exact[k] ? 2 * field.weight : begins[k] ? field.weight : 0
                if points > 0 { matched.insert(field) }
                best[k] = max(best[k], points)
            }
        }
        guard !best.contains(0) else { return nil }
        return (best.reduce(0, +), matched.sorted())
    }
}

extension String {
    /// Case- and diacritic-insensitive order, without Foundation's locale.
    func foldedLess(_ other: String) -> Bool {
        let a = TextFolding.fold(self), b = TextFolding.fold(other)
        return a != b ? a < b : self < other
    }
}
