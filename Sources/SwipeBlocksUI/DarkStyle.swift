import CGtk
import GtkBridge

/// Follows the desktop's dark preference (GNOME's `color-scheme` setting) where it can be read.
@MainActor
enum DarkStyle {
    static func followSystem() {
        guard let source = g_settings_schema_source_get_default(),
              let schema = g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", .yes) else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0 else { return }
        let settings = g_settings_new("org.gnome.desktop.interface")!
        defer { g_object_unref(settings.raw) }
        let scheme = g_settings_get_string(settings, "color-scheme")
        if let scheme {
            if String(cString: scheme) == "prefer-dark" { Style.setDark(true) }
            g_free(scheme)
        }
    }
}
