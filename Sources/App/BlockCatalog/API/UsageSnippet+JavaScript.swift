import SwipeEngine

extension UsageSnippet {
    /// JavaScript (GJS) code that makes the block's row with the GObject library through
    /// introspection (an ES module, namespace SwipeWidgets 0): the options away from the
    /// library's defaults as constructor properties, its actions added, and its signal connected.
    public static func javascript(for block: Block, configuration: BlockConfiguration? = nil) -> String {
        let configuration = configuration ?? block.configuration
        let type = GObjectAPI.type(configuration)
        let properties = GObjectAPI.properties(of: configuration)
        let actions = GObjectAPI.actions(of: configuration)
        let colours = properties.contains { $0.value.isColour } || !actions.isEmpty
        var out = ""
        if colours { out += "import Gdk from 'gi://Gdk?version=4.0';\n" }
        out += "import SwipeWidgets from 'gi://SwipeWidgets?version=0';\n\n"
        if colours {
            out += "function rgba(spec) {\n    const colour = new Gdk.RGBA();\n    colour.parse(spec);\n    return colour;\n}\n\n"
        }
        out += "/* \(GObjectAPI.cComment(block.title)): a SwipeWidgets.\(type.gi) around child, with the options shown. */\n"
        out += "export function \(functionName(block.id))(child) {\n"
        let arguments = ["child"] + properties.map { "\(camelCase($0.name)): \($0.value.javascript)" }
        if arguments.count > 3 {
            out += "    const row = new SwipeWidgets.\(type.gi)({\n" + arguments.map { "        \($0),\n" }.joined() + "    });\n"
        } else {
            out += "    const row = new SwipeWidgets.\(type.gi)({\(arguments.joined(separator: ", "))});\n"
        }
        for action in actions { out += "    \(GObjectAPI.introspectedAddAction(action, to: "row"));\n" }
        if Swift.type(of: configuration.catalogKind).reportsCompletion {
            out += "    row.connect('completed', () => print('completed'));  // remove the item from your model here\n"
        } else {
            out += "    row.connect('action', (_row, actionId) => print('action', actionId));  // run it on the item here\n"
        }
        out += "    return row;\n}\n"
        return out
    }

    /// A property's name as a GJS constructor takes it: `button-width` → `buttonWidth`.
    private static func camelCase(_ property: String) -> String {
        let words = property.split(separator: "-")
        return (words.first.map(String.init) ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
