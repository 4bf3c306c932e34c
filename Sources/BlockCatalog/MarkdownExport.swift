import SwipeEngine

/// The catalogue as GitHub-flavoured Markdown: a section per block, with its API table.
public enum MarkdownExport {
    /// A whole document: a title, then `section(_:)` of each block in order.
    public static func document(_ blocks: [Block]) -> String {
        var out = "# SwipeBlocks catalogue\n"
        for block in blocks {
            out += "\n" + section(block) + "\n" + usage(block)
        }
        return out
    }

    /// The block's usage snippets: Swift (SwipeWidgets), C and Python (the GObject library),
    /// each fenced.
    public static func usage(_ block: Block, configuration: BlockConfiguration? = nil) -> String {
        "### Usage\n\n" + MarkdownEscaping.codeBlock(UsageSnippet.swift(for: block, configuration: configuration), language: "swift")
            + "\n### Usage in C\n\n" + MarkdownEscaping.codeBlock(UsageSnippet.c(for: block, configuration: configuration), language: "c")
            + "\n### Usage in Python\n\n"
            + MarkdownEscaping.codeBlock(UsageSnippet.python(for: block, configuration: configuration), language: "python")
    }

    /// One block: heading, summary, metadata line, tags per language, the reference's API table,
    /// then the widget library's.
    public static func section(_ block: Block) -> String {
        var out = "## \(MarkdownEscaping.text(block.title))\n\n"
        out += MarkdownEscaping.paragraph(block.summary) + "\n\n"
        out += metadataLine(block) + "\n\n"
        for group in block.tags {
            let tags = group.tags.map(MarkdownEscaping.text).joined(separator: ", ")
            out += "- Tags (\(MarkdownEscaping.text(group.language))): \(tags)\n"
        }
        out += "\n" + apiTable(block)
        out += "\n" + LibraryAPI.markdownTable(block)
        return out
    }

    /// The metadata line: id, category, platform, level, origin and engine kind.
    public static func metadataLine(_ block: Block) -> String {
        [
            "**ID:** \(MarkdownEscaping.codeSpan(block.id, inTable: false))",
            "**Category:** \(MarkdownEscaping.text(block.category))",
            "**Platform:** \(MarkdownEscaping.text(block.platform))",
            "**Level:** \(MarkdownEscaping.text(block.level))",
            "**Origin:** \(MarkdownEscaping.text(block.origin))",
            "**Engine:** \(MarkdownEscaping.codeSpan(block.kind, inTable: false))",
        ].joined(separator: " · ")
    }

    /// The block's API table alone (Parameter, Type, Default, Summary), ending with a newline;
    /// this is what "Copy API table as Markdown" copies.
    public static func apiTable(_ block: Block) -> String {
        var out = "| Parameter | Type | Default | Summary |\n| --- | --- | --- | --- |\n"
        for parameter in block.parameters {
            let cells = [
                MarkdownEscaping.codeSpan(parameter.name, inTable: true),
                MarkdownEscaping.codeSpan(parameter.type, inTable: true),
                parameter.defaultValue.map { MarkdownEscaping.codeSpan($0, inTable: true) } ?? "Required",
                MarkdownEscaping.text(parameter.summary),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
