/// "Did you mean …": the nearest of a few names to what someone typed.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `text` (case-folded), if within reach;
    /// a candidate that contains `text` or is contained in it counts as near.
    public static func nearest(to text: String, among candidates: [String]) -> String? {
        let typed = TextFolding.fold(text)
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let folded = TextFolding.fold(candidate)
            let edits = editDistance(Array(typed.unicodeScalars), Array(folded.unicodeScalars))
            let distance = folded.includes(typed) || typed.includes(folded) ? min(edits, 1) : edits
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        let reach = max(2, min(typed.unicodeScalars.count, best.name.unicodeScalars.count) / 2)
        return best.distance <= reach ? best.name : nil
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
