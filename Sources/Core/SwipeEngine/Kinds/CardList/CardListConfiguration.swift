/// How card-list buttons appear as the row moves.
public enum RevealStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// Buttons stay put under the content.
    case reveal
    /// Buttons slide in attached to the content's edge.
    case drag
    /// Buttons share the uncovered space and grow with it.
    case expand
}

/// What a card-list button shows.
public enum SwipeLabelStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case titleAndIcon
    case iconOnly
    case titleOnly
}

/// Edge-to-edge rectangles, or rounded card buttons with gaps.
public enum SwipeButtonShape: Sendable, Hashable, Codable {
    case rectangle
    case rounded(cornerRadius: Double, spacing: Double)
}

/// Full-Swipe Card List options (reference: the swipe-actions library's SwipeOptions).
public struct CardListConfiguration: Sendable, Hashable, Codable {
    /// Leading actions; the first is nearest the edge and is the full-swipe action.
    public var leading: [SwipeActionSpec] = []
    /// Trailing actions; the first is nearest the edge and is the full-swipe action.
    public var trailing: [SwipeActionSpec] = []
    /// How the buttons appear as the row moves.
    public var style: RevealStyle = .reveal
    /// Each button's width in points.
    public var buttonWidth: Double = 80
    /// The edges whose first action a full swipe runs.
    public var fullSwipeEdges: Set<SwipeEdge> = [.leading, .trailing]
    /// The fraction of the row's width past which a release runs the full swipe.
    public var fullSwipeThreshold: Double = 0.6
    /// Resistance past the buttons' width (off: the row stops there).
    public var rubberBanding: Bool = true
    /// Reports feedback at the full-swipe threshold (the haptic moment; the row pulses).
    public var hapticsEnabled: Bool = true
    /// What a button shows: title and icon, icon only or title only.
    public var labelStyle: SwipeLabelStyle = .titleAndIcon
    /// Edge-to-edge rectangles, or rounded buttons with gaps.
    public var buttonShape: SwipeButtonShape = .rectangle
    /// The row's corner radius in points.
    public var cornerRadius: Double = 0
    /// The row is one element to screen readers, its actions its own.
    public var combinesAccessibilityChildren: Bool = true
    /// Points a drag travels before the row follows it.
    public var minimumDistance: Double = 10
    /// Freezes the row part of the way open (previews and screenshots); nil for a live row.
    public var debugProgress: DebugProgress? = nil
    /// A destructive action asks first: its full swipe or its button holds the row at the edge,
    /// the button reading "Delete?", until a second activation (off: it runs at once, the
    /// reference's behaviour; see docs/reference/destructive.md).
    public var confirmsDestructiveActions: Bool = false
    /// Seconds a row asking to confirm a destructive action waits before it springs back unrun.
    public var confirmTimeout: Double = 5
    /// A pointer over the resting row shows a button at the end of its actions that opens it
    /// (see docs/reference/discoverability.md).
    public var showsHoverButton: Bool = true

    /// The reference's defaults.
    public init() {}
}

/// A row frozen part of the way open, for previews and screenshots; it ignores drags.
public struct DebugProgress: Sendable, Hashable, Codable {
    /// Fraction of the row's width, 0…1.
    public var progress: Double
    /// The side the frozen drag reveals.
    public var edge: SwipeEdge

    public init(progress: Double, edge: SwipeEdge) {
        self.progress = progress
        self.edge = edge
    }
}
