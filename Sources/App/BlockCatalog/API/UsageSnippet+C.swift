import SwipeEngine

extension UsageSnippet {
    /// C code that makes the block's row with the GObject library (`swipewidgets.h`, pkg-config
    /// `swipewidgets-0`): the row around the app's child, the options away from the library's
    /// defaults set as properties, its actions added, and its signal connected. It compiles as
    /// it is (a test builds every block's).
    public static func c(for block: Block, configuration: BlockConfiguration? = nil) -> String {
        let configuration = configuration ?? block.configuration
        let type = GObjectAPI.type(configuration)
        let name = snakeCaseName(block.id)
        let properties = GObjectAPI.properties(of: configuration)
        let actions = GObjectAPI.actions(of: configuration)
        let colours = properties.contains { $0.value.isColour } || !actions.isEmpty
        var out = "#include <swipewidgets.h>\n\n"
        let completes = Swift.type(of: configuration.catalogKind).reportsCompletion
        if completes {
            out += "static void\non_completed (SwipeRow *row, gpointer data)\n{\n"
            out += "  g_print (\"completed\\n\");  /* remove the item from your model here */\n}\n\n"
        } else {
            out += "static void\non_action (SwipeRow *row, const char *action_id, gpointer data)\n{\n"
            out += "  g_print (\"action %s\\n\", action_id);  /* run it on the item here */\n}\n\n"
        }
        let behaviour = cBehaviour(block)
        out += behaviour.handlers
        out += "/* \(GObjectAPI.cComment(block.title)): a \(type.c) around child, with the options shown. */\n"
        out += "static GtkWidget *\n\(name) (GtkWidget *child)\n{\n"
        out += "  GtkWidget *row = \(type.prefix)_new (child);\n"
        if colours { out += "  GdkRGBA colour;\n" }
        if !actions.isEmpty { out += "  SwipeAction *action;\n" }
        out += "\n"
        for property in properties {
            if property.value.isColour {
                out += "  gdk_rgba_parse (&colour, \(property.value.c));\n"
                out += "  g_object_set (row, \"\(property.name)\", &colour, NULL);\n"
            } else {
                out += "  g_object_set (row, \"\(property.name)\", \(property.value.c), NULL);\n"
            }
        }
        for action in actions {
            let spec = action.spec
            let role = spec.role == .destructive ? "SWIPE_ACTION_ROLE_DESTRUCTIVE" : "SWIPE_ACTION_ROLE_NORMAL"
            out += "  gdk_rgba_parse (&colour, \(GObjectAPI.cString(spec.tint.hex)));\n"
            out += "  action = swipe_action_new_full (\(GObjectAPI.cString(spec.id)), \(GObjectAPI.cString(spec.title)), "
            out += "\(GObjectAPI.cString(spec.icon)), &colour, \(role));\n"
            switch action.edge {
            case nil: out += "  swipe_action_row_add_action (SWIPE_ACTION_ROW (row), action);\n"
            case let edge?:
                out += "  swipe_card_row_add_action (SWIPE_CARD_ROW (row), SWIPE_EDGE_\(GObjectAPI.constantCase(edge.rawValue)), action);\n"
            }
            out += "  g_object_unref (action);\n"
        }
        if completes {
            out += "  g_signal_connect (row, \"completed\", G_CALLBACK (on_completed), NULL);\n"
        } else {
            out += "  g_signal_connect (row, \"action\", G_CALLBACK (on_action), NULL);\n"
        }
        out += behaviour.statements
        out += "  return row;\n}\n"
        return out
    }
}
