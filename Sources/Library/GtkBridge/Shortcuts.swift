import CGtk

/// Keyboard shortcuts local to a widget that run its named actions (`"row.delete"`).
@MainActor
public enum Shortcuts {
    /// Adds a shortcut controller to `widget` mapping each trigger (`"Delete"`, `"<Shift>F10"`)
    /// to a detailed action name.
    public static func install(
        on widget: some GObjectRef, _ bindings: [(trigger: String, action: String)],
        scope: GtkShortcutScope = GTK_SHORTCUT_SCOPE_LOCAL
    ) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller.opaque, scope)
        for binding in bindings {
            guard let trigger = gtk_shortcut_trigger_parse_string(binding.trigger) else { continue }
            let action = gtk_named_action_new(binding.action)
            gtk_shortcut_controller_add_shortcut(controller.opaque, gtk_shortcut_new(trigger, action))
        }
        gtk_widget_add_controller(widget.widget, controller)
    }
}
