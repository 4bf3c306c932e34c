/// Text from a catalogue, a scenario or the command line made safe for a terminal and for
/// line-oriented output: it can neither move the cursor, recolour, nor start a new line.
public enum TerminalText {
    /// `text` with every control character shown visibly: C0 (newline and tab included), DEL and
    /// C1 as `\n`, `\t`, `\r`, `\e`, `\0` or `\xNN`/`\u{NN}`, and the Unicode line, paragraph and
    /// bidirectional controls (embeddings, overrides, isolates) as `\u{NNNN}`; everything else as
    /// it is. The direction marks (U+200E, U+200F, U+061C) pass: each acts as one letter of its
    /// direction would, no more, and a right-to-left translation needs them.
    /// With `keepingLineBreaks`, newlines and tabs pass as they are (multi-line text such as `show`'s Markdown).
    public static func escape(_ text: String, keepingLineBreaks: Bool = false) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            needsEscape(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\t"))
        }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if escapes(scalar) { out.append(contentsOf: visible(scalar).unicodeScalars) } else { out.append(scalar) }
        }
        return String(out)
    }

    /// Whether `scalar` would act on a terminal or break a line rather than show as a glyph.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: return "\\0"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        case 0x00...0xFF: return "\\x" + hex(scalar.value, digits: 2)
        default: return "\\u{" + hex(scalar.value, digits: 4) + "}"
        }
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Bytes (a file name) as text: valid UTF-8 decoded and escaped as `escape` does, every byte
    /// that is not part of valid UTF-8 as `\xNN`.
    public static func decodingBytes(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return escape(text) }
        var out = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0 {
                out += escape(String(decoding: bytes[index..<index + length], as: UTF8.self))
                index += length
            } else {
                out += "\\x" + hex(UInt32(bytes[index]), digits: 2)
                index += 1
            }
        }
        return out
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 if there is none.
    static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length =
            lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }

    /// `text` escaped and cut to at most `width` Unicode scalars (so a pile of combining marks
    /// cannot make one "character" huge), the last one an ellipsis when cut.
    public static func cell(_ text: String, width: Int) -> String {
        let safe = escape(text)
        guard safe.unicodeScalars.count > width else { return safe }
        return width <= 0 ? "" : String(String.UnicodeScalarView(safe.unicodeScalars.prefix(width - 1))) + "…"
    }
}
