import CAdw
import GtkBridge

extension Adw {
    /// AdwLeaflet: children side by side while they fit, folded into one shown at a time (with
    /// back and forward navigation) when the width is short.
    public struct Leaflet: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }

    /// When a leaflet folds (AdwFoldThresholdPolicy).
    public enum FoldThresholdPolicy: Sendable {
        /// Below its children's minimum widths: as late as they allow.
        case minimum
        /// Below their natural widths: as soon as a child would be narrower than it asks.
        case natural
    }
}

@MainActor
extension Adw.Leaflet {
    /// A new leaflet folding by `foldThresholdPolicy`; with `canNavigateBack`, folded, it goes
    /// back by a swipe, Alt+Left and the back mouse button.
    public init(foldThresholdPolicy: Adw.FoldThresholdPolicy = .minimum, canNavigateBack: Bool = false) {
        raw = Adw.made(adw_leaflet_new(), "adw_leaflet_new")
        let policy =
            switch foldThresholdPolicy {
            case .minimum: ADW_FOLD_THRESHOLD_POLICY_MINIMUM
            case .natural: ADW_FOLD_THRESHOLD_POLICY_NATURAL
            }
        adw_leaflet_set_fold_threshold_policy(opaque, policy)
        adw_leaflet_set_can_navigate_back(opaque, gbool(canNavigateBack))
    }

    /// Adds `child` after the others; a child that is not `navigatable` (a separator) is passed
    /// over when folded.
    public func append(_ child: some GObjectRef, navigatable: Bool = true) {
        let page = adw_leaflet_append(opaque, child.widget)
        if !navigatable { adw_leaflet_page_set_navigatable(page, .no) }
    }

    /// True while one child shows at a time.
    public var isFolded: Bool { adw_leaflet_get_folded(opaque) != 0 }

    /// The child shown when folded (the one navigation would leave from).
    public var visibleChild: UnsafeMutablePointer<GtkWidget>? {
        get { adw_leaflet_get_visible_child(opaque) }
        nonmutating set { adw_leaflet_set_visible_child(opaque, newValue) }
    }
}
