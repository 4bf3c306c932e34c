import CGtk

/// CSS, style classes and the system's dark preference.
@MainActor
public enum Style {
    /// Loads `css` for the whole display at application priority.
    public static func load(css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, provider.opaque,
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider.raw)
    }

    /// Adds style classes to a widget.
    public static func add(_ classes: String..., to widget: some GObjectRef) {
        for c in classes { gtk_widget_add_css_class(widget.widget, c) }
    }

    public static func remove(_ name: String, from widget: some GObjectRef) {
        gtk_widget_remove_css_class(widget.widget, name)
    }

    public static func set(_ name: String, _ on: Bool, on widget: some GObjectRef) {
        if on { gtk_widget_add_css_class(widget.widget, name) } else { gtk_widget_remove_css_class(widget.widget, name) }
    }
}

extension Style {
    /// Loads `css` into the display-wide provider named `key`, replacing what it held before;
    /// a new provider gets `priority` (default: just above the application's).
    public static func replace(css: String, key: String, priority: UInt32 = UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1) {
        guard let display = gdk_display_get_default() else { return }
        if let provider = providers[key] {
            gtk_css_provider_load_from_data(provider.cast(), css, -1)
            return
        }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, provider.opaque, guint(priority))
        providers[key] = provider.raw
    }

    private static var providers: [String: UnsafeMutableRawPointer] = [:]
}
