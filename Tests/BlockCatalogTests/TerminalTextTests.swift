@testable import SwipeIO
@testable import BlockCatalog
import Testing

/// Issue 14: catalogue text printed to a terminal cannot act on it or forge lines.
struct TerminalTextTests {
    @Test(arguments: [
        ("a\nb", "a\\nb"), ("a\rb", "a\\rb"), ("tab\there", "tab\\there"), ("\u{1B}[31mred", "\\e[31mred"),
        ("nul\u{0}", "nul\\0"), ("del\u{7F}", "del\\x7F"), ("c1\u{85}", "c1\\x85"), ("csi\u{9B}2J", "csi\\x9B2J"),
        ("line\u{2028}sep", "line\\u{2028}sep"), ("bidi\u{202E}txt", "bidi\\u{202E}txt"), ("plain é ✓", "plain é ✓"),
        ("iso\u{2067}late\u{2069}", "iso\\u{2067}late\\u{2069}"), ("\u{200F}שורה: x\u{200E}", "\u{200F}שורה: x\u{200E}"),
    ])
    func controlCharactersAreEscapedVisibly(text: String, expected: String) {
        #expect(TerminalText.escape(text) == expected)
    }

    @Test func escapedTextHasNoControlCharacterLeft() {
        let all = String(String.UnicodeScalarView((0...0x9F).compactMap(Unicode.Scalar.init)))
        let escaped = TerminalText.escape(all)
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func multiLineTextKeepsItsLineBreaksAndTabsOnly() {
        #expect(TerminalText.escape("a\n\tb\u{1B}]0;title\u{7}\r", keepingLineBreaks: true) == "a\n\tb\\e]0;title\\x07\\r")
    }

    @Test func bytesThatAreNotUTF8ShowAsHex() {
        #expect(TerminalText.decodingBytes([0x61, 0xFF, 0x62]) == "a\\xFFb")
        #expect(TerminalText.decodingBytes(Array("é\n".utf8)) == "é\\n")
        #expect(TerminalText.decodingBytes([0xC3]) == "\\xC3")
        #expect(TerminalText.decodingBytes([0xE2, 0x9C, 0x93, 0xC0, 0x80]) == "✓\\xC0\\x80")
    }

    @Test func cellsAreCutWithAnEllipsis() {
        #expect(TerminalText.cell("short", width: 10) == "short")
        #expect(TerminalText.cell(String(repeating: "x", count: 100), width: 10) == String(repeating: "x", count: 9) + "…")
        #expect(TerminalText.cell("a\nb", width: 10) == "a\\nb")
        #expect(TerminalText.cell("abc", width: 0) == "")
        // Combining marks stacked on one letter count one by one.
        #expect(TerminalText.cell("e" + String(repeating: "\u{301}", count: 10_000), width: 10).unicodeScalars.count == 10)
    }
}

/// Issue 14: suggestions for an unknown id are bounded in work and in length.
struct SuggestionBoundsTests {
    @Test func closestKeepsOnlyTheFewNearest() {
        let ids = (0..<500).map { "block-\($0)" }
        let closest = Suggestion.closest(to: "block-42", among: ids, count: 3)
        #expect(closest.count == 3)
        #expect(closest.first == "block-42")
    }

    @Test func onlyTheLeadingCharactersAreCompared() {
        let long = String(repeating: "a", count: 100_000)
        #expect(Suggestion.prepared(long).count == Suggestion.compared)
        // A huge name still finds an id that shares its first characters.
        #expect(Suggestion.nearest(to: "swipe-action-row" + long, among: ["swipe-action-row" + long]) != nil)
    }

    @Test func theMessageForAnUnknownIdNamesAFewIdsNotAll() {
        let texts = (0..<40).map { index in (folder: "row-\(index)", text: manifest(["id": "\"row-\(index)\""])) }
        let loaded = catalog(texts)
        let message = loaded.missingBlockMessage(String(repeating: "zq", count: 500))
        #expect(message.count < 400, "\(message)")
        #expect(message.contains("and 37 more"))
        #expect(!message.contains("\n"))
    }
}
