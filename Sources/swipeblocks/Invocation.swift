import BlockCatalog
import SwipeBlocksUI

/// A subcommand: its name, help, options, and what it does.
protocol Command {
    static var name: String { get }
    /// One line for the global help.
    static var summary: String { get }
    /// The usage lines and options, shown by `--help` and after a usage error.
    static var help: String { get }
    /// Options besides `--catalog` and `--help`.
    static var options: OptionSpec { get }
    init(arguments: ParsedArguments) throws(UsageError)
    /// Does the work; returns the exit code.
    func run() -> Int32
}

/// What the command line asks for.
enum Invocation {
    /// The window, with its catalogue being read (nil: it cannot be shown, as said on standard error).
    case window(WindowOptions, BackgroundValue<CatalogSource?>)
    case command(any Command)
    /// Already handled (help, version, usage error): exit with this code.
    case exit(Int32)

    static let version = "swipeblocks 0.2.0"
    static var commands: [any Command.Type] {
        [ListCommand.self, ShowCommand.self, SearchCommand.self, ExportCommand.self, CheckCommand.self, SimulateCommand.self,
         ScreenshotCommand.self]
    }

    static func parse(tokens: [Token]) -> Invocation {
        // The subcommand is the first operand; skip the values of options that come before it.
        var index = 0
        while index < tokens.count, tokens[index].text.hasPrefix("-"), tokens[index].text != "-", tokens[index].text != "--" {
            let token = tokens[index].text
            index += WindowCommand.options.adding(.common).valued.contains(token) ? 2 : 1
        }
        guard index < tokens.count, tokens[index].text != "--" else {
            return WindowCommand.parse(tokens)
        }
        let name = tokens[index].text
        guard let command = commands.first(where: { $0.name == name }) else {
            let known = commands.map { $0.name }
            var message = "unknown subcommand '\(TerminalText.cell(name, width: 80))'"
            if let nearest = Suggestion.nearest(to: name, among: known) { message += "; did you mean '\(nearest)'?" }
            return usageError(message, help: globalHelp)
        }
        do {
            let global = try scanArguments(Array(tokens[..<index]), spec: OptionSpec(flags: ["--version"]).adding(.common))
            if global.wantsHelp { Console.out(globalHelp); return .exit(ExitCode.success) }
            if global.has("--version") { Console.out(version + "\n"); return .exit(ExitCode.success) }
            var arguments = try scanArguments(Array(tokens[(index + 1)...]), spec: command.options.adding(.common))
            if arguments.wantsHelp { Console.out(command.help); return .exit(ExitCode.success) }
            arguments.tokens["--catalog"] = (global.tokens["--catalog"] ?? []) + (arguments.tokens["--catalog"] ?? [])
            return .command(try command.init(arguments: arguments))
        } catch {
            return usageError(error.message, help: command.help)
        }
    }

    /// Prints `message` and `help` on standard error; exit code 2.
    static func usageError(_ message: String, help: String) -> Invocation {
        Console.error("error: \(TerminalText.escape(message))\n\n\(help)")
        return .exit(ExitCode.usage)
    }

    static var globalHelp: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { "  \($0.name.padding(to: width))  \($0.summary)" }.joined(separator: "\n")
        return """
        USAGE: swipeblocks [--catalog DIR]... SUBCOMMAND [OPTIONS]
               swipeblocks [--block ID] [--rtl] [--reduce-motion] [--events] [--stats] [--rows N] [--record FILE] [--catalog DIR]...

        Browse, search and export the SwipeBlocks catalogue of swipe-gesture blocks.
        With no subcommand, opens the catalogue window.

        SUBCOMMANDS:
        \(list)

        OPTIONS:
          --catalog DIR     Add the blocks in DIR (DIR/<id>/block.json) to the built-in ones; repeatable.
          -h, --help        Show this help; after a subcommand, that subcommand's help.
          --version         Print the version.

        WINDOW OPTIONS:
          --block ID        Select this block at start.
          --rtl             Mirror the live demo right to left.
          --reduce-motion   Run the demos as with Reduce Motion on.
          --events          Print engine events as JSON Lines on standard output.
          --stats           At exit, print frame timing while the demos moved (stderr).
          --rows N          Fill each demo list with N rows (its demo data repeated).
          --record FILE     Write each demo's input as a simulate scenario (FILE, then FILE-BLOCK…).

        Exit codes: 0 success, 1 failure, 2 usage error.

        """
    }
}

extension String {
    /// Pads with spaces on the right to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
