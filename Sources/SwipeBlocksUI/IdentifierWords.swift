/// API identifiers in the words a label shows, with GNOME's header capitalization:
/// `cornerRadius` → "Corner Radius", `titleAndIcon` → "Title and Icon".
enum IdentifierWords {
    /// Words that stay lower case inside a title.
    static let minor: Set<String> = ["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to"]

    /// `identifier` split at each capital letter, digit run or separator, each word capitalized
    /// except the minor ones after the first.
    static func title(_ identifier: String) -> String {
        var words: [String] = []
        var current = ""
        for ch in identifier {
            if ch == "-" || ch == "_" || ch == " " || ch == "." {
                if !current.isEmpty { words.append(current); current = "" }
            } else if ch.isUppercase, !current.isEmpty, current.last?.isUppercase == false {
                words.append(current)
                current = String(ch)
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.enumerated().map { i, word in
            let lower = word.lowercased()
            if i > 0, minor.contains(lower) { return lower }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
