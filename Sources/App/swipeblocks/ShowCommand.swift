import SwipeIO
import BlockCatalog
import Localization

/// `swipeblocks show ID [--json]`: one block's whole reference.
struct ShowCommand: Command {
    static let definition = CommandHelp(
        name: "show", summary: tr("Show one block's reference: metadata, tags, API table, description, usage."),
        usage: ["show ID [--json] [--catalog DIR]..."],
        description: tr(
            """
            Prints the block's reference as Markdown: title, summary, metadata, tags, API table,
            description and usage snippets in Swift, C and Python.
            """),
        options: [OptionHelp("--json", tr("Print the block as a JSON object."))],
        operands: .blockID)

    let arguments: ParsedArguments
    let id: String

    init(arguments: ParsedArguments) throws(UsageError) {
        guard let id = arguments.positionals.first else { throw UsageError(message: tr("missing block ID")) }
        if arguments.positionals.count > 1 {
            throw UsageError(message: tr("unexpected argument '{argument}'", ["argument": arguments.positionals[1]]))
        }
        self.arguments = arguments
        self.id = id
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog()
        guard let block = catalog.block(id: id) else { return Console.fail(catalog.missingBlockMessage(id)) }
        if arguments.has("--json") {
            Console.out(JSONExport.value(block).prettyPrinted + "\n")
            return ExitCode.success
        }
        var text = MarkdownExport.section(block)
        if let description = block.description {
            text += "\n### " + tr("Description") + "\n\n" + description + (description.hasSuffix("\n") ? "" : "\n")
        }
        text += "\n" + MarkdownExport.usage(block)
        // The reference goes to a terminal: no control character from the catalogue reaches it raw.
        Console.out(TerminalText.escape(text, keepingLineBreaks: true))
        return ExitCode.success
    }
}
