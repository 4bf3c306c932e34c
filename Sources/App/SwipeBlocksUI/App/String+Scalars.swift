/// The few text operations the window needs, with the semantics of the Foundation methods they
/// replace (so the executable does not link Foundation): splitting compares characters, replacing
/// and trimming compare Unicode scalars (so "\n" inside "\r\n" is replaced, but not split at).
extension String {
    /// The pieces between occurrences of `separator` (not empty), empty pieces included;
    /// as `components(separatedBy:)`.
    func pieces(separatedBy separator: String) -> [String] {
        let characters = Array(self)
        let target = Array(separator)
        var pieces: [String] = []
        var start = 0
        var index = 0
        while index < characters.count {
            if characters[index...].starts(with: target) {
                pieces.append(String(characters[start..<index]))
                index += target.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(String(characters[start...]))
        return pieces
    }

    /// Every occurrence of `target` (not empty) replaced by `replacement`, left to right;
    /// as `replacingOccurrences(of:with:)`.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars)
        let pattern = Array(target.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index...].starts(with: pattern) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// Without the spaces and tabs (Unicode space separators and U+0009) at either end;
    /// as `trimmingCharacters(in: .whitespaces)`.
    func trimmingSpaces() -> String {
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
