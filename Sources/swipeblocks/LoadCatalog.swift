import BlockCatalog

extension ParsedArguments {
    /// The built-in catalogue plus every `--catalog DIR`; its problems are printed on standard
    /// error as warnings, because invalid blocks are left out of what the command shows.
    func loadCatalog(warn: Bool = true) -> Catalog {
        let catalog = Catalog.load(folders: (tokens["--catalog"] ?? []).map(\.path))
        if warn, !catalog.problems.isEmpty {
            for problem in catalog.problems { Console.error("warning: \(TerminalText.escape(problem.description))\n") }
            Console.error("warning: invalid blocks are left out; run `swipeblocks check` for details\n")
        }
        return catalog
    }
}
