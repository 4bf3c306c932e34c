import Localization

/// What completes an option's value or a command's operands in a shell.
enum ValueCompletion: Equatable {
    case none
    /// A path to a file.
    case file
    /// A path to a folder.
    case folder
    /// One of these words.
    case words([String])
    /// A block id of the catalogue (`swipeblocks list`).
    case blockID
}

/// One option, as the help, the man page, the shell completions and the parser all read it.
struct OptionHelp {
    var name: String
    var short: String?
    /// The value's placeholder (`DIR`) for an option that takes one; nil for a flag.
    var value: String?
    var repeatable = false
    var text: String
    var completion: ValueCompletion = .none

    init(
        _ name: String, short: String? = nil, value: String? = nil, repeatable: Bool = false,
        completion: ValueCompletion = .none, _ text: String
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.repeatable = repeatable
        self.completion = completion
        self.text = text
    }

    /// `-h, --help` or `--catalog DIR`, as the help's left column shows it.
    var label: String {
        (short.map { $0 + ", " } ?? "") + name + (value.map { " " + $0 } ?? "")
    }

    static let catalog = OptionHelp(
        "--catalog", value: "DIR", repeatable: true, completion: .folder,
        tr("Also read the blocks in DIR (DIR/<id>/block.json), after the XDG data folders'; repeatable."))
    static let lang = OptionHelp(
        "--lang", value: "CODE", completion: .words(["en", "es", "he"]),
        tr("Read the blocks and show the window in this language (es, he, …), not the locale's."))
    static let help = OptionHelp("--help", short: "-h", tr("Show this help."))
}

/// A command's usage, words and options: the one source its `--help`, its part of the man page,
/// its shell completions and its option parser are made from.
struct CommandHelp {
    /// The subcommand (`list`); nil for the window, which has none.
    var name: String?
    var summary: String
    /// Usage lines, each after `swipeblocks ` (one starting with spaces goes on the one before).
    var usage: [String]
    /// Paragraphs, each wrapped at 96 columns as written.
    var description: String
    /// The command's own options; `--catalog`, `--lang` and `--help` come with every command.
    var options: [OptionHelp]
    /// What the operands complete to.
    var operands: ValueCompletion = .none

    /// Every option the command takes, its own first.
    var allOptions: [OptionHelp] { options + [.catalog, .lang, .help] }

    /// The options the parser accepts.
    var spec: OptionSpec {
        var spec = OptionSpec()
        for option in allOptions {
            let names = [option.name] + (option.short.map { [$0] } ?? [])
            if option.value == nil { spec.flags.formUnion(names) } else { spec.valued.formUnion(names) }
            if option.repeatable { spec.repeatable.formUnion(names) }
        }
        return spec
    }

    /// `swipeblocks list --help`.
    var text: String {
        // The usage lines are aligned under the first's "swipeblocks", whatever the heading's length.
        let heading = tr("USAGE:")
        let indent = String(repeating: " ", count: heading.count + 1)
        let usageLines = usage.enumerated().map { index, line in
            // A line that starts with spaces goes on the line before it, under the subcommand.
            line.hasPrefix(" ")
                ? indent + String(repeating: " ", count: "swipeblocks ".count) + line.drop { $0 == " " }
                : (index == 0 ? heading + " swipeblocks " : indent + "swipeblocks ") + line
        }
        return usageLines.joined(separator: "\n") + "\n\n" + description + "\n\n" + tr("OPTIONS:") + "\n"
            + Self.table(allOptions.map { ($0.label, $0.text) }) + "\n"
    }

    /// Two columns: each label, then its text from a common column; a label too long for the
    /// column has its text on the next line.
    static func table(_ rows: [(String, String)]) -> String {
        let width = min(max(16, (rows.map(\.0.count).max() ?? 0) + 2), 22)
        return rows.map { label, text in
            label.count + 2 > width
                ? "  \(label)\n  \(String(repeating: " ", count: width))\(text)\n"
                : "  " + label.padding(to: width) + text + "\n"
        }.joined()
    }
}
