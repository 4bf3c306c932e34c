import BlockCatalog
import Glibc
import SwipeEngine

/// `swipeblocks simulate [FILE]`: replays a gesture scenario through the engine as JSON Lines.
struct SimulateCommand: Command {
    static let name = "simulate"
    static let summary = "Replay a gesture scenario through the engine; print JSON Lines."
    static let help = """
    USAGE: swipeblocks simulate [FILE] [--catalog DIR]...

    Reads a scenario (one JSON object) from FILE, or standard input when FILE is absent or '-',
    runs it through the engine with synthetic time, and prints frames and events as JSON Lines.
    The scenario's "parameters" (API parameter names) override the block's configuration.

    OPTIONS:
      --catalog DIR     Add the blocks in DIR; repeatable.
      -h, --help        Show this help.

    """
    static let options = OptionSpec()

    let arguments: ParsedArguments
    let file: String?

    init(arguments: ParsedArguments) throws(UsageError) {
        if arguments.positionals.count > 1 { throw UsageError(message: "unexpected argument '\(arguments.positionals[1])'") }
        self.arguments = arguments
        self.file = arguments.positionals.first.flatMap { $0 == "-" ? nil : $0 }
    }

    func run() -> Int32 {
        let name = file ?? "standard input"
        guard let bytes = readAll(file) else { return Console.fail("cannot read \(name)") }
        let scenario: JSONValue
        do {
            scenario = try JSONValue(parsing: bytes)
        } catch {
            return Console.fail("\(name): invalid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        let catalog = arguments.loadCatalog()
        do {
            let lines = try Simulator.run(scenario: scenario) { id, parameters in
                do throws(CatalogProblem) {
                    let resolved = try catalog.resolve(id: id, overrides: parameters)
                    return SimulationBlock(id: id, configuration: resolved.configuration, demo: resolved.demo)
                } catch {
                    throw SimulationError(field: error.field, message: error.message)
                }
            }
            for line in lines { Console.out(line + "\n") }
            return ExitCode.success
        } catch let error as SimulationError {
            return Console.fail(error.description)
        } catch {
            return Console.fail("\(error)")
        }
    }

    /// The whole of `path`, or of standard input when nil.
    private func readAll(_ path: String?) -> [UInt8]? {
        let descriptor = path.map { open($0, O_RDONLY | O_CLOEXEC) } ?? STDIN_FILENO
        guard descriptor >= 0 else { return nil }
        defer { if path != nil { close(descriptor) } }
        return FileSystem.readAll(descriptor)
    }
}
