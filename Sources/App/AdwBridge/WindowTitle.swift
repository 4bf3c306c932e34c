import CAdw
import GtkBridge

extension Adw {
    /// AdwWindowTitle: a header bar's title, with an optional subtitle below it.
    public struct WindowTitle: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.WindowTitle {
    /// A new title reading `title` (and `subtitle` below it).
    public init(title: String, subtitle: String? = nil) {
        raw = Adw.made(adw_window_title_new(title, subtitle), "adw_window_title_new")
    }

    /// The words shown.
    public var title: String {
        get { Adw.text(adw_window_title_get_title(opaque)) ?? "" }
        nonmutating set { adw_window_title_set_title(opaque, newValue) }
    }
}
