import SwipeEngine

extension UsageSnippet {
    /// JavaScript (GJS) code that makes the block's row with the GObject library through
    /// introspection (an ES module, namespace SwipeWidgets 0): the options away from the
    /// library's defaults as constructor properties, its actions added, and its signal connected.
    /// It runs as it is (the window's Run runs every block's in a test).
    public static func javascript(for block: Block, configuration: BlockConfiguration? = nil) -> String {
        let row = IntrospectedRow(configuration ?? block.configuration)
        var out = row.needsColours ? "import Gdk from 'gi://Gdk?version=4.0';\n" : ""
        out += "import SwipeWidgets from 'gi://SwipeWidgets?version=0';\n\n"
        if row.needsColours {
            out += "function rgba(spec) {\n    const colour = new Gdk.RGBA();\n    colour.parse(spec);\n    return colour;\n}\n\n"
        }
        out += "/* \(GObjectAPI.cComment(block.title)): a SwipeWidgets.\(row.type) around child, with the options shown. */\n"
        out += "export function \(functionName(block.id))(child) {\n"
        let arguments = ["child"] + row.properties.map { "\(camelCase($0.name)): \($0.value.javascript)" }
        let connect =
            row.completes
            ? "row.connect('completed', () => print('completed'));  // remove the item from your model here"
            : "row.connect('action', (_row, actionId) => print('action', actionId));  // run it on the item here"
        return out
            + row.body(
                make: "const row = " + GObjectAPI.call("new SwipeWidgets.\(row.type)({", arguments, "})"), connect: connect,
                behaviour: javascriptBehaviour(block), end: ";")
            + "}\n"
    }

    /// A property's name as a GJS constructor takes it: `button-width` → `buttonWidth`.
    static func camelCase(_ property: String) -> String {
        let words = property.split(separator: "-")
        return (words.first.map(String.init) ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
