/// Shell completion scripts for bash, zsh and fish, made from the same definitions as `--help`:
/// subcommands, their options, and the values those options take (folders, files, fixed words,
/// block ids from `swipeblocks list`).
enum Completions {
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash
        case "zsh": zsh
        case "fish": fish
        default: nil
        }
    }

    /// The subcommands and what each takes, the window's first.
    static var commands: [(name: String?, summary: String, options: [OptionHelp], operands: ValueCompletion)] {
        [(nil, GlobalHelp.window.summary, GlobalHelp.window.options + GlobalHelp.options, .none)]
            + Invocation.commands.map { ($0.name, $0.summary, $0.definition.allOptions, $0.definition.operands) }
            + [("help", GlobalHelp.helpSummary, [], .words(Invocation.commands.map { $0.name }))]
    }

    static let blockIDs = "swipeblocks list 2>/dev/null | awk '{print $1}'"

    // MARK: bash

    static var bash: String {
        var valued = Set<String>()
        var lines: [String] = []
        lines.append("# bash completion for swipeblocks (swipeblocks --generate-completion-script bash)")
        lines.append("_swipeblocks() {")
        lines.append(#"    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" cmd="" i"#)
        for command in commands { for option in command.options where option.value != nil { valued.insert(option.name) } }
        lines.append(#"    for ((i = 1; i < COMP_CWORD; i++)); do"#)
        lines.append(#"        case "${COMP_WORDS[i]}" in"#)
        lines.append("            \(valued.sorted().joined(separator: "|"))) ((i++)) ;;")
        lines.append(#"            -*) ;;"#)
        lines.append(#"            *) cmd="${COMP_WORDS[i]}"; break ;;"#)
        lines.append(#"        esac"#)
        lines.append(#"    done"#)
        lines.append(#"    case "$cmd" in"#)
        for command in commands {
            let pattern = "\"" + (command.name ?? "") + "\""
            lines.append("        " + pattern + ")")
            let values = command.options.filter { $0.value != nil }
            if !values.isEmpty {
                lines.append(#"            case "$prev" in"#)
                for option in values {
                    lines.append("                \(option.name)) \(bashValues(option.completion)); return ;;")
                }
                lines.append(#"            esac"#)
            }
            var words = command.options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }
            if command.name == nil { words += Invocation.commands.map { $0.name } + ["help"] }
            let choices = "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
            if command.name == nil {
                // Before any subcommand: the subcommands and the options alike.
                lines.append("            \(choices) ;;")
            } else {
                lines.append(#"            if [[ "$cur" == -* ]]; then \#(choices); return; fi"#)
                lines.append("            \(bashValues(command.operands)) ;;")
            }
        }
        lines.append("        *) ;;")
        lines.append("    esac")
        lines.append("}")
        lines.append("complete -F _swipeblocks swipeblocks")
        return lines.joined(separator: "\n") + "\n"
    }

    static func bashValues(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: "COMPREPLY=()"
        case .file: #"COMPREPLY=($(compgen -f -- "$cur"))"#
        case .folder: #"COMPREPLY=($(compgen -d -- "$cur"))"#
        case let .words(words): "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
        case .blockID: "COMPREPLY=($(compgen -W \"$(\(blockIDs))\" -- \"$cur\"))"
        }
    }

    // MARK: zsh

    static var zsh: String {
        var lines = ["#compdef swipeblocks", "# zsh completion for swipeblocks (swipeblocks --generate-completion-script zsh)", ""]
        lines.append("_swipeblocks_blocks() {")
        lines.append("  local -a ids")
        lines.append(#"  ids=(${(f)"$("# + blockIDs + #")"})"#)
        lines.append("  _describe 'block' ids")
        lines.append("}")
        lines.append("")
        lines.append("_swipeblocks() {")
        lines.append("  local -a commands")
        lines.append("  commands=(")
        for command in commands.dropFirst() { lines.append("    " + quote(command.name! + ":" + command.summary)) }
        lines.append("  )")
        lines.append("  local curcontext=$curcontext state line")
        lines.append("  _arguments -C \\")
        for option in commands[0].options { lines.append("    " + zshSpec(option) + " \\") }
        lines.append("    '1: :->command' '*:: :->args'")
        lines.append("  case $state in")
        lines.append("    command) _describe -t commands 'swipeblocks subcommand' commands ;;")
        lines.append("    args)")
        lines.append("      case $words[1] in")
        for command in commands.dropFirst() {
            var specs = command.options.map(zshSpec)
            switch command.operands {
            case .none: break
            default: specs.append(quote("*:" + "operand" + ":" + zshAction(command.operands)))
            }
            lines.append("        \(command.name!)) _arguments \(specs.joined(separator: " ")) ;;")
        }
        lines.append("      esac ;;")
        lines.append("  esac")
        lines.append("}")
        lines.append("")
        lines.append(#"_swipeblocks "$@""#)
        return lines.joined(separator: "\n") + "\n"
    }

    static func zshSpec(_ option: OptionHelp) -> String {
        let text = option.text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]").replacing(
            ":", with: "\\:")
        let value = option.value.map { ":" + $0.lowercased() + ":" + zshAction(option.completion) } ?? ""
        let names = [option.name] + (option.short.map { [$0] } ?? [])
        let prefix = option.repeatable ? "*" : (names.count > 1 ? "(" + names.joined(separator: " ") + ")" : "")
        if names.count > 1 {
            return quote(prefix) + "{" + names.joined(separator: ",") + "}" + quote("[" + text + "]" + value)
        }
        return quote(prefix + option.name + "[" + text + "]" + value)
    }

    static func zshAction(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: " "
        case .file: "_files"
        case .folder: "_files -/"
        case let .words(words): "(" + words.joined(separator: " ") + ")"
        case .blockID: "_swipeblocks_blocks"
        }
    }

    // MARK: fish

    static var fish: String {
        var lines = [
            "# fish completion for swipeblocks (swipeblocks --generate-completion-script fish)",
            "complete -c swipeblocks -f",
        ]
        let names = Invocation.commands.map { $0.name } + ["help"]
        for command in commands.dropFirst() {
            lines.append("complete -c swipeblocks -n __fish_use_subcommand -a \(command.name!) -d \(quote(command.summary))")
        }
        for command in commands {
            let condition =
                command.name.map { "'__fish_seen_subcommand_from \($0)'" }
                ?? "'not __fish_seen_subcommand_from \(names.joined(separator: " "))'"
            for option in command.options {
                var line = "complete -c swipeblocks -n \(condition) -l \(option.name.dropFirst(2))"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                if option.value != nil { line += " " + fishValues(option.completion) }
                lines.append(line + " -d " + quote(option.text))
            }
            if let name = command.name, command.operands != .none {
                lines.append("complete -c swipeblocks -n '__fish_seen_subcommand_from \(name)' \(fishValues(command.operands))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func fishValues(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: "-x"
        case .file: "-r -F"
        case .folder: "-x -a '(__fish_complete_directories)'"
        case let .words(words): "-x -a " + quote(words.joined(separator: " "))
        case .blockID: "-x -a " + quote("(" + blockIDs.replacing("awk '{print $1}'", with: "string split -f1 ' '") + ")")
        }
    }

    /// Single-quoted for a shell.
    static func quote(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
