/// Which way a swipe-to-dismiss row may be flung, in layout terms (Android's START and END):
/// `end` moves the row toward the trailing edge (right, left to right), `start` toward the leading.
public enum DismissDirection: String, Sendable, Hashable, CaseIterable {
    case start
    case end

    /// The layout-forward sign of a move this way: +1 toward the trailing edge.
    public var forward: Double { self == .end ? 1 : -1 }

    /// The edge a row flung this way leaves by.
    public var edge: SwipeEdge { self == .end ? .trailing : .leading }
}

/// Swipe-to-dismiss options, named after AndroidX RecyclerView's `ItemTouchHelper.Callback`
/// (defaults from its source: `getSwipeThreshold`, `item_touch_helper_swipe_escape_velocity`,
/// `item_touch_helper_swipe_escape_max_velocity`, the default item animator's durations, the
/// platform touch slop; 1 dp = 1 pt).
public struct DismissRowConfiguration: Sendable, Hashable {
    /// The directions a row may be dismissed in (`getSwipeDirs`); both by default.
    public var swipeDirections: Set<DismissDirection> = [.start, .end]
    /// The fraction of the list's width a release must pass to dismiss (`getSwipeThreshold`).
    public var swipeThreshold: Double = 0.5
    /// The speed, in points per second, a fling the way of the drag must reach to dismiss
    /// however short it is (`getSwipeEscapeVelocity`).
    public var swipeEscapeVelocity: Double = 120
    /// The speed, in points per second, each axis of a release's velocity is capped at
    /// (`getSwipeVelocityThreshold`).
    public var swipeVelocityThreshold: Double = 800
    /// Seconds the row takes to fly out or settle back (`getAnimationDuration`: the item
    /// animator's remove duration).
    public var animationDuration: Double = 0.12
    /// Seconds the space left behind takes to close, after waiting `animationDuration` (the item
    /// animator's move duration).
    public var collapseDuration: Double = 0.25
    /// Points a drag travels along either axis before the row follows it (the touch slop).
    public var minimumDistance: Double = 8
    /// The action's name in words, for the row's menu, keyboard and screen-reader users.
    public var actionTitle: String = "Dismiss"
    /// The former name of `actionTitle` (before 0.4: GTK reads `action-name` as a GAction's name).
    @available(*, deprecated, renamed: "actionTitle")
    public var actionName: String {
        get { actionTitle }
        set { actionTitle = newValue }
    }
    /// Lowercase action id used in events and widget actions.
    public var actionID: String = "dismiss"

    /// AndroidX's defaults.
    public init() {}
}
