/// A block's behaviour in its usage snippets: each fact (`UsageFact`) as every language writes
/// it, after the row is made and before it is returned. One writer per language, from the same
/// facts; a block without a behaviour adds nothing.
extension UsageSnippet {
    /// Swift statements (indented four spaces).
    static func swiftBehaviour(_ block: Block) -> String {
        lines(block) { fact in
            switch fact {
            case let .property(_, swift, value): "row.\(swift) = \(value)"
            case let .signal(_, swift?): "row.\(swift) = { question in print(question) }  // .asking(id) or .declined(id)"
            case .signal(_, nil): nil
            case let .note(text, methods): "// " + note(text, methods.map(\.swift))
            }
        }
    }

    /// C statements, and the signal handlers they connect (written before the row's function).
    static func cBehaviour(_ block: Block) -> (handlers: String, statements: String) {
        var handlers = ""
        for case let .signal(name, _) in facts(block) {
            let function = "on_" + underscored(name)
            handlers += "static void\n\(function) (SwipeRow *row, const char *action_id, gpointer data)\n{\n"
            handlers += "  g_print (\"\(name) %s\\n\", action_id);\n}\n\n"
        }
        let statements = lines(block, indent: "  ") { fact in
            switch fact {
            case let .property(name, _, value): "g_object_set (row, \"\(name)\", \(value ? "TRUE" : "FALSE"), NULL);"
            case let .signal(name, _):
                "g_signal_connect (row, \"\(name)\", G_CALLBACK (on_\(underscored(name))), NULL);"
            case let .note(text, methods): "/* " + GObjectAPI.cComment(note(text, methods.map { $0.c + " ()" })) + " */"
            }
        }
        return (handlers, statements)
    }

    /// Python statements.
    static func pythonBehaviour(_ block: Block) -> String {
        lines(block) { fact in
            switch fact {
            case let .property(name, _, value): "row.props.\(underscored(name)) = \(value ? "True" : "False")"
            case let .signal(name, _): "row.connect(\"\(name)\", lambda row, action_id: print(\"\(name)\", action_id))"
            case let .note(text, methods): "# " + note(text, methods.map { $0.introspected + "()" })
            }
        }
    }

    /// JavaScript (GJS) statements.
    static func javascriptBehaviour(_ block: Block) -> String {
        lines(block) { fact in
            switch fact {
            case let .property(name, _, value): "row.\(camelCase(name)) = \(value);"
            case let .signal(name, _): "row.connect('\(name)', (_row, actionId) => print('\(name)', actionId));"
            case let .note(text, methods): "// " + note(text, methods.map { $0.introspected + "()" })
            }
        }
    }

    /// Vala statements.
    static func valaBehaviour(_ block: Block) -> String {
        lines(block) { fact in
            switch fact {
            case let .property(name, _, value): "row.\(underscored(name)) = \(value);"
            case let .signal(name, _): "row.\(underscored(name)).connect ((action_id) => print (\"\(name) %s\\n\", action_id));"
            case let .note(text, methods): "// " + note(text, methods.map { $0.introspected + " ()" })
            }
        }
    }

    /// A property or signal name as Python, C and Vala identifiers spell it: `close_on_scroll`.
    static func underscored(_ name: String) -> String {
        String(name.map { $0 == "-" ? "_" : $0 })
    }

    private static func facts(_ block: Block) -> [UsageFact] {
        block.behaviour.flatMap(BlockBehaviour.named)?.usage ?? []
    }

    /// Each fact `line` writes, indented, a line each.
    private static func lines(_ block: Block, indent: String = "    ", _ line: (UsageFact) -> String?) -> String {
        facts(block).compactMap(line).map { indent + $0 + "\n" }.joined()
    }

    /// A note's text, then the methods it names: "Undo from your toast: a(), b()".
    private static func note(_ text: String, _ methods: [String]) -> String {
        methods.isEmpty ? text + "." : text + ": " + methods.joined(separator: ", ") + "."
    }
}
