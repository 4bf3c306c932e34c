import BlockCatalog
import Glibc
import Localization
import SwipeBlocksUI

// The arguments as bytes: a path that is not UTF-8 is used exactly as given.
let tokens = (1..<max(1, Int(CommandLine.argc))).map { index -> Token in
    guard let argument = CommandLine.unsafeArgv[index] else { return Token("") }
    return Token(bytes: Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument))))
}

// The user's language first (the locale's, or --lang's): every message after this is in it
// (po/, scripts/po.py), and the catalogue is read in it.
let language = Invocation.language(in: tokens)
CatalogLanguage.chosen = language
Localization.start(domain: "swipeblocks", language: language)

// Parse, then either run a subcommand or open the window; every path ends in an exit code.
switch Invocation.parse(tokens: tokens) {
case let .window(options, catalog):
    exit(MainActor.assumeIsolated { DesktopApp.run(options, catalog: catalog) })
case let .command(command):
    let code = command.run()
    if let failure = Console.outputFailure {
        exit(Console.fail(tr("cannot write to standard output: {reason}", ["reason": failure])))
    }
    exit(code)
case let .exit(code):
    exit(code)
}
