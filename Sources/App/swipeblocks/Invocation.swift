import SwipeIO
import BlockCatalog
import Localization
import SwipeBlocksUI

/// A subcommand: its definition (name, usage, words and options) and what it does.
protocol Command {
    /// Its help, its part of the man page, its completions and its options, in one place.
    static var definition: CommandHelp { get }
    init(arguments: ParsedArguments) throws(UsageError)
    /// Does the work; returns the exit code.
    func run() -> Int32
}

extension Command {
    static var name: String { definition.name ?? "" }
    /// One line for the global help.
    static var summary: String { definition.summary }
    /// The usage lines and options, shown by `--help`, `help NAME` and after a usage error.
    static var help: String { definition.text }
    /// The options the command accepts.
    static var options: OptionSpec { definition.spec }
}

/// What the command line asks for.
enum Invocation {
    /// The window, and what starts reading its catalogue (once GTK has started).
    case window(WindowOptions, @MainActor () -> PendingCatalog)
    case command(any Command)
    /// Already handled (help, version, usage error): exit with this code.
    case exit(Int32)

    static let version = "swipeblocks \(DesktopApp.version)"
    static var commands: [any Command.Type] {
        [
            ListCommand.self, ShowCommand.self, SearchCommand.self, ExportCommand.self, CheckCommand.self, SimulateCommand.self,
            ScreenshotCommand.self,
        ]
    }

    /// The language `--lang CODE` asks for, read before anything else is (a code that is none is
    /// left to the parser, which says so).
    static func language(in tokens: [Token]) -> String? {
        let options = tokens.prefix { $0.text != "--" }
        guard let index = options.lastIndex(where: { $0.text == "--lang" }), index + 1 < options.endIndex else { return nil }
        return CatalogLanguage.code(options[index + 1].text)
    }

    /// A usage error for a `--lang` value that is no language code, if `arguments` hold one.
    static func languageProblem(_ arguments: ParsedArguments) -> String? {
        guard let value = arguments.value("--lang"), CatalogLanguage.code(value) == nil else { return nil }
        return tr("--lang expects a language code such as es or he, got '{value}'", ["value": TerminalText.cell(value, width: 40)])
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
        if name == "help" { return help(Array(tokens[(index + 1)...])) }
        guard let command = commands.first(where: { $0.name == name }) else { return unknownSubcommand(name) }
        do {
            let global = try scanArguments(Array(tokens[..<index]), spec: OptionSpec(flags: ["--version"]).adding(.common))
            if global.wantsHelp { Console.out(globalHelp); return .exit(ExitCode.success) }
            if global.has("--version") { Console.out(version + "\n"); return .exit(ExitCode.success) }
            var arguments = try scanArguments(Array(tokens[(index + 1)...]), spec: command.options.adding(.common))
            if arguments.wantsHelp { Console.out(command.help); return .exit(ExitCode.success) }
            if let problem = languageProblem(global) ?? languageProblem(arguments) { return usageError(problem, help: command.help) }
            arguments.tokens["--catalog"] = (global.tokens["--catalog"] ?? []) + (arguments.tokens["--catalog"] ?? [])
            return .command(try command.init(arguments: arguments))
        } catch {
            return usageError(error.message, help: command.help)
        }
    }

    /// `help [SUBCOMMAND]`: the subcommand's help, or the global one, on standard output.
    static func help(_ tokens: [Token]) -> Invocation {
        let operands = tokens.map(\.text).filter { !$0.hasPrefix("-") }
        guard operands.count <= 1, tokens.count == operands.count else {
            return usageError(tr("help takes one subcommand name at most"), help: globalHelp)
        }
        guard let name = operands.first else { Console.out(globalHelp); return .exit(ExitCode.success) }
        if name == "help" { Console.out(globalHelp); return .exit(ExitCode.success) }
        guard let command = commands.first(where: { $0.name == name }) else { return unknownSubcommand(name) }
        Console.out(command.help)
        return .exit(ExitCode.success)
    }

    /// The usage error for a subcommand `name` that is none, with the nearest one if any is near.
    static func unknownSubcommand(_ name: String) -> Invocation {
        let shown = TerminalText.cell(name, width: 80)
        guard let nearest = Suggestion.nearest(to: name, among: commands.map { $0.name }) else {
            return usageError(tr("unknown subcommand '{name}'", ["name": shown]), help: globalHelp)
        }
        return usageError(
            tr("unknown subcommand '{name}'; did you mean '{suggestion}'?", ["name": shown, "suggestion": nearest]), help: globalHelp)
    }

    /// Prints `message` and `help` on standard error; exit code 2.
    static func usageError(_ message: String, help: String) -> Invocation {
        Console.error("error: \(TerminalText.escape(message))\n\n\(help)")
        return .exit(ExitCode.usage)
    }

    static var globalHelp: String { GlobalHelp.text }
}

extension String {
    /// Pads with spaces on the right to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
