import BlockCatalog
import SwipeBlocksUI
import SwipeEngine

/// No subcommand: the window, with its options.
enum WindowCommand {
    static let options = OptionSpec(flags: ["--rtl", "--reduce-motion", "--events", "--stats", "--version"], valued: ["--block", "--rows"])

    static func parse(_ tokens: [Token]) -> Invocation {
        let arguments: ParsedArguments
        do {
            arguments = try scanArguments(tokens, spec: options.adding(.common))
        } catch {
            return Invocation.usageError(error.message, help: Invocation.globalHelp)
        }
        if arguments.wantsHelp { Console.out(Invocation.globalHelp); return .exit(ExitCode.success) }
        if arguments.has("--version") { Console.out(Invocation.version + "\n"); return .exit(ExitCode.success) }
        if let operand = arguments.positionals.first {
            return Invocation.usageError("unexpected argument '\(operand)'", help: Invocation.globalHelp)
        }
        var window = WindowOptions()
        // Without the flags the demo follows the system: the locale's direction, GTK's animations.
        window.rightToLeft = arguments.has("--rtl") ? true : nil
        window.reduceMotion = arguments.has("--reduce-motion") ? true : nil
        window.printEvents = arguments.has("--events")
        window.printStats = arguments.has("--stats")
        if let rows = arguments.value("--rows") {
            guard let count = Int(rows), (1...ScenarioLimits.rows).contains(count) else {
                return Invocation.usageError("--rows expects a whole number from 1 to \(ScenarioLimits.rows), got '\(rows)'",
                                             help: Invocation.globalHelp)
            }
            window.rows = count
        }
        window.blockID = arguments.value("--block")
        // Read while GTK starts; the window waits for it when it is about to show.
        let folders = arguments.catalogFolders
        let blockID = window.blockID
        let pending = BackgroundValue { () -> CatalogSource? in
            let catalog = Catalog.load(folders: folders, warn: true)
            if let blockID, catalog.block(id: blockID) == nil {
                Console.fail(catalog.missingBlockMessage(blockID))
                return nil
            }
            return CatalogSource(catalog)
        }
        return .window(window, pending)
    }
}
