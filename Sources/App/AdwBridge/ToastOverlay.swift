import CAdw
import GtkBridge

extension Adw {
    /// AdwToastOverlay: shows toasts over its child, one at a time, the others queued.
    public struct ToastOverlay: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.ToastOverlay {
    /// A new overlay with nothing under it yet.
    public init() {
        raw = Adw.made(adw_toast_overlay_new(), "adw_toast_overlay_new")
    }

    /// The widget under the toasts.
    public var child: UnsafeMutablePointer<GtkWidget>? {
        get { adw_toast_overlay_get_child(opaque) }
        nonmutating set { adw_toast_overlay_set_child(opaque, newValue) }
    }

    /// Shows `toast` (the overlay keeps a reference while it shows or waits). A toast added
    /// again while still shown has its timeout start again; still queued, it moves up.
    public func add(_ toast: Adw.Toast) {
        adw_toast_overlay_add_toast(opaque, OpaquePointer(g_object_ref(toast.raw)))
    }
}
