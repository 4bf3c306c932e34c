import SwipeEngine

extension UsageSnippet {
    /// Python code that makes the block's row with the GObject library through introspection
    /// (PyGObject, namespace SwipeWidgets 0): the options away from the library's defaults as
    /// constructor properties, its actions added, and its signal connected. It runs as it is (a
    /// test runs every block's).
    public static func python(for block: Block, configuration: BlockConfiguration? = nil) -> String {
        let configuration = configuration ?? block.configuration
        let type = GObjectAPI.type(configuration)
        let name = snakeCaseName(block.id)
        let properties = GObjectAPI.properties(of: configuration)
        let actions = GObjectAPI.actions(of: configuration)
        let colours = properties.contains { $0.value.isColour } || !actions.isEmpty
        var out = "import gi\n\n"
        if colours { out += "gi.require_version(\"Gdk\", \"4.0\")\n" }
        out += "gi.require_version(\"Gtk\", \"4.0\")\ngi.require_version(\"SwipeWidgets\", \"0\")\n"
        out += "from gi.repository import \(colours ? "Gdk, " : "")SwipeWidgets  # noqa: E402\n\n\n"
        if colours {
            out += "def rgba(spec):\n    colour = Gdk.RGBA()\n    colour.parse(spec)\n    return colour\n\n\n"
        }
        out += "def \(name)(child):\n"
        out += "    \(GObjectAPI.pythonString("\(block.title): a SwipeWidgets.\(type.gi) around child, with the options shown."))\n"
        let arguments = ["child=child"] + properties.map { "\(String($0.name.map { $0 == "-" ? "_" : $0 }))=\($0.value.python)" }
        if arguments.count > 3 {
            out += "    row = SwipeWidgets.\(type.gi)(\n" + arguments.map { "        \($0),\n" }.joined() + "    )\n"
        } else {
            out += "    row = SwipeWidgets.\(type.gi)(\(arguments.joined(separator: ", ")))\n"
        }
        for action in actions { out += "    \(GObjectAPI.introspectedAddAction(action, to: "row"))\n" }
        if Swift.type(of: configuration.catalogKind).reportsCompletion {
            out += "    row.connect(\"completed\", lambda row: print(\"completed\"))  # remove the item from your model here\n"
        } else {
            out += "    row.connect(\"action\", lambda row, action_id: print(\"action\", action_id))  # run it on the item here\n"
        }
        out += "    return row\n"
        return out
    }
}
