import GtkBridge

/// The window's CSS (Resources/style.css, embedded at build time).
@MainActor
enum Stylesheet {
    static func install() {
        guard !installed, let css = EmbeddedResources.files["style.css"] else { return }
        Style.load(css: css)
        installed = true
    }

    private static var installed = false
}
