import SwipeIO
import BlockCatalog

/// `swipeblocks check`: validates the catalogue and lists every problem.
struct CheckCommand: Command {
    static let definition = CommandHelp(
        name: "check", summary: "Validate the catalogue and list every problem (exit 1 if any).",
        usage: ["check [--catalog DIR]..."],
        description: """
            Validates the built-in blocks and those of every --catalog folder, and lists each problem as
            FILE: FIELD: MESSAGE. Exits 1 if there is any problem.
            """,
        options: [])

    let arguments: ParsedArguments

    init(arguments: ParsedArguments) throws(UsageError) {
        if let operand = arguments.positionals.first { throw UsageError(message: "unexpected argument '\(operand)'") }
        self.arguments = arguments
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog(warn: false)
        let blocks = catalog.blocks.count == 1 ? "1 valid block" : "\(catalog.blocks.count) valid blocks"
        guard !catalog.problems.isEmpty else {
            Console.out("\(blocks), no problems.\n")
            return ExitCode.success
        }
        for problem in catalog.problems { Console.out(TerminalText.escape(problem.description) + "\n") }
        let count = catalog.problems.count
        let files = Set(catalog.problems.map(\.file)).count
        Console.out("\(blocks); \(count) problem\(count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s").\n")
        return ExitCode.failure
    }
}
