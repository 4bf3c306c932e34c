import CAdw
import GtkBridge

extension Adw {
    /// AdwMessageDialog: a heading and words below it over a window, with response buttons; it
    /// closes itself on a response.
    public struct MessageDialog: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.MessageDialog {
    /// A new dialog over `parent` with `heading` and `body`.
    public init(parent: UnsafeMutablePointer<GtkWindow>?, heading: String, body: String) {
        raw = Adw.made(adw_message_dialog_new(parent, heading, nil), "adw_message_dialog_new")
        adw_message_dialog_set_body(cast(), body)
    }

    /// Adds a button `label` (with a mnemonic: "_Close") answering `response`.
    public func addResponse(_ response: String, label: String) {
        adw_message_dialog_add_response(cast(), response, label)
    }
}
