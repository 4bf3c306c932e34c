import BlockCatalog

/// `swipeblocks list [--json]`: every valid block.
struct ListCommand: Command {
    static let name = "list"
    static let summary = "List the blocks of the catalogue."
    static let help = """
    USAGE: swipeblocks list [--json] [--catalog DIR]...

    Lists every valid block: id, title, level and category.

    OPTIONS:
      --json            Print the blocks as a JSON array (the same objects as `export --format json`).
      --catalog DIR     Add the blocks in DIR; repeatable.
      -h, --help        Show this help.

    """
    static let options = OptionSpec(flags: ["--json"])

    let arguments: ParsedArguments

    init(arguments: ParsedArguments) throws(UsageError) {
        if let operand = arguments.positionals.first { throw UsageError(message: "unexpected argument '\(operand)'") }
        self.arguments = arguments
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog()
        if arguments.has("--json") {
            Console.out(JSONExport.document(catalog.blocks))
        } else {
            Console.out(BlockTable.render(catalog.blocks))
        }
        return ExitCode.success
    }
}

/// Blocks as aligned text columns: id, title, level, category.
enum BlockTable {
    static func render(_ blocks: [Block]) -> String {
        let idWidth = blocks.map(\.id.count).max() ?? 0
        let titleWidth = blocks.map(\.title.count).max() ?? 0
        let levelWidth = blocks.map(\.level.count).max() ?? 0
        return blocks.map { block in
            "\(block.id.padding(to: idWidth))  \(block.title.padding(to: titleWidth))  \(block.level.padding(to: levelWidth))  \(block.category)\n"
        }.joined()
    }
}
