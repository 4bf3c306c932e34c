import CGtk
import GtkBridge

/// The Keyboard Shortcuts window (Ctrl+?), built from GtkBuilder XML.
@MainActor
enum ShortcutsWindow {
    static let groups: [(title: String, shortcuts: [(accel: String, title: String)])] = [
        ("General", [
            ("<Control>f", "Search blocks"),
            ("<Control>e", "Export Markdown"),
            ("<Control>question", "Keyboard shortcuts"),
            ("<Control>q", "Quit"),
        ]),
        ("Live demo", [
            ("<Control>r", "Right to left"),
            ("<Control>m", "Reduce motion"),
            ("Menu <Shift>F10", "Row actions menu"),
            ("Return", "Complete or open the focused row"),
            ("Delete", "Delete the focused row"),
            ("Escape", "Close the open row"),
        ]),
    ]

    static func make() -> OpaquePointer {
        var xml = """
        <interface><object class="GtkShortcutsWindow" id="help_overlay"><property name="modal">1</property>
        <child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>
        """
        for group in groups {
            xml += "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for shortcut in group.shortcuts {
                xml += """
                <child><object class="GtkShortcutsShortcut"><property name="accelerator">\(escape(shortcut.accel))</property>\
                <property name="title">\(escape(shortcut.title))</property></object></child>
                """
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = gtk_builder_new_from_string(xml, -1)!
        let overlay = gtk_builder_get_object(builder, "help_overlay")!
        g_object_ref(overlay.raw)
        g_object_unref(builder.raw)
        return OpaquePointer(overlay)
    }

    private static func escape(_ text: String) -> String {
        text.replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;").replacingEvery(">", with: "&gt;")
    }
}
