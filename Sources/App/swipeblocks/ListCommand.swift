import SwipeIO
import BlockCatalog
import Localization

/// `swipeblocks list [--json]`: every valid block.
struct ListCommand: Command {
    static let definition = CommandHelp(
        name: "list", summary: tr("List the blocks of the catalogue."),
        usage: ["list [--json] [--catalog DIR]..."],
        description: tr("Lists every valid block: id, title, level and category."),
        options: [OptionHelp("--json", tr("Print the blocks as a JSON array (the same objects as `export --format json`)."))])

    let arguments: ParsedArguments

    init(arguments: ParsedArguments) throws(UsageError) {
        if let operand = arguments.positionals.first {
            throw UsageError(message: tr("unexpected argument '{argument}'", ["argument": operand]))
        }
        self.arguments = arguments
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog()
        if arguments.has("--json") {
            Console.out(JSONExport.document(catalog.blocks))
        } else {
            Console.out(BlockTable.render(catalog.summaries))
        }
        return ExitCode.success
    }
}

/// Blocks as aligned text columns: id, title, level (in words), category; each cell escaped and at most
/// `maximumWidth` characters (cut with an ellipsis), so a row is one line of bounded length.
enum BlockTable {
    static let maximumWidth = 40

    static func render(_ blocks: [BlockSummary]) -> String {
        let rows = blocks.map { block in
            [block.id, block.title, block.levelInWords, block.category].map { TerminalText.cell($0, width: maximumWidth) }
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            "\(cells[0].padding(to: widths[0]))  \(cells[1].padding(to: widths[1]))  \(cells[2].padding(to: widths[2]))  \(cells[3])\n"
        }.joined()
    }
}
