import Localization
import SwipeEngine

/// The catalogue as GitHub-flavoured Markdown: a section per block, with its API table. Its
/// fixed words are in the user's language; the Markdown around them is not translated.
public enum MarkdownExport {
    /// The fixed words of the export, in the user's language: looked up once per document, not
    /// once per block (the export's time per block is benchmarked, BENCHMARKS.md). The templates
    /// with `{placeholders}` are filled for each block.
    struct Words {
        let title = tr("SwipeBlocks catalogue")
        let usage = tr("Usage")
        let usageInC = tr("Usage in {language}", ["language": "C"])
        let usageInPython = tr("Usage in {language}", ["language": "Python"])
        let tags = MessageTemplate(tr("Tags ({language}): {tags}"), names: ["language", "tags"])
        let id = tr("ID:")
        let category = tr("Category:")
        let platform = tr("Platform:")
        let level = tr("Level:")
        /// Each level's words ("beginner" → "principiante"), looked up once.
        let levels = Dictionary(uniqueKeysWithValues: ManifestDecoder.levels.map { ($0, Block.levelWords($0)) })
        let origin = tr("Origin:")
        let engine = tr("Engine:")
        /// The reference's API table's heading row and delimiter row.
        let apiHeader =
            "| " + [tr("Parameter"), tr("Type"), tr("Default"), tr("Summary")].joined(separator: " | ") + " |\n| --- | --- | --- | --- |\n"
        let required = tr("Required")
        /// The line before the library's table, and that table's heading and delimiter rows.
        let libraryHeading = MessageTemplate(tr("SwipeWidgets: {row} with a {configuration}."), names: ["row", "configuration"])
        let libraryHeader =
            "| " + [tr("Name"), tr("Swift type"), tr("Default"), tr("Summary")].joined(separator: " | ") + " |\n| --- | --- | --- | --- |\n"
    }

    /// A whole document: a title, then `section(_:)` of each block in order.
    public static func document(_ blocks: [Block]) -> String {
        let words = Words()
        // The library's table is its kind's (its defaults): written once per kind, not per block.
        var libraryTables: [ObjectIdentifier: String] = [:]
        var out = "# " + words.title + "\n"
        for block in blocks {
            let kind = ObjectIdentifier(type(of: block.configuration.options))
            let libraryTable = libraryTables[kind] ?? LibraryAPI.markdownTable(block, words)
            libraryTables[kind] = libraryTable
            out += "\n" + section(block, words, libraryTable: libraryTable) + "\n" + usage(block, configuration: nil, words)
        }
        return out
    }

    /// The block's usage snippets: Swift (SwipeWidgets), C and Python (the GObject library),
    /// each fenced.
    public static func usage(_ block: Block, configuration: BlockConfiguration? = nil) -> String {
        usage(block, configuration: configuration, Words())
    }

    static func usage(_ block: Block, configuration: BlockConfiguration?, _ words: Words) -> String {
        "### " + words.usage + "\n\n"
            + MarkdownEscaping.codeBlock(UsageSnippet.swift(for: block, configuration: configuration), language: "swift")
            + "\n### " + words.usageInC + "\n\n"
            + MarkdownEscaping.codeBlock(UsageSnippet.c(for: block, configuration: configuration), language: "c")
            + "\n### " + words.usageInPython + "\n\n"
            + MarkdownEscaping.codeBlock(UsageSnippet.python(for: block, configuration: configuration), language: "python")
    }

    /// One block: heading, summary, metadata line, tags per language, the reference's API table,
    /// then the widget library's.
    public static func section(_ block: Block) -> String {
        section(block, Words())
    }

    /// `libraryTable`: the library's table of the block's kind, where the caller has it already.
    static func section(_ block: Block, _ words: Words, libraryTable: String? = nil) -> String {
        var out = "## \(MarkdownEscaping.text(block.title))\n\n"
        out += MarkdownEscaping.paragraph(block.summary) + "\n\n"
        out += metadataLine(block, words) + "\n\n"
        for group in block.tags {
            let tags = group.tags.map(MarkdownEscaping.text).joined(separator: ", ")
            out += "- " + words.tags.filled(MarkdownEscaping.text(group.language), tags) + "\n"
        }
        out += "\n" + apiTable(block, words)
        out += "\n" + (libraryTable ?? LibraryAPI.markdownTable(block, words))
        return out
    }

    /// The metadata line: id, category, platform, level, origin and engine kind.
    public static func metadataLine(_ block: Block) -> String {
        metadataLine(block, Words())
    }

    static func metadataLine(_ block: Block, _ words: Words) -> String {
        [
            "**\(words.id)** \(MarkdownEscaping.codeSpan(block.id, inTable: false))",
            "**\(words.category)** \(MarkdownEscaping.text(block.category))",
            "**\(words.platform)** \(MarkdownEscaping.text(block.platform))",
            "**\(words.level)** \(MarkdownEscaping.text(words.levels[block.level] ?? block.level))",
            "**\(words.origin)** \(MarkdownEscaping.text(block.origin))",
            "**\(words.engine)** \(MarkdownEscaping.codeSpan(block.kind, inTable: false))",
        ].joined(separator: " · ")
    }

    /// The block's API table alone (Parameter, Type, Default, Summary), ending with a newline;
    /// this is what "Copy API table as Markdown" copies.
    public static func apiTable(_ block: Block) -> String {
        apiTable(block, Words())
    }

    static func apiTable(_ block: Block, _ words: Words) -> String {
        var out = words.apiHeader
        for parameter in block.parameters {
            let cells = [
                MarkdownEscaping.codeSpan(parameter.name, inTable: true),
                MarkdownEscaping.codeSpan(parameter.type, inTable: true),
                parameter.defaultValue.map { MarkdownEscaping.codeSpan($0, inTable: true) } ?? words.required,
                MarkdownEscaping.text(parameter.summary),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
