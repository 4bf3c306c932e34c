import Localization

/// The command line as a whole: the options before any subcommand, the window's, and the help
/// that lists the subcommands. With the subcommands' definitions, the source of `--help`, the
/// man page and the shell completions.
enum GlobalHelp {
    /// Options that work with no subcommand.
    static let options: [OptionHelp] = [
        .catalog,
        .lang,
        OptionHelp("--help", short: "-h", tr("Show this help; after a subcommand, that subcommand's help.")),
        OptionHelp("--version", tr("Print the version.")),
        OptionHelp("--generate-manual", tr("Print the manual page swipeblocks(1), in troff.")),
        OptionHelp(
            "--generate-completion-script", value: "SHELL", completion: .words(["bash", "zsh", "fish"]),
            tr("Print the completion script for bash, zsh or fish.")),
    ]

    /// The window: what `swipeblocks` does with no subcommand.
    static let window = CommandHelp(
        name: nil, summary: tr("Open the catalogue window."),
        usage: ["[--block ID] [--rtl] [--reduce-motion] [--events] [--stats] [--rows N] [--record FILE] [--lang CODE] [--catalog DIR]..."],
        description: tr("With no subcommand, opens the catalogue window."),
        options: [
            OptionHelp("--block", value: "ID", completion: .blockID, tr("Select this block at start.")),
            OptionHelp("--rtl", tr("Mirror the live demo right to left.")),
            OptionHelp("--reduce-motion", tr("Run the demos as with Reduce Motion on.")),
            OptionHelp("--events", tr("Print engine events as JSON Lines on standard output.")),
            OptionHelp("--stats", tr("At exit, print frame timing while the demos moved (stderr).")),
            OptionHelp("--rows", value: "N", tr("Fill each demo list with N rows (its demo data repeated).")),
            OptionHelp(
                "--record", value: "FILE", completion: .file,
                tr("Write each demo's input as a simulate scenario (FILE, then FILE-BLOCK…).")),
        ])

    /// `help [SUBCOMMAND]`, listed with the subcommands.
    static let helpSummary = tr("Show the help of a subcommand (or this help).")

    /// What the window's command line accepts: its options and the global ones.
    static var windowSpec: OptionSpec {
        var spec = CommandHelp(name: nil, summary: "", usage: [], description: "", options: window.options + options).spec
        spec.repeatable.insert("--catalog")
        return spec
    }

    static let about = tr(
        """
        Browse, search and export the SwipeBlocks catalogue of swipe-gesture blocks.
        With no subcommand, opens the catalogue window.
        """)

    /// `swipeblocks --help`.
    static var text: String {
        let commands = Invocation.commands.map { ($0.name, $0.summary) } + [("help", helpSummary)]
        let width = commands.map(\.0.count).max() ?? 0
        let list = commands.map { "  \($0.0.padding(to: width))  \($0.1)" }.joined(separator: "\n")
        // The usage lines are aligned under the first's "swipeblocks", whatever the heading's length.
        let heading = tr("USAGE:")
        let indent = String(repeating: " ", count: heading.count + 1)
        return heading + " swipeblocks [--lang CODE] [--catalog DIR]... SUBCOMMAND [OPTIONS]\n"
            + indent + "swipeblocks \(window.usage[0])\n"
            + indent + "swipeblocks help [SUBCOMMAND]\n\n"
            + about + "\n\n" + tr("SUBCOMMANDS:") + "\n" + list + "\n\n" + tr("OPTIONS:") + "\n"
            + CommandHelp.table(options.map { ($0.label, $0.text) })
            + "\n" + tr("WINDOW OPTIONS:") + "\n" + CommandHelp.table(window.options.map { ($0.label, $0.text) })
            + "\n" + tr("Exit codes: 0 success, 1 failure, 2 usage error.") + "\n\n"
    }
}
