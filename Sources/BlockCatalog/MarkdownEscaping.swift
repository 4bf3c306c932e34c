/// Escapes for GitHub-flavoured Markdown, so any text comes back out of a GFM parser unchanged.
enum MarkdownEscaping {
    /// Characters that could start or end inline markup, or split a table row.
    private static let inlineSpecials: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "&", "!", "$"]

    /// Inline text: markup characters backslash-escaped, line breaks folded into spaces.
    static func text(_ text: String) -> String {
        var out = ""
        for character in singleLine(text) {
            if inlineSpecials.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// Inline text that begins a line (a paragraph): also keeps it from reading as a list,
    /// heading, quote, rule or setext underline.
    static func paragraph(_ text: String) -> String {
        var escaped = MarkdownEscaping.text(String(text.drop(while: \.isWhitespace)))
        if let first = escaped.first, "-+=".contains(first) {
            escaped.insert("\\", at: escaped.startIndex)
        } else if let dot = escaped.firstIndex(where: { !$0.isASCII || !$0.isNumber }), dot != escaped.startIndex,
                  escaped[dot] == "." || escaped[dot] == ")" {
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
        for character in content {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        if content.first == "`" || content.last == "`" || (content.first == " " && content.last == " ") {
            content = " " + content + " "
        }
        if inTable { content = content.replacingPipes() }
        return fence + content + fence
    }

    /// One line: every run of line breaks (and the spaces around them) becomes one space.
    /// `code` as a fenced code block: the fence is longer than any run of backticks inside.
    static func codeBlock(_ code: String, language: String) -> String {
        var longest = 0, run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + language + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence + "\n"
    }

    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
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

private extension String {
    func replacingPipes() -> String {
        var out = ""
        for character in self {
            if character == "|" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
