import CGtk
import GtkBridge
import Localization

/// The Keyboard Shortcuts window (Ctrl+?), built from GtkBuilder XML.
@MainActor
enum ShortcutsWindow {
    /// The shortcuts by group, in the user's language (the accelerators in GTK's syntax).
    static var groups: [(title: String, shortcuts: [(accel: String, title: String)])] {
        [
            (
                tr("General"),
                [
                    ("<Control>f", tr("Search blocks")),
                    ("<Control>e", tr("Export Markdown")),
                    ("<Control>z", tr("Undo the last removal")),
                    ("<Alt>Left", tr("Back to the block list (narrow window)")),
                    ("<Control>question", tr("Keyboard shortcuts")),
                    ("<Control>w", tr("Close the window")),
                    ("<Control>q", tr("Quit")),
                ]
            ),
            (
                tr("Live demo"),
                [
                    ("<Control>r", tr("Right to left")),
                    ("<Control>m", tr("Reduce motion")),
                    ("Up Down", tr("Move between rows")),
                    ("Return", tr("Run the row's primary action (complete, archive)")),
                    ("Delete", tr("Run the row's destructive action")),
                    ("Menu <Shift>F10", tr("Row actions menu")),
                    ("Left Right", tr("Swipe the row: open its actions, or close it")),
                    ("Escape", tr("Close the open row")),
                ]
            ),
            (
                tr("Open row"),
                [
                    ("Left Right", tr("Move between its action buttons")),
                    ("Return space", tr("Press the focused button")),
                    ("Escape", tr("Close the row and return to it")),
                ]
            ),
        ]
    }

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
            Accessibility.setLabel(widget, tr("Search Shortcuts"))
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
