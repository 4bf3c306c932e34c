/// A block's behaviour in its usage snippets: each fact (`UsageFact`) as every language writes
/// it, after the row is made and before it is returned. One spelling per language, from the same
/// facts; a block without a behaviour adds nothing.
extension UsageSnippet {
    /// How one language writes each kind of fact, on one line (nil: nothing for it).
    private struct Spelling: Sendable {
        /// A property set: its GObject name, its Swift name and the value.
        let property: @Sendable (_ name: String, _ swift: String, _ value: Bool) -> String
        /// A signal connected: its name and the Swift handler that stands for it.
        let signal: @Sendable (_ name: String, _ swift: String?) -> String?
        /// A comment line's opening and close (`// `, `/* ` … ` */`).
        let comment: (open: String, close: String)
        /// A method as the note names it.
        let method: @Sendable (UsageFact.Method) -> String
    }

    private static let swiftSpelling = Spelling(
        property: { _, swift, value in "row.\(swift) = \(value)" },
        signal: { _, swift in swift.map { "row.\($0) = { question in print(question) }  // .asking(id) or .declined(id)" } },
        comment: ("// ", ""), method: { $0.swift })

    private static let cSpelling = Spelling(
        property: { name, _, value in "g_object_set (row, \"\(name)\", \(value ? "TRUE" : "FALSE"), NULL);" },
        signal: { name, _ in "g_signal_connect (row, \"\(name)\", G_CALLBACK (\(cHandler(name))), NULL);" },
        comment: ("/* ", " */"), method: { $0.c + " ()" })

    private static let pythonSpelling = Spelling(
        property: { name, _, value in "row.props.\(underscored(name)) = \(value ? "True" : "False")" },
        signal: { name, _ in "row.connect(\"\(name)\", lambda row, action_id: print(\"\(name)\", action_id))" },
        comment: ("# ", ""), method: { $0.introspected + "()" })

    private static let javascriptSpelling = Spelling(
        property: { name, _, value in "row.\(camelCase(name)) = \(value);" },
        signal: { name, _ in "row.connect('\(name)', (_row, actionId) => print('\(name)', actionId));" },
        comment: ("// ", ""), method: { $0.introspected + "()" })

    private static let valaSpelling = Spelling(
        property: { name, _, value in "row.\(underscored(name)) = \(value);" },
        signal: { name, _ in "row.\(underscored(name)).connect ((action_id) => print (\"\(name) %s\\n\", action_id));" },
        comment: ("// ", ""), method: { $0.introspected + " ()" })

    /// Swift statements (indented four spaces).
    static func swiftBehaviour(_ block: Block) -> String { lines(block, swiftSpelling) }

    /// Python statements.
    static func pythonBehaviour(_ block: Block) -> String { lines(block, pythonSpelling) }

    /// JavaScript (GJS) statements.
    static func javascriptBehaviour(_ block: Block) -> String { lines(block, javascriptSpelling) }

    /// Vala statements.
    static func valaBehaviour(_ block: Block) -> String { lines(block, valaSpelling) }

    /// C statements, and the signal handlers they connect (written before the row's function).
    static func cBehaviour(_ block: Block) -> (handlers: String, statements: String) {
        var handlers = ""
        for case let .signal(name, _) in facts(block) {
            handlers += "static void\n\(cHandler(name)) (SwipeRow *row, const char *action_id, gpointer data)\n{\n"
            handlers += "  g_print (\"\(name) %s\\n\", action_id);\n}\n\n"
        }
        return (handlers, lines(block, cSpelling, indent: "  "))
    }

    /// The C handler of signal `name`: `on_confirming`.
    private static func cHandler(_ name: String) -> String { "on_" + underscored(name) }

    /// A property or signal name as Python, C and Vala identifiers spell it: `close_on_scroll`.
    static func underscored(_ name: String) -> String {
        String(name.map { $0 == "-" ? "_" : $0 })
    }

    private static func facts(_ block: Block) -> [UsageFact] {
        block.behaviour.flatMap(BlockBehaviour.named)?.usage ?? []
    }

    /// Each fact as `spelling` writes it, indented, a line each.
    private static func lines(_ block: Block, _ spelling: Spelling, indent: String = "    ") -> String {
        facts(block).compactMap { fact -> String? in
            switch fact {
            case let .property(name, swift, value): spelling.property(name, swift, value)
            case let .signal(name, swift): spelling.signal(name, swift)
            case let .note(text, methods):
                spelling.comment.open + note(text, methods.map(spelling.method)) + spelling.comment.close
            }
        }.map { indent + $0 + "\n" }.joined()
    }

    /// A note's text, then the methods it names: "Undo from your toast: a(), b()".
    private static func note(_ text: String, _ methods: [String]) -> String {
        methods.isEmpty ? text + "." : text + ": " + methods.joined(separator: ", ") + "."
    }
}
