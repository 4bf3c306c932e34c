/// Escapes for GitHub-flavoured Markdown, so any text comes back out of a GFM parser unchanged.
enum MarkdownEscaping {
    /// Characters that could start or end inline markup, or split a table row (all ASCII).
    private static let inlineSpecials: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for c in "\\`*_[]<>|~#&!$".utf8 { table[Int(c)] = true }
        return table
    }()

    /// Inline text: markup characters backslash-escaped, line breaks folded into spaces. (By
    /// UTF-8 bytes: the specials are ASCII, and no ASCII byte occurs inside a multi-byte character.)
    static func text(_ text: String) -> String {
        let line = singleLine(text)
        var out: [UInt8] = []
        out.reserveCapacity(line.utf8.count + 8)
        for byte in line.utf8 {
            if byte < 128, inlineSpecials[Int(byte)] { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Inline text that begins a line (a paragraph): also keeps it from reading as a list,
    /// heading, quote, rule or setext underline.
    static func paragraph(_ text: String) -> String {
        var escaped = MarkdownEscaping.text(String(text.drop(while: \.isWhitespace)))
        if let first = escaped.first, "-+=".contains(first) {
            escaped.insert("\\", at: escaped.startIndex)
        } else if let dot = escaped.firstIndex(where: { !$0.isASCII || !$0.isNumber }), dot != escaped.startIndex,
            escaped[dot] == "." || escaped[dot] == ")"
        {
            escaped.insert("\\", at: dot)
        }
        return escaped
    }

    /// A code span that shows `code` literally: a backtick fence longer than any run inside,
    /// padded when the code starts or ends with a backtick or space.
    /// With `inTable`, each pipe is escaped too, as GFM tables require even inside code spans.
    static func codeSpan(_ code: String, inTable: Bool) -> String {
        var content = singleLine(code)
        var longestRun = 0, run = 0
        for byte in content.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        if content.first == "`" || content.last == "`" || (content.first == " " && content.last == " ") {
            content = " " + content + " "
        }
        if inTable { content = content.replacingPipes() }
        return fence + content + fence
    }

    /// `code` as a fenced code block: the fence is longer than any run of backticks inside.
    static func codeBlock(_ code: String, language: String) -> String {
        var longest = 0, run = 0
        for byte in code.utf8 {  // bytes, not Characters: a backtick is one byte, and this is the export's hot loop
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + language + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence + "\n"
    }

    /// One line: every run of line breaks (and the spaces around them) becomes one space.
    /// Whether `text` holds a line break (Character.isNewline's: LF, VT, FF, CR, NEL, LS, PS),
    /// looked for in its UTF-8 bytes.
    private static func hasLineBreak(_ text: String) -> Bool {
        var previous: UInt8 = 0, before: UInt8 = 0
        for byte in text.utf8 {
            if (0x0A...0x0D).contains(byte) { return true }
            if previous == 0xC2, byte == 0x85 { return true }
            if before == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 { return true }
            before = previous
            previous = byte
        }
        return false
    }

    static func singleLine(_ text: String) -> String {
        guard hasLineBreak(text) else { return text }
        var out = ""
        var pendingBreak = false
        for character in text {
            if character.isNewline {
                pendingBreak = true
                while out.last == " " || out.last == "\t" { out.removeLast() }
                continue
            }
            if pendingBreak {
                if character == " " || character == "\t" { continue }
                if !out.isEmpty { out.append(" ") }
                pendingBreak = false
            }
            out.append(character)
        }
        return out
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        guard utf8.contains(UInt8(ascii: "|")) else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 4)
        for byte in utf8 {
            if byte == UInt8(ascii: "|") { out.append(UInt8(ascii: "\\")) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
