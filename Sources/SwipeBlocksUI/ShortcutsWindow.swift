import CGtk
import GtkBridge

/// The Keyboard Shortcuts window (Ctrl+?), built from GtkBuilder XML.
@MainActor
enum ShortcutsWindow {
    static let groups: [(title: String, shortcuts: [(accel: String, title: String)])] = [
        (
            "General",
            [
                ("<Control>f", "Search blocks"),
                ("<Control>e", "Export Markdown"),
                ("<Control>z", "Undo the last removal"),
                ("<Alt>Left", "Back to the block list (narrow window)"),
                ("<Control>question", "Keyboard shortcuts"),
                ("<Control>w", "Close the window"),
                ("<Control>q", "Quit"),
            ]
        ),
        (
            "Live demo",
            [
                ("<Control>r", "Right to left"),
                ("<Control>m", "Reduce motion"),
                ("Up Down", "Move between rows"),
                ("Return", "Run the row's primary action (complete, archive)"),
                ("Delete", "Run the row's destructive action"),
                ("Menu <Shift>F10", "Row actions menu"),
                ("Left Right", "Swipe the row: open its actions, or close it"),
                ("Escape", "Close the open row"),
            ]
        ),
        (
            "Open row",
            [
                ("Left Right", "Move between its action buttons"),
                ("Return space", "Press the focused button"),
                ("Escape", "Close the row and return to it"),
            ]
        ),
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
        nameSearchButton(in: overlay.widget)
        return OpaquePointer(overlay)
    }

    /// GTK 4.8's shortcuts window has an icon-only search toggle without a name (screen readers
    /// read it as "GtkImage"): it gets one.
    private static func nameSearchButton(in widget: UnsafeMutablePointer<GtkWidget>) {
        if widget.isA(gtk_toggle_button_get_type()) {
            Accessibility.setLabel(widget, "Search Shortcuts")
            if let image = gtk_button_get_child(widget.cast()) { Accessibility.setHidden(image, true) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            nameSearchButton(in: c)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    private static func escape(_ text: String) -> String {
        text.replacingEvery("&", with: "&amp;").replacingEvery("<", with: "&lt;").replacingEvery(">", with: "&gt;")
    }
}
