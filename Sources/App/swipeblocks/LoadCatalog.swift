import SwipeIO
import BlockCatalog
import Localization

extension ParsedArguments {
    /// The built-in catalogue plus the user's blocks (the XDG data folders', then every
    /// `--catalog DIR`); its problems are printed on standard error as warnings, because invalid
    /// blocks are left out of what the command shows.
    func loadCatalog(warn: Bool = true) -> Catalog {
        Catalog.load(folders: catalogFolders, warn: warn)
    }

    /// The folders of user blocks, in loading order: `swipeblocks/blocks` in each XDG data folder
    /// that has one, then every `--catalog DIR` in order.
    var catalogFolders: [FilePath] { DataFolders.presentBlockFolders + (tokens["--catalog"] ?? []).map(\.path) }
}

extension Catalog {
    /// The built-in catalogue plus `folders`; with `warn`, its problems are printed on standard
    /// error as warnings. Without `keepingBlocks`, a block is read again when asked for (the window).
    static func load(folders: [FilePath], warn: Bool, keepingBlocks: Bool = true) -> Catalog {
        let catalog = Catalog.load(folders: folders, keepingBlocks: keepingBlocks)
        if warn, !catalog.problems.isEmpty {
            for problem in catalog.problems { Console.error("warning: \(TerminalText.escape(problem.description))\n") }
            Console.error("warning: " + tr("invalid blocks are left out; run `swipeblocks check` for details") + "\n")
        }
        return catalog
    }
}
