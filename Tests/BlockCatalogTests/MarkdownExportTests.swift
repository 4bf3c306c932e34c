import BlockCatalog
import SwipeEngine
import SwipeScenario
import Testing

/// A block whose every field is hard to put in a GFM table.
private let awkwardParameters: [(name: String, type: String, defaultValue: String?, summary: String)] = [
    ("a|b", "Result<A, B> | nil", "x || y", "Pipes | in | text"),
    ("ticks", "`Code`", "``double``", "Back`ticks` and *stars* and _under_"),
    ("slash", #"C:\path\|x"#, #"\"#, #"A backslash \ and \| and \\"#),
    ("html", "<T: View>", "&amp;", "<b>not bold</b> & [not](a link) # no heading ~~no~~"),
    ("lines", "A\nB", "first\n  second", "One line\nthen another\n\nand a third"),
    ("required", "() -> Void", nil, "Nothing special."),
]

private func awkwardBlock() throws -> Block {
    let parameters = awkwardParameters.map { p in
        "{\"name\": \(JSONValue.quote(p.name)), \"type\": \(JSONValue.quote(p.type)), \"default\": \(p.defaultValue.map(JSONValue.quote) ?? "null"), \"summary\": \(JSONValue.quote(p.summary))}"
    }
    let text = manifest([
        "title": JSONValue.quote("Pipes | and *stars* # here"),
        "summary": JSONValue.quote("- starts like a list | with a pipe"),
        "tags": #"{"en": ["a|b", "*x*"], "es": ["acción"]}"#,
        "parameters": "[" + parameters.joined(separator: ", ") + "]",
    ])
    let loaded = catalog(text)
    #expect(loaded.problems.isEmpty, "\(loaded.problems)")
    return try #require(loaded.blocks.first)
}

/// What a cell must read as: line breaks become single spaces.
private func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
}

@Suite struct MarkdownExportTests {
    @Test func apiTableCellsReadBackExactlyThroughCmarkGFM() throws {
        let block = try awkwardBlock()
        let html = try renderWithCmarkGFM(MarkdownExport.apiTable(block))
        let cells = tableCells(inHTML: html)
        #expect(cells.first == ["Parameter", "Type", "Default", "Summary"])
        let expected = awkwardParameters.map { p in
            [flattened(p.name), flattened(p.type), p.defaultValue.map(flattened) ?? "Required", flattened(p.summary)]
        }
        #expect(Array(cells.dropFirst()) == expected)
    }

    @Test func codeCellsAreCodeSpansAndRequiredIsPlain() throws {
        let html = try renderWithCmarkGFM(MarkdownExport.apiTable(try awkwardBlock()))
        #expect(html.contains("<td><code>Result&lt;A, B&gt; | nil</code></td>"))
        #expect(html.contains("<td>Required</td>"))
        #expect(!html.contains("<strong>") && !html.contains("<em>") && !html.contains("<a "))
    }

    @Test func sectionHeadingSummaryAndTagsReadBack() throws {
        let block = try awkwardBlock()
        let html = try renderWithCmarkGFM(MarkdownExport.document([block]))
        #expect(html.contains("<h1>SwipeBlocks catalogue</h1>"))
        #expect(html.contains("<h2>Pipes | and *stars* # here</h2>"))
        #expect(html.contains("<p>- starts like a list | with a pipe</p>"))
        #expect(html.contains("<li>Tags (en): a|b, *x*</li>"))
        #expect(html.contains("<li>Tags (es): acción</li>"))
        let libraryRows = LibraryAPI.defaults(of: block.configuration).count + LibraryAPI.rowMembers.count
        #expect(
            tableCells(inHTML: html).count == awkwardParameters.count + 1 + libraryRows + 1,
            "the reference's table, then the library's")
    }

    @Test func everyBuiltInTableReadsBackWithItsRowsAndColumns() throws {
        let catalog = Catalog.load()
        let html = try renderWithCmarkGFM(MarkdownExport.document(catalog.blocks))
        let cells = tableCells(inHTML: html)
        let expected = catalog.blocks.flatMap { block in
            [["Parameter", "Type", "Default", "Summary"]] + block.parameters.map { [$0.name, $0.type, $0.displayedDefault, $0.summary] }
                + [["Name", "Swift type", "Default", "Summary"]]
                + (LibraryAPI.defaults(of: block.configuration) + LibraryAPI.rowMembers).map { [$0.name, $0.type, $0.value, $0.summary] }
        }
        #expect(cells == expected)
        for block in catalog.blocks { #expect(html.contains("<h2>\(block.title)</h2>")) }
    }

    @Test func metadataLineNamesEveryField() throws {
        let block = try #require(Catalog.load().block(id: "completion-swipe-row"))
        let line = MarkdownExport.metadataLine(block)
        for part in ["`completion-swipe-row`", "Gestures", "GTK 4 (Linux)", "intermediate", "Original work", "`completion`"] {
            #expect(line.contains(part))
        }
    }

    @Test func noRowIsEverSplitByALineBreak() throws {
        let table = MarkdownExport.apiTable(try awkwardBlock())
        #expect(table.split(separator: "\n").count == awkwardParameters.count + 2)
        #expect(table.split(separator: "\n").allSatisfy { $0.hasPrefix("| ") && $0.hasSuffix(" |") })
    }
}
