import CAdw
import GtkBridge

extension Adw {
    /// AdwStatusPage: an empty state — a large icon, a title, a description and a child (a
    /// button) below, centred.
    public struct StatusPage: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.StatusPage {
    /// A new status page with `icon` (a themed icon's name), `title` and `description`.
    public init(icon: String, title: String, description: String? = nil) {
        raw = Adw.made(adw_status_page_new(), "adw_status_page_new")
        adw_status_page_set_icon_name(opaque, icon)
        adw_status_page_set_title(opaque, title)
        if let description { adw_status_page_set_description(opaque, description) }
    }

    /// The widget below the description.
    public var child: UnsafeMutablePointer<GtkWidget>? {
        get { adw_status_page_get_child(opaque) }
        nonmutating set { adw_status_page_set_child(opaque, newValue) }
    }
}
