import CAdw
import GtkBridge

extension Adw {
    /// AdwClamp: its child no wider than a maximum size, centred in the width there is.
    public struct Clamp: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.Clamp {
    /// A new clamp around `child`, at most `maximumSize` wide, tightening from `tighteningThreshold`.
    public init(_ child: some GObjectRef, maximumSize: Int32, tighteningThreshold: Int32) {
        raw = Adw.made(adw_clamp_new(), "adw_clamp_new")
        adw_clamp_set_maximum_size(opaque, maximumSize)
        adw_clamp_set_tightening_threshold(opaque, tighteningThreshold)
        adw_clamp_set_child(opaque, child.widget)
    }
}
