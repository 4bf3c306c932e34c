import CAdw
import GtkBridge

extension Adw {
    /// AdwHeaderBar: a title bar with widgets packed at its start and end, and the window's
    /// buttons (close, maximise) where the desktop puts them.
    public struct HeaderBar: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.HeaderBar {
    /// A new header bar.
    public init() {
        raw = Adw.made(adw_header_bar_new(), "adw_header_bar_new")
    }

    /// The widget in the middle (the window's title when nil).
    public var titleWidget: UnsafeMutablePointer<GtkWidget>? {
        get { adw_header_bar_get_title_widget(opaque) }
        nonmutating set { adw_header_bar_set_title_widget(opaque, newValue) }
    }

    /// Adds `child` at the start (the left, in a left-to-right language).
    public func packStart(_ child: some GObjectRef) {
        adw_header_bar_pack_start(opaque, child.widget)
    }

    /// Adds `child` at the end.
    public func packEnd(_ child: some GObjectRef) {
        adw_header_bar_pack_end(opaque, child.widget)
    }
}
