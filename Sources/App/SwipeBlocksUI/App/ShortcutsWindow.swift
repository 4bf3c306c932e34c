import CGtk
import GtkBridge
import Localization

/// The Keyboard Shortcuts window (Ctrl+?), built from `Resources/ui/shortcuts.ui` (embedded in the
/// binary), its titles read in the program's text domain.
@MainActor
enum ShortcutsWindow {
    static func make() -> OpaquePointer {
        guard let source = EmbeddedResources.files["shortcuts.ui"] else {
            preconditionFailure("Resources/ui/shortcuts.ui is not embedded")
        }
        let xml = Localization.isPseudo ? pseudoTranslated(source) : source
        // No translation domain of its own: the builder reads the default one, the program's.
        let builder = gtk_builder_new()!
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0,
            let overlay = gtk_builder_get_object(builder, "help_overlay")
        else {
            preconditionFailure("Resources/ui/shortcuts.ui: \(error.map { String(cString: $0.pointee.message) } ?? "no help_overlay")")
        }
        g_object_ref(overlay.raw)
        g_object_unref(builder.raw)
        nameSearchButton(in: overlay.widget)
        return OpaquePointer(overlay)
    }

    /// `xml` with each translatable text as the pseudo-locale shows it, and no longer marked
    /// translatable: GtkBuilder translates with gettext alone, and the window copies each title
    /// into its search page as it is built, so the texts are changed before it reads them.
    nonisolated static func pseudoTranslated(_ xml: String) -> String {
        let mark = " translatable=\"yes\">"
        var out = ""
        var rest = Substring(xml)
        while let start = rest.firstRange(of: mark), let end = rest[start.upperBound...].firstRange(of: "</") {
            out += rest[..<start.lowerBound] + ">"
            out += escape(Localization.pseudo(unescape(String(rest[start.upperBound..<end.lowerBound]))))
            rest = rest[end.lowerBound...]
        }
        return out + rest
    }

    private nonisolated static let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")]

    private nonisolated static func unescape(_ text: String) -> String {
        entities.reduce(text) { $0.replacingEvery($1.0, with: $1.1) }
    }

    private nonisolated static func escape(_ text: String) -> String {
        entities.reversed().reduce(text) { $0.replacingEvery($1.1, with: $1.0) }
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
}
