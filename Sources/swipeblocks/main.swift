import Glibc
import SwipeBlocksUI

// Parse, then either run a subcommand or open the window; every path ends in an exit code.
switch Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
case let .window(options, catalog):
    exit(MainActor.assumeIsolated { DesktopApp.run(options, catalog: catalog) })
case let .command(command):
    let code = command.run()
    if let failure = Console.outputFailure {
        exit(Console.fail("cannot write to standard output: \(failure)"))
    }
    exit(code)
case let .exit(code):
    exit(code)
}
