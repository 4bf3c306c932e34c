import SwipeEngine

extension UsageSnippet {
    /// Python code that makes the block's row with the GObject library through introspection
    /// (PyGObject, namespace SwipeWidgets 0): the options away from the library's defaults as
    /// constructor properties, its actions added, and its signal connected. It runs as it is (a
    /// test runs every block's).
    public static func python(for block: Block, configuration: BlockConfiguration? = nil) -> String {
        let row = IntrospectedRow(configuration ?? block.configuration)
        var out = "import gi\n\n"
        if row.needsColours { out += "gi.require_version(\"Gdk\", \"4.0\")\n" }
        out += "gi.require_version(\"Gtk\", \"4.0\")\ngi.require_version(\"SwipeWidgets\", \"0\")\n"
        out += "from gi.repository import \(row.needsColours ? "Gdk, " : "")SwipeWidgets  # noqa: E402\n\n\n"
        if row.needsColours {
            out += "def rgba(spec):\n    colour = Gdk.RGBA()\n    colour.parse(spec)\n    return colour\n\n\n"
        }
        out += "def \(snakeCaseName(block.id))(child):\n"
        out += "    \(GObjectAPI.pythonString("\(block.title): a SwipeWidgets.\(row.type) around child, with the options shown."))\n"
        let arguments = ["child=child"] + row.properties.map { "\(underscored($0.name))=\($0.value.python)" }
        let connect =
            row.completes
            ? "row.connect(\"completed\", lambda row: print(\"completed\"))  # remove the item from your model here"
            : "row.connect(\"action\", lambda row, action_id: print(\"action\", action_id))  # run it on the item here"
        return out
            + row.body(
                make: "row = " + GObjectAPI.call("SwipeWidgets.\(row.type)(", arguments, ")"), connect: connect,
                behaviour: pythonBehaviour(block), end: "")
    }
}
