import AdwBridge
import GtkBridge

/// The window's look: libadwaita's style (initialised here, so the demos look the same in the
/// window, in screenshots and in tests), and on top of it Resources/style.css, embedded at build time.
@MainActor
enum Stylesheet {
    static func install() {
        guard !installed, let css = EmbeddedResources.files["style.css"] else { return }
        Adw.initialize()
        Style.load(css: css)
        installed = true
    }

    private static var installed = false
}
