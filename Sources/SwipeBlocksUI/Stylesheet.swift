import GtkBridge

/// The window's CSS (Resources/style.css, embedded at build time).
@MainActor
enum Stylesheet {
    static func install() {
        if let css = EmbeddedResources.files["style.css"] { Style.load(css: css) }
    }
}
