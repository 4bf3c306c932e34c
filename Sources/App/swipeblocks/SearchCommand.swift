import BlockCatalog
import Localization
import SwipeEngine
import SwipeScenario

/// `swipeblocks search QUERY [--tag TAG] [--json]`: blocks ranked by how well they match.
struct SearchCommand: Command {
    static let definition = CommandHelp(
        name: "search", summary: tr("Find blocks by words in any language, with or without accents."),
        usage: ["search QUERY... [--tag TAG] [--json] [--catalog DIR]..."],
        description: tr(
            """
            Finds the blocks whose title, tags (any language), category or summary contain every word of
            QUERY, ignoring case and accents ("marca de verificacion" finds "marca de verificación").
            Title matches rank above tag matches, which rank above summary matches.
            """),
        options: [
            OptionHelp("--tag", value: "TAG", tr("Keep only blocks with this tag (in any language).")),
            OptionHelp("--json", tr("Print the results as a JSON array of {id, title, summary, score, matched}.")),
        ])

    let arguments: ParsedArguments
    let query: String

    init(arguments: ParsedArguments) throws(UsageError) {
        guard !arguments.positionals.isEmpty || arguments.value("--tag") != nil else {
            throw UsageError(message: tr("missing QUERY (or --tag TAG)"))
        }
        self.arguments = arguments
        self.query = arguments.positionals.joined(separator: " ")
    }

    func run() -> Int32 {
        let catalog = arguments.loadCatalog()
        let results = catalog.search(query, tag: arguments.value("--tag"))
        if arguments.has("--json") {
            let items: [JSONValue] = results.map { result in
                .object([
                    ("id", .string(result.block.id)),
                    ("title", .string(result.block.title)),
                    ("summary", .string(result.block.summary)),
                    ("score", .number(Double(result.score))),
                    ("matched", .array(result.fields.map { .string($0.rawValue) })),
                ])
            }
            Console.out(JSONValue.array(items).prettyPrinted + "\n")
        } else {
            Console.out(BlockTable.render(results.map(\.block)))
            Console.out(trn("{count} block found.", "{count} blocks found.", count: results.count) + "\n")
        }
        return ExitCode.success
    }
}
