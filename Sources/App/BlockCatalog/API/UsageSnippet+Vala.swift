import SwipeEngine

extension UsageSnippet {
    /// Vala code that makes the block's row with the GObject library (`--pkg swipewidgets-0`, its
    /// .vapi): the options away from the library's defaults set as properties, its actions
    /// added, and its signal connected. It builds and runs as it is (the window's Run runs it in a
    /// test).
    public static func vala(for block: Block, configuration: BlockConfiguration? = nil) -> String {
        let row = IntrospectedRow(configuration ?? block.configuration)
        var out = ""
        if row.needsColours {
            out += "Gdk.RGBA rgba (string spec) {\n    var colour = Gdk.RGBA ();\n    colour.parse (spec);\n    return colour;\n}\n\n"
        }
        out += "/* \(GObjectAPI.cComment(block.title)): a SwipeWidgets.\(row.type) around child, with the options shown. */\n"
        out += "Gtk.Widget \(snakeCaseName(block.id)) (Gtk.Widget child) {\n"
        out += "    var row = new SwipeWidgets.\(row.type) (child);\n"
        for property in row.properties {
            out += "    row.\(underscored(property.name)) = \(property.value.javascript);\n"
        }
        for action in row.actions {
            let spec = action.spec
            let made =
                "new SwipeWidgets.Action.full (\(GObjectAPI.pythonString(spec.id)), \(GObjectAPI.pythonString(spec.title)), "
                + "\(GObjectAPI.pythonString(spec.icon)), rgba (\(GObjectAPI.pythonString(spec.tint.hex))), "
                + "SwipeWidgets.ActionRole.\(spec.role == .destructive ? "DESTRUCTIVE" : "NORMAL"))"
            let edge = action.edge.map { "SwipeWidgets.Edge.\(GObjectAPI.constantCase($0.rawValue)), " } ?? ""
            out += "    row.add_action (\(edge)\(made));\n"
        }
        out +=
            row.completes
            ? "    row.completed.connect (() => print (\"completed\\n\"));  // remove the item from your model here\n"
            : "    row.action.connect ((action_id) => print (\"action %s\\n\", action_id));  // run it on the item here\n"
        return out + valaBehaviour(block) + "    return row;\n}\n"
    }
}
