import CGtk
import GtkBridge

/// The application's icon, carried in the binary (Resources/icons, embedded at build time) and
/// given to the icon theme, so the About window and the window list show it before any install.
@MainActor
enum AppIcon {
    /// Writes the icon into a private icon folder in the user's cache (only when it is missing or
    /// differs) and adds that folder to the display's icon theme. Quietly does nothing when the
    /// cache cannot be written: the theme then shows what an installed copy provides.
    static func register() {
        guard !registered, let svg = EmbeddedResources.files["\(DesktopApp.applicationID).svg"],
            let display = gdk_display_get_default(), let cache = g_get_user_cache_dir()
        else { return }
        registered = true
        let root = String(cString: cache) + "/swipeblocks/icons"
        let folder = root + "/hicolor/scalable/apps"
        let path = folder + "/\(DesktopApp.applicationID).svg"
        if FileText.read(path) != svg {
            guard g_mkdir_with_parents(folder, 0o755) == 0,
                g_file_set_contents(path, svg, -1, nil) != 0
            else { return }
        }
        gtk_icon_theme_add_search_path(gtk_icon_theme_get_for_display(display), root)
    }

    private static var registered = false
}

/// Small whole-file reads through GLib.
enum FileText {
    /// The file's text, or nil when it cannot be read.
    static func read(_ path: String) -> String? {
        var contents: UnsafeMutablePointer<CChar>?
        var length = 0
        guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        return String(decoding: UnsafeRawBufferPointer(start: contents, count: length), as: UTF8.self)
    }
}
