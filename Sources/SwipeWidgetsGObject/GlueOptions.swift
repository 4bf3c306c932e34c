import CSwipeWidgets
import SwipeEngine
import SwipeWidgets

// The C API and the Swift one share names (SwipeRow, SwipeEdge, …): the glue says whose it means.
typealias SwiftRow = SwipeWidgets.SwipeRow
typealias SwiftEdge = SwipeEngine.SwipeEdge
typealias SwiftGroup = SwipeWidgets.SwipeGroup
typealias SwiftListView = SwipeWidgets.SwipeListView
typealias CEdge = CSwipeWidgets.SwipeEdge

/// The C types' options (`SwipeGlueOptions`) as the Swift rows' configurations, and back for
/// the library's defaults: the GObject properties' defaults are the Swift types' own.
enum GlueOptions {
    static func configuration(_ o: SwipeGlueOptions) -> BlockConfiguration {
        let actions = (0..<Int(o.n_actions)).map { action(o.actions[$0]) }
        switch o.kind {
        case SWIPE_GLUE_COMPLETION:
            var c = CompletionRowConfiguration()
            c.tint = rgba(o.tint)
            c.rowBackground = o.has_row_background != 0 ? rgba(o.row_background) : nil
            c.cornerRadius = o.corner_radius
            c.actionTitle = string(o.action_title) ?? c.actionTitle
            c.actionID = string(o.action_id) ?? c.actionID
            c.minimumDistance = o.minimum_distance
            return BlockConfiguration(c)
        case SWIPE_GLUE_ACTION_ROW:
            var c = ActionRowConfiguration(actions: actions)
            c.buttonWidth = o.button_width
            c.minimumDistance = o.minimum_distance
            return BlockConfiguration(c)
        case SWIPE_GLUE_DISMISS:
            var c = DismissRowConfiguration()
            c.swipeDirections = directions(o.swipe_directions)
            c.swipeThreshold = o.swipe_threshold
            c.swipeEscapeVelocity = o.swipe_escape_velocity
            c.swipeVelocityThreshold = o.swipe_velocity_threshold
            c.animationDuration = o.animation_duration
            c.collapseDuration = o.collapse_duration
            c.minimumDistance = o.minimum_distance
            c.actionTitle = string(o.action_title) ?? c.actionTitle
            c.actionID = string(o.action_id) ?? c.actionID
            return BlockConfiguration(c)
        default:
            var c = CardListConfiguration()
            let leading = min(Int(o.n_leading), actions.count)
            c.leading = Array(actions[..<leading])
            c.trailing = Array(actions[leading...])
            c.style = [.reveal, .drag, .expand][Int(min(o.style.rawValue, 2))]
            c.buttonWidth = o.button_width
            c.fullSwipeEdges = edges(o.full_swipe_edges)
            c.fullSwipeThreshold = o.full_swipe_threshold
            c.rubberBanding = o.rubber_banding != 0
            c.hapticsEnabled = o.haptics_enabled != 0
            c.labelStyle = [.titleAndIcon, .iconOnly, .titleOnly][Int(min(o.label_style.rawValue, 2))]
            c.buttonShape =
                o.button_shape == SWIPE_BUTTON_SHAPE_ROUNDED
                ? .rounded(cornerRadius: o.button_corner_radius, spacing: o.button_spacing) : .rectangle
            c.cornerRadius = o.corner_radius
            c.combinesAccessibilityChildren = o.combines_accessibility_children != 0
            c.minimumDistance = o.minimum_distance
            c.debugProgress = o.debug_progress > 0 ? DebugProgress(progress: o.debug_progress, edge: edge(o.debug_edge)) : nil
            return BlockConfiguration(c)
        }
    }

    /// The defaults of a kind, as the C types' properties start.
    static func defaults(_ kind: SwipeGlueKind) -> SwipeGlueOptions {
        var o = SwipeGlueOptions()
        o.kind = kind
        let completion = CompletionRowConfiguration()
        let dismiss = DismissRowConfiguration()
        o.tint = gdk(completion.tint)
        o.action_title = UnsafePointer(strdup(kind == SWIPE_GLUE_DISMISS ? dismiss.actionTitle : completion.actionTitle))
        o.action_id = UnsafePointer(strdup(kind == SWIPE_GLUE_DISMISS ? dismiss.actionID : completion.actionID))
        switch kind {
        case SWIPE_GLUE_COMPLETION:
            o.corner_radius = completion.cornerRadius
            o.minimum_distance = completion.minimumDistance
        case SWIPE_GLUE_ACTION_ROW:
            let c = ActionRowConfiguration()
            o.button_width = c.buttonWidth
            o.minimum_distance = c.minimumDistance
        case SWIPE_GLUE_DISMISS:
            o.swipe_directions = cDirections(dismiss.swipeDirections)
            o.swipe_threshold = dismiss.swipeThreshold
            o.swipe_escape_velocity = dismiss.swipeEscapeVelocity
            o.swipe_velocity_threshold = dismiss.swipeVelocityThreshold
            o.animation_duration = dismiss.animationDuration
            o.collapse_duration = dismiss.collapseDuration
            o.minimum_distance = dismiss.minimumDistance
        default:
            let c = CardListConfiguration()
            o.style = CSwipeWidgets.SwipeRevealStyle(UInt32([RevealStyle.reveal, .drag, .expand].firstIndex(of: c.style)!))
            o.button_width = c.buttonWidth
            o.full_swipe_edges = CSwipeWidgets.SwipeEdges(
                (c.fullSwipeEdges.contains(.leading) ? SWIPE_EDGES_LEADING.rawValue : 0)
                    | (c.fullSwipeEdges.contains(.trailing) ? SWIPE_EDGES_TRAILING.rawValue : 0))
            o.full_swipe_threshold = c.fullSwipeThreshold
            o.rubber_banding = c.rubberBanding ? 1 : 0
            o.haptics_enabled = c.hapticsEnabled ? 1 : 0
            o.label_style = CSwipeWidgets.SwipeLabelStyle(
                UInt32([SwipeEngine.SwipeLabelStyle.titleAndIcon, .iconOnly, .titleOnly].firstIndex(of: c.labelStyle)!))
            o.button_shape = SWIPE_BUTTON_SHAPE_RECTANGLE
            // The rounded shape's own defaults, as the catalogue's card list shows it.
            o.button_corner_radius = 16
            o.button_spacing = 8
            o.corner_radius = c.cornerRadius
            o.combines_accessibility_children = c.combinesAccessibilityChildren ? 1 : 0
            o.minimum_distance = c.minimumDistance
        }
        return o
    }

    static func edge(_ edge: CEdge) -> SwiftEdge {
        edge == SWIPE_EDGE_LEADING ? .leading : .trailing
    }

    static func cEdge(_ edge: SwiftEdge) -> CEdge {
        edge == .leading ? SWIPE_EDGE_LEADING : SWIPE_EDGE_TRAILING
    }

    private static func edges(_ edges: CSwipeWidgets.SwipeEdges) -> Set<SwiftEdge> {
        var set: Set<SwiftEdge> = []
        if edges.rawValue & SWIPE_EDGES_LEADING.rawValue != 0 { set.insert(.leading) }
        if edges.rawValue & SWIPE_EDGES_TRAILING.rawValue != 0 { set.insert(.trailing) }
        return set
    }

    private static func directions(_ flags: SwipeDismissDirections) -> Set<DismissDirection> {
        var set: Set<DismissDirection> = []
        if flags.rawValue & SWIPE_DISMISS_DIRECTIONS_START.rawValue != 0 { set.insert(.start) }
        if flags.rawValue & SWIPE_DISMISS_DIRECTIONS_END.rawValue != 0 { set.insert(.end) }
        return set
    }

    private static func cDirections(_ set: Set<DismissDirection>) -> SwipeDismissDirections {
        SwipeDismissDirections(
            (set.contains(.start) ? SWIPE_DISMISS_DIRECTIONS_START.rawValue : 0)
                | (set.contains(.end) ? SWIPE_DISMISS_DIRECTIONS_END.rawValue : 0))
    }

    private static func action(_ a: SwipeGlueAction) -> SwipeActionSpec {
        SwipeActionSpec(
            id: string(a.id) ?? "", title: string(a.title) ?? "", icon: string(a.icon_name) ?? "",
            tint: rgba(a.tint), role: a.role == SWIPE_ACTION_ROLE_DESTRUCTIVE ? .destructive : .normal)
    }

    private static func rgba(_ c: GdkRGBA) -> RGBA {
        RGBA(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
    }

    private static func gdk(_ c: RGBA) -> GdkRGBA {
        GdkRGBA(red: Float(c.red), green: Float(c.green), blue: Float(c.blue), alpha: Float(c.alpha))
    }

    private static func string(_ p: UnsafePointer<CChar>?) -> String? {
        p.map { String(cString: $0) }
    }
}

@MainActor @_cdecl("swipe_swift_default_options")
func swipe_swift_default_options(_ kind: SwipeGlueKind, _ out: UnsafeMutablePointer<SwipeGlueOptions>) {
    out.pointee = GlueOptions.defaults(kind)
}
