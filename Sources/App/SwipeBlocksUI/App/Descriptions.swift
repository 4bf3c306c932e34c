import CGtk
import GtkBridge

/// Descriptions and tooltips a screen reader hears once. GTK 4.8 puts a widget's accessible
/// object on the bus only when a screen reader first meets it, usually at its first focus, and
/// sends then, as changes, what was set on it before (its description among them); Orca 43
/// speaks that description change too, right after reading the widget with its description
/// ("Search (Ctrl+F). Search (Ctrl+F)", "No drag yet. No drag yet"). Put on the bus once the
/// widget is shown, with those changes sent then, while no screen reader is on it, the widget's
/// first focus reads its description once.
@MainActor
enum Descriptions {
    /// Sets `widget`'s accessible description to `text`.
    static func set(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        Accessibility.setDescription(widget, text)
        sendWhenShown(widget)
    }

    /// Sets `widget`'s tooltip to `text` (GTK makes it the accessible description too).
    static func tooltip(_ widget: UnsafeMutablePointer<GtkWidget>, _ text: String) {
        gtk_widget_set_tooltip_text(widget, text)
        sendWhenShown(widget)
    }

    /// Each time `widget` is shown, in the idle after: puts its accessible object on the bus (a
    /// change of whether it can take focus does, changed and put back) and has it send what it
    /// kept (any accessible change does: an unused state, reset).
    static func sendWhenShown(_ widget: UnsafeMutablePointer<GtkWidget>) {
        Signal.connect(widget, "map") {
            guard let held = g_object_ref(widget.raw) else { return }
            MainLoop.idle {
                defer { g_object_unref(held) }
                let shown = held.widget
                guard gtk_widget_get_mapped(shown) != 0, gtk_widget_has_focus(shown) == 0 else { return }
                let focusable = gtk_widget_get_focusable(shown)
                gtk_widget_set_focusable(shown, focusable == 0 ? 1 : 0)
                gtk_widget_set_focusable(shown, focusable)
                gtk_accessible_reset_state(held.opaque, GTK_ACCESSIBLE_STATE_BUSY)
            }
        }
    }
}
