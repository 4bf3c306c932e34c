import SwipeIO
import BlockCatalog
import Localization
import Glibc
import SwipeBlocksUI
import SwipeEngine
import SwipeScenario

/// No subcommand: the window, with its options.
enum WindowCommand {
    static var options: OptionSpec { GlobalHelp.windowSpec }

    static func parse(_ tokens: [Token]) -> Invocation {
        let arguments: ParsedArguments
        do {
            arguments = try scanArguments(tokens, spec: options.adding(.common))
        } catch {
            return Invocation.usageError(error.message, help: Invocation.globalHelp)
        }
        if arguments.wantsHelp { Console.out(Invocation.globalHelp); return .exit(ExitCode.success) }
        if arguments.has("--version") { Console.out(Invocation.version + "\n"); return .exit(ExitCode.success) }
        if arguments.has("--generate-manual") { Console.out(ManualPage.text); return .exit(ExitCode.success) }
        if let shell = arguments.value("--generate-completion-script") {
            guard let script = Completions.script(for: shell) else {
                return Invocation.usageError(
                    tr("--generate-completion-script expects bash, zsh or fish, got '{value}'", ["value": shell]),
                    help: Invocation.globalHelp)
            }
            Console.out(script)
            return .exit(ExitCode.success)
        }
        if let problem = Invocation.languageProblem(arguments) {
            return Invocation.usageError(problem, help: Invocation.globalHelp)
        }
        if let operand = arguments.positionals.first {
            return Invocation.usageError(tr("unexpected argument '{argument}'", ["argument": operand]), help: Invocation.globalHelp)
        }
        var window = WindowOptions()
        // Without the flags the demo follows the system: the locale's direction, GTK's animations.
        window.rightToLeft = arguments.has("--rtl") ? true : nil
        window.reduceMotion = arguments.has("--reduce-motion") ? true : nil
        window.printEvents = arguments.has("--events")
        window.printStats = arguments.has("--stats")
        if let rows = arguments.value("--rows") {
            guard let count = Int(rows), (1...ScenarioLimits.rows).contains(count) else {
                return Invocation.usageError(
                    tr(
                        "--rows expects a whole number from 1 to {maximum}, got '{value}'",
                        ["maximum": String(ScenarioLimits.rows), "value": rows]),
                    help: Invocation.globalHelp)
            }
            window.rows = count
        }
        if let path = arguments.value("--record") {
            if let problem = recordingProblem(path) {
                Console.error("error: \(TerminalText.escape(problem))\n")
                return .exit(ExitCode.usage)
            }
            window.recordPath = path
        }
        window.blockID = arguments.value("--block")
        // The XDG data folders are looked at again on each reload (one made meanwhile is found).
        let flagged = (arguments.tokens["--catalog"] ?? []).map(\.path)
        let blockID = window.blockID
        return .window(window, { startReading(folders: { DataFolders.presentBlockFolders + flagged }, blockID: blockID) })
    }

    /// Starts reading the catalogue on a thread of its own, while the application registers and
    /// libadwaita starts. When it is not read yet as the window is about to show, the window opens
    /// on the built-in blocks and takes it when it is (`PendingCatalog`); asked to open on a block,
    /// it waits for it.
    ///
    /// Called once GTK has started, not before: GTK's start changes the environment
    /// (`GtkStartup`), and glibc's `getenv` (which the reading calls, through gettext and the XDG
    /// folders) can crash on an environment another thread is changing.
    @MainActor
    private static func startReading(folders: @escaping @Sendable () -> [FilePath], blockID: String?) -> PendingCatalog {
        let pending = BackgroundValue { () -> CatalogSource? in
            // Checked whole, then held as the list and search read it: a block's page reads it again.
            let catalog = Catalog.load(folders: folders(), warn: true, keepingBlocks: false)
            if let blockID, !catalog.order.contains(blockID) {
                Console.fail(catalog.missingBlockMessage(blockID))
                return nil
            }
            return CatalogSource(catalog, folders: folders)
        }
        // With no user folders there is nothing to wait for but the built-in blocks (a millisecond).
        let early = blockID == nil && !folders().isEmpty
        let meanwhile: (@MainActor () -> CatalogSource)? =
            early ? { @MainActor in CatalogSource(Catalog.load(folders: [], keepingBlocks: false), folders: folders) } : nil
        return PendingCatalog(isReady: { pending.isReady }, wait: pending.wait, meanwhile: meanwhile)
    }

    /// Why `--record PATH` cannot be written, found before the window opens (nothing recorded
    /// is lost at the end): a path that names no file, or a folder that is not there.
    static func recordingProblem(_ path: String) -> String? {
        guard !path.isEmpty, !path.hasSuffix("/"), !path.utf8.contains(0) else {
            return tr("--record expects the path of a file to write, got '{value}'", ["value": path])
        }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            return tr("--record: no folder '{folder}' to write '{file}' in", ["folder": folder, "file": path])
        }
        var target = stat()
        if stat(path, &target) == 0, target.st_mode & S_IFMT == S_IFDIR {
            return tr("--record: '{file}' is a folder; give the path of a file", ["file": path])
        }
        return nil
    }
}
