import BlockCatalog

/// `swipeblocks export [--format markdown|json] [--block ID]... [--output FILE]`.
struct ExportCommand: Command {
    static let name = "export"
    static let summary = "Export the blocks and their API tables as Markdown or JSON."
    static let help = """
    USAGE: swipeblocks export [--format markdown|json] [--block ID]... [--output FILE] [--catalog DIR]...

    Exports every block, or the ones named with --block in that order: GitHub-flavoured Markdown
    (a section per block with its API table) or JSON (the manifests' fields).

    OPTIONS:
      --format FORMAT   markdown (default) or json.
      --block ID        Export this block; repeatable.
      --output FILE     Write to FILE, atomically, instead of standard output.
      --catalog DIR     Add the blocks in DIR; repeatable.
      -h, --help        Show this help.

    """
    static let options = OptionSpec(valued: ["--format", "--block", "--output"], repeatable: ["--block"])

    let arguments: ParsedArguments
    let json: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        if let operand = arguments.positionals.first { throw UsageError(message: "unexpected argument '\(operand)'") }
        switch arguments.value("--format") ?? "markdown" {
        case "markdown", "md": json = false
        case "json": json = true
        case let other: throw UsageError(message: "--format expects markdown or json, got '\(other)'")
        }
        if arguments.value("--output")?.isEmpty == true { throw UsageError(message: "--output expects a file name") }
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
