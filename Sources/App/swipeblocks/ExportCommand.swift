import SwipeIO
import BlockCatalog
import Localization

/// `swipeblocks export [--format markdown|json] [--block ID]... [--output FILE]`.
struct ExportCommand: Command {
    static let definition = CommandHelp(
        name: "export", summary: tr("Export the blocks and their API tables as Markdown or JSON."),
        usage: ["export [--format markdown|json] [--block ID]... [--output FILE] [--catalog DIR]..."],
        description: tr(
            """
            Exports every block, or the ones named with --block in that order: GitHub-flavoured Markdown
            (a section per block with its API table) or JSON (the manifests' fields).
            """),
        options: [
            OptionHelp("--format", value: "FORMAT", completion: .words(["markdown", "json"]), tr("markdown (default) or json.")),
            OptionHelp("--block", value: "ID", repeatable: true, completion: .blockID, tr("Export this block; repeatable.")),
            OptionHelp("--output", value: "FILE", completion: .file, tr("Write to FILE, atomically, instead of standard output.")),
        ])

    let arguments: ParsedArguments
    let json: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        if let operand = arguments.positionals.first {
            throw UsageError(message: tr("unexpected argument '{argument}'", ["argument": operand]))
        }
        switch arguments.value("--format") ?? "markdown" {
        case "markdown", "md": json = false
        case "json": json = true
        case let other: throw UsageError(message: tr("--format expects markdown or json, got '{value}'", ["value": other]))
        }
        if arguments.value("--output")?.isEmpty == true { throw UsageError(message: tr("--output expects a file name")) }
        self.arguments = arguments
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog()
        var blocks = catalog.blocks
        let ids = arguments.all("--block")
        if !ids.isEmpty {
            let missing = ids.filter { catalog.block(id: $0) == nil }
            guard missing.isEmpty else {
                for id in missing { Console.fail(catalog.missingBlockMessage(id)) }
                return ExitCode.failure
            }
            blocks = ids.compactMap { catalog.block(id: $0) }
        }
        let text = json ? JSONExport.document(blocks) : MarkdownExport.document(blocks)
        guard let output = arguments.path("--output") else {
            Console.out(text)
            return ExitCode.success
        }
        do {
            try AtomicFile.write(text, to: output)
        } catch {
            return Console.fail(error.description)
        }
        return ExitCode.success
    }
}
