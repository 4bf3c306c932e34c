import SwipeIO
import BlockCatalog
import Localization

/// `swipeblocks check`: validates the catalogue and lists every problem.
struct CheckCommand: Command {
    static let definition = CommandHelp(
        name: "check", summary: tr("Validate the catalogue and list every problem (exit 1 if any)."),
        usage: ["check [--catalog DIR]..."],
        description: tr(
            """
            Validates the built-in blocks and those of every --catalog folder, and lists each problem as
            FILE: FIELD: MESSAGE. Exits 1 if there is any problem.
            """),
        options: [])

    let arguments: ParsedArguments

    init(arguments: ParsedArguments) throws(UsageError) {
        if let operand = arguments.positionals.first {
            throw UsageError(message: tr("unexpected argument '{argument}'", ["argument": operand]))
        }
        self.arguments = arguments
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog(warn: false)
        let valid = catalog.blocks.count
        guard !catalog.problems.isEmpty else {
            Console.out(trn("{count} valid block, no problems.", "{count} valid blocks, no problems.", count: valid) + "\n")
            return ExitCode.success
        }
        for problem in catalog.problems { Console.out(TerminalText.escape(problem.description) + "\n") }
        let count = catalog.problems.count
        let files = Set(catalog.problems.map(\.file)).count
        // Three counts, each with its own plural: the sentence (by the problems') holds the other two.
        let sentence = trn(
            "{valid_blocks}; {count} problem {in_files}.", "{valid_blocks}; {count} problems {in_files}.", count: count,
            [
                "valid_blocks": trn("{count} valid block", "{count} valid blocks", count: valid),
                "in_files": trn("in {count} file", "in {count} files", count: files),
            ])
        Console.out(sentence + "\n")
        return ExitCode.failure
    }
}
