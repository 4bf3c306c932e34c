extension String {
    /// Whether `other` occurs in this string, compared character by character; the empty string
    /// occurs in every string. (The standard library's `contains(_:)` for strings lives in the
    /// `_StringProcessing` module, which these targets do not link; see Package.swift.)
    func includes(_ other: String) -> Bool {
        let haystack = Array(self)
        let needle = Array(other)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0...].starts(with: needle) }
    }
}
