import Glibc
import SwipeBlocksUI

// Parse, then either run a subcommand or open the window; every path ends in an exit code.
switch Invocation.parse(Array(CommandLine.arguments.dropFirst())) {
case let .window(options, catalog):
    exit(MainActor.assumeIsolated { DesktopApp.run(options, catalog: catalog) })
case let .command(command):
    exit(command.run())
case let .exit(code):
    exit(code)
}
