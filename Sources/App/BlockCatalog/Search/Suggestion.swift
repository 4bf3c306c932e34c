/// "Did you mean …": the nearest of a few names to what someone typed.
public enum Suggestion {
    /// Only this many leading characters of each name are compared, so one comparison costs at
    /// most `compared`² steps whatever the lengths.
    public static let compared = 64

    /// The candidate with the smallest edit distance to `text` (case-folded), if within reach;
    /// a candidate that contains `text` or is contained in it counts as near.
    public static func nearest(to text: String, among candidates: [String]) -> String? {
        let typed = prepared(text)
        guard !typed.isEmpty else { return nil }
        guard let best = ranked(typed, among: candidates, keeping: 1).first else { return nil }
        let reach = max(2, min(typed.count, min(best.name.unicodeScalars.count, compared)) / 2)
        return best.distance <= reach ? best.name : nil
    }

    /// At most `count` candidates, nearest first (ties in the candidates' order).
    public static func closest(to text: String, among candidates: [String], count: Int) -> [String] {
        ranked(prepared(text), among: candidates, keeping: count).map(\.name)
    }

    /// `text` case-folded, cut to `compared` characters, as scalars.
    static func prepared(_ text: String) -> [Unicode.Scalar] {
        Array(TextFolding.fold(String(String.UnicodeScalarView(text.unicodeScalars.prefix(compared * 4)))).unicodeScalars.prefix(compared))
    }

    static func ranked(_ typed: [Unicode.Scalar], among candidates: [String], keeping count: Int) -> [(name: String, distance: Int)] {
        var best: [(name: String, distance: Int)] = []
        let typedText = String(String.UnicodeScalarView(typed))
        for candidate in candidates {
            let folded = prepared(candidate)
            let foldedText = String(String.UnicodeScalarView(folded))
            let edits = editDistance(typed, folded)
            let near = !typed.isEmpty && !folded.isEmpty && (foldedText.includes(typedText) || typedText.includes(foldedText))
            let distance = near ? min(edits, 1) : edits
            if best.count == count, let last = best.last, last.distance <= distance { continue }
            let position = best.firstIndex { $0.distance > distance } ?? best.endIndex
            best.insert((candidate, distance), at: position)
            if best.count > count { best.removeLast() }
        }
        return best
    }

    /// Levenshtein distance: insertions, deletions and substitutions, one each.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
