import SwipeEngine

/// Swift code that puts a block's row in a GTK app with the SwipeWidgets library: the row's
/// options as a configuration (every option that differs from the library's default), the row
/// around the app's child, and its events. It compiles as it is (a test builds every snippet).
public enum UsageSnippet {
    /// The snippet for `block` with `configuration` (default: the manifest's).
    public static func swift(for block: Block, configuration: BlockConfiguration? = nil) -> String {
        let configuration = configuration ?? block.configuration
        let (typeName, rowType, lines) = describe(configuration)
        var out = "import SwipeWidgets\n\n"
        out += "/// \(block.title): a `\(rowType)` around `child`, with the options shown.\n"
        out += "@MainActor\n"
        out += "func \(functionName(block.id))(child: UnsafeMutablePointer<GtkWidget>) -> SwipeRow {\n"
        if lines.isEmpty {
            out += "    let configuration = \(typeName)()\n"
        } else {
            out += "    var configuration = \(typeName)()\n"
            for line in lines { out += "    configuration.\(line)\n" }
        }
        out += "    let row = \(rowType)(child: child, configuration: configuration)\n"
        out += "    row.onEvent = { event in\n"
        if type(of: configuration.catalogKind).reportsCompletion {
            out += "        if event == .completed { print(\"completed\") }  // remove the item from your model here\n"
        } else {
            out += "        if case let .action(id) = event { print(\"action\", id) }  // run it on the item here\n"
        }
        out += "    }\n"
        out += swiftBehaviour(block)
        out += "    return row\n"
        out += "}\n"
        return out
    }

    /// The snippet's function name in Swift and JavaScript: the block id in lower camel case
    /// (`completionSwipeRow`).
    public static func functionName(_ id: String) -> String {
        let words = id.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return "makeRow" }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return name.first?.isLetter == true ? name : "row" + name
    }

    /// The snippet's function name in C and Python: the block id in snake case (`completion_swipe_row`).
    public static func snakeCaseName(_ id: String) -> String {
        GObjectAPI.constantCase(functionName(id)).lowercased()
    }

    /// The configuration type, the row type, and an assignment per option away from its default.
    private static func describe(_ configuration: BlockConfiguration) -> (String, String, [String]) {
        let lines = LibraryAPI.changedOptions(of: configuration).map { "\($0.name) = \($0.value)" }
        return (LibraryAPI.configurationType(configuration), LibraryAPI.rowType(configuration), lines)
    }
}
