import Localization

/// `swipeblocks(1)`, in troff with the man macros, made from the same definitions as `--help`.
enum ManualPage {
    static var text: String {
        var out: [String] = []
        out.append(#".TH SWIPEBLOCKS 1 "" "\#(Invocation.version)" "User Commands""#)
        out.append(".SH NAME")
        out.append(#"swipeblocks \- "# + escape(tr("browse, search and export a catalogue of swipe-gesture blocks"), keepingHyphens: true))
        out.append(".SH SYNOPSIS")
        let usages =
            ["[--lang CODE] [--catalog DIR]... SUBCOMMAND [OPTIONS]", GlobalHelp.window.usage[0], "help [SUBCOMMAND]"]
            + Invocation.commands.flatMap { $0.definition.usage }
        for (index, usage) in usages.enumerated() {
            if index > 0 && !usage.hasPrefix(" ") { out.append(".br") }
            out.append(usage.hasPrefix(" ") ? escape(usage.trimmingLeadingSpaces) : #".B swipeblocks"# + "\n" + escape(usage))
        }
        out.append(".SH DESCRIPTION")
        out.append(paragraph(GlobalHelp.about))
        out.append(".SH OPTIONS")
        out += GlobalHelp.options.map(option)
        out.append(".SH WINDOW OPTIONS")
        out += GlobalHelp.window.options.map(option)
        out.append(".SH COMMANDS")
        for command in Invocation.commands {
            let definition = command.definition
            out.append(".SS " + escape(command.name))
            out.append(paragraph(definition.summary))
            out.append(".PP")
            out.append(paragraph(definition.description))
            out += definition.allOptions.map(option)
        }
        out.append(".SS help")
        out.append(paragraph(GlobalHelp.helpSummary))
        out.append(".SH EXIT STATUS")
        out.append(escape(tr("0 success, 1 failure, 2 usage error.")))
        out.append(".SH FILES")
        out.append(".TP")
        out.append(
            escape(
                tr(
                    "{home_folder}, then each of {data_folders} with {folder}",
                    ["home_folder": "$XDG_DATA_HOME/swipeblocks/blocks", "data_folders": "$XDG_DATA_DIRS", "folder": "swipeblocks/blocks"]))
        )
        out.append(
            escape(
                tr(
                    """
                    Folders of user blocks (<id>/block.json), found without --catalog, in that order; \
                    the window watches them and shows a block's changes as they are saved.
                    """)))
        out.append(".TP")
        out.append(escape("$XDG_STATE_HOME/swipeblocks/export-folder"))
        out.append(escape(tr("The folder of the window's last export.")))
        out.append(".SH SEE ALSO")
        out.append(escape(tr("The README of SwipeBlocks: the scenario language of simulate, the events, the catalogue's manifests.")))
        return out.joined(separator: "\n") + "\n"
    }

    static func option(_ option: OptionHelp) -> String {
        let names = (option.short.map { bold($0) + ", " } ?? "") + bold(option.name)
        let value = option.value.map { " " + #"\fI"# + escape($0) + #"\fR"# } ?? ""
        return ".TP\n" + names + value + "\n" + escape(option.text)
    }

    static func bold(_ text: String) -> String { #"\fB"# + escape(text) + #"\fR"# }

    /// The lines of a paragraph joined (troff fills them itself).
    static func paragraph(_ text: String) -> String {
        escape(text.split(separator: "\n").joined(separator: " "))
    }

    /// Text as troff reads it literally: backslashes and hyphens escaped (unless `keepingHyphens`:
    /// a word's hyphen, not a minus), a leading dot or quote guarded, every character beyond ASCII
    /// named by its code point.
    static func escape(_ text: String, keepingHyphens: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += #"\e"#
            case "-" where !keepingHyphens: out += #"\-"#
            case _ where scalar.value > 0x7E || scalar.value < 0x20:
                out += #"\[u"# + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "]"
            default: out.unicodeScalars.append(scalar)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = #"\&"# + out }
        return out
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }

    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
