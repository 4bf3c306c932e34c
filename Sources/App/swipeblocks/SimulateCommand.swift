import SwipeIO
import BlockCatalog
import Localization
import Glibc
import SwipeEngine
import SwipeScenario

/// `swipeblocks simulate [FILE]`: replays a gesture scenario through the engine as JSON Lines.
struct SimulateCommand: Command {
    static let definition = CommandHelp(
        name: "simulate", summary: tr("Replay a gesture scenario through the engine; print JSON Lines."),
        usage: ["simulate [FILE] [--catalog DIR]..."],
        description: tr(
            """
            Reads a scenario (one JSON object) from FILE, or standard input when FILE is absent or '-',
            runs it through the engine with synthetic time, and prints frames and events as JSON Lines.
            The scenario's "parameters" (API parameter names) override the block's configuration; a
            recording made with the window's --record is a scenario too.
            """),
        options: [],
        operands: .file)

    let arguments: ParsedArguments
    /// The scenario file; nil for standard input.
    let file: FilePath?

    init(arguments: ParsedArguments) throws(UsageError) {
        if arguments.positionals.count > 1 {
            throw UsageError(message: tr("unexpected argument '{argument}'", ["argument": arguments.positionals[1]]))
        }
        self.arguments = arguments
        self.file = arguments.operands.first.flatMap { $0.text == "-" ? nil : $0.path }
    }

    func run() -> Int32 {
        let name = file?.displayed ?? tr("standard input")
        let read =
            file.map { FileSystem.contents(of: $0, limit: FileSystem.scenarioLimit) }
            ?? FileSystem.readAll(STDIN_FILENO, limit: FileSystem.scenarioLimit)
        let bytes: [UInt8]
        switch read {
        case let .success(content): bytes = content
        case let .failure(error): return Console.fail("\(name): \(error.message)")
        }
        let scenario: JSONValue
        do {
            scenario = try JSONValue(parsing: bytes)
        } catch {
            return Console.fail(
                tr(
                    "{file}: invalid JSON at line {line}, column {column}: {problem}",
                    ["file": name, "line": String(error.line), "column": String(error.column), "problem": error.message]))
        }
        let catalog = arguments.loadCatalog()
        do {
            try Simulator.run(
                scenario: scenario, resolve: catalog.simulationBlock,
                write: { chunk in
                    Console.out(chunk)
                    return !Console.outputClosed
                })
            return ExitCode.success
        } catch let error as SimulationError {
            return Console.fail(error.description)
        } catch {
            return Console.fail("\(error)")
        }
    }
}
