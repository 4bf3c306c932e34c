import CAdw
import GtkBridge

extension Adw {
    /// AdwToast: a brief message for a toast overlay, with an optional button. Unlike a widget,
    /// a toast belongs to whoever holds it: this object keeps one reference for as long as it
    /// lives, and an overlay it is added to takes its own. Its signal closures are released with
    /// the toast.
    public final class Toast: GObjectRef {
        /// The toast.
        public let raw: UnsafeMutableRawPointer

        /// A new toast reading `title`.
        @MainActor
        public init(title: String) {
            raw = Adw.made(adw_toast_new(title), "adw_toast_new")
        }

        deinit { g_object_unref(raw) }
    }
}

@MainActor
extension Adw.Toast {
    /// The words shown.
    public var title: String {
        get { Adw.text(adw_toast_get_title(opaque)) ?? "" }
        set { adw_toast_set_title(opaque, newValue) }
    }

    /// A widget shown instead of the title (libadwaita 1.2's title label is one line, cut short
    /// with "…" on a narrow window; a wrapping label is read whole); nil shows the title.
    public var customTitle: UnsafeMutablePointer<GtkWidget>? {
        get { adw_toast_get_custom_title(opaque) }
        set { adw_toast_set_custom_title(opaque, newValue) }
    }

    /// Seconds shown before it goes by itself (0: until dismissed).
    public var timeout: UInt32 {
        get { adw_toast_get_timeout(opaque) }
        set { adw_toast_set_timeout(opaque, newValue) }
    }

    /// The button's words; nil shows no button.
    public var buttonLabel: String? {
        get { Adw.text(adw_toast_get_button_label(opaque)) }
        set { adw_toast_set_button_label(opaque, newValue) }
    }

    /// Runs `handler` each time the button is clicked (the toast goes then too); returns the
    /// connection, for `disconnect`.
    @discardableResult
    public func onButtonClicked(_ handler: @escaping @MainActor () -> Void) -> UInt {
        Signal.connect(self, "button-clicked", handler)
    }

    /// Runs `handler` when the toast goes: its time out, its close button, its own button, or
    /// `dismiss()`.
    @discardableResult
    public func onDismissed(_ handler: @escaping @MainActor () -> Void) -> UInt {
        Signal.connect(self, "dismissed", handler)
    }

    /// Ends a connection made by `onButtonClicked` or `onDismissed` (its closure is released).
    public func disconnect(_ connection: UInt) {
        Signal.disconnect(self, connection)
    }

    /// Takes the toast away (shown) or out of the queue.
    public func dismiss() {
        adw_toast_dismiss(opaque)
    }
}
