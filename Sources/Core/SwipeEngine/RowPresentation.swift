/// What a row needs to know about the list around it: its width, its own height, the layout
/// direction and Reduce Motion.
public struct RowContext: Sendable, Hashable {
    public var width: Double
    /// The row's own natural height (never a fixed list-wide height).
    public var height: Double
    public var direction: LayoutDirection
    public var reduceMotion: Bool

    public init(width: Double, height: Double, direction: LayoutDirection = .leftToRight, reduceMotion: Bool = false) {
        self.width = width
        self.height = height
        self.direction = direction
        self.reduceMotion = reduceMotion
    }

    /// Screen x of a box `distance` points in from `edge`, `boxWidth` wide, in this row.
    func screenX(fromEdge edge: SwipeEdge, distance: Double, boxWidth: Double) -> Double {
        let onLeft = (edge == .leading) == (direction == .leftToRight)
        return onLeft ? distance : width - distance - boxWidth
    }
}

/// What a row model reports, before the scene adds time, block and row.
public enum RowEvent: Sendable, Hashable {
    case dragStarted
    case feedback
    case opened(SwipeEdge)
    case closed
    case action(String)
    case completed
    /// The row holds a destructive action at its edge, asking to be confirmed.
    case confirming(String)
    /// The row stopped asking without running the action (declined, tapped, timed out).
    case declined(String)
}

/// One button behind a row, in screen coordinates relative to the row (x from its left edge).
public struct ButtonPresentation: Sendable, Hashable {
    public var actionID: String
    public var title: String
    public var icon: String
    public var tint: RGBA
    /// White or black, whichever reads on `tint`.
    public var foreground: RGBA
    public var role: SwipeActionRole
    public var edge: SwipeEdge
    /// Left edge in row points; may be negative or past the row while sliding in (the row clips).
    public var x: Double
    public var width: Double
    /// True for the edge action filling the row during a full swipe.
    public var isExpanded: Bool
    /// 0 for rectangles, the shape's radius for rounded card buttons.
    public var cornerRadius: Double
    /// True while the row holds this destructive action asking to be confirmed ("Delete?").
    public var asksConfirmation = false
}

/// The completion row's checkmark and tint under the content.
public struct CheckmarkPresentation: Sendable, Hashable {
    public var scale: Double
    public var opacity: Double
    public var isPastThreshold: Bool
    public var tint: RGBA
    public var foreground: RGBA
    /// Screen x of the checkmark's leading side (24 pt in from the row's leading edge).
    public var leadingX: Double
    /// True when the checkmark's leading side faces screen right (right-to-left layouts).
    public var isMirrored: Bool
}

/// Everything a renderer draws for one row at one time.
public struct RowPresentation: Sendable, Hashable {
    /// The row's index in the initial data.
    public var row: Int
    /// Horizontal displacement of the content in screen points, positive to the right.
    public var offset: Double
    /// Current height (the natural height while collapsing scales toward 0).
    public var height: Double
    /// Corner radius of the content (and the clip of the whole row).
    public var cornerRadius: Double
    public var checkmark: CheckmarkPresentation?
    /// Buttons currently uncovered, in screen coordinates.
    public var buttons: [ButtonPresentation]
    public var labelStyle: SwipeLabelStyle
    /// The edge whose actions the row rests open on, if any.
    public var openEdge: SwipeEdge?
    /// True while a full swipe is armed (the edge action fills the row).
    public var isFullSwipe: Bool

    public init(
        row: Int = 0, offset: Double = 0, height: Double, cornerRadius: Double = 0,
        checkmark: CheckmarkPresentation? = nil, buttons: [ButtonPresentation] = [],
        labelStyle: SwipeLabelStyle = .titleAndIcon, openEdge: SwipeEdge? = nil, isFullSwipe: Bool = false
    ) {
        self.row = row
        self.offset = offset
        self.height = height
        self.cornerRadius = cornerRadius
        self.checkmark = checkmark
        self.buttons = buttons
        self.labelStyle = labelStyle
        self.openEdge = openEdge
        self.isFullSwipe = isFullSwipe
    }
}

extension ButtonPresentation {
    init(_ spec: SwipeActionSpec, edge: SwipeEdge, x: Double, width: Double, isExpanded: Bool = false, cornerRadius: Double = 0) {
        self.init(
            actionID: spec.id, title: spec.title, icon: spec.icon, tint: spec.tint,
            foreground: spec.tint.contrastingForeground, role: spec.role, edge: edge,
            x: x, width: width, isExpanded: isExpanded, cornerRadius: cornerRadius)
    }
}

/// A drag's velocity at its release, in points per second over the last 100 ms: `forward` in
/// layout terms, `vertical` down the screen.
public struct DragVelocity: Sendable, Hashable {
    /// Points per second in layout terms (+: toward the trailing edge).
    public var forward: Double
    /// Points per second down the screen.
    public var vertical: Double

    public init(forward: Double, vertical: Double) {
        self.forward = forward
        self.vertical = vertical
    }
}

/// The behaviour every row model shares, driven in layout terms (forward = +) by the scene.
protocol SwipeRowModel: Sendable {
    var minimumDistance: Double { get }
    var axisRule: DragAxisRule { get }
    /// The next time the model has a step to run (a logical animation end), if any.
    var deadline: Double? { get }
    var openEdge: SwipeEdge? { get }
    /// Action ids reachable without a pointer.
    var actionIDs: [String] { get }
    func isAnimating(at time: Double) -> Bool
    /// The drag passed its minimum distance; false when the row ignores drags now.
    mutating func dragBegan(_ c: RowContext, time: Double) -> (accepted: Bool, events: [RowEvent])
    /// `forward` is the horizontal translation in layout terms; `vertical` the screen y translation.
    mutating func dragChanged(forward: Double, vertical: Double, _ c: RowContext, time: Double) -> [RowEvent]
    mutating func dragEnded(
        forward: Double, vertical: Double, predictedForward: Double, velocity: DragVelocity, _ c: RowContext, time: Double
    ) -> [RowEvent]
    mutating func dragCancelled(_ c: RowContext, time: Double) -> [RowEvent]
    /// Runs the step due at `deadline`.
    mutating func fire(_ c: RowContext, time: Double) -> [RowEvent]
    /// Opens on `edge` or closes (nil), from the group or code.
    mutating func setOpen(_ edge: SwipeEdge?, _ c: RowContext, time: Double) -> [RowEvent]
    /// A button press or an accessibility / keyboard action; nil for an unknown id.
    mutating func perform(action id: String, _ c: RowContext, time: Double) -> [RowEvent]?
    /// Width, height, direction or Reduce Motion changed.
    mutating func contextChanged(from old: RowContext, to new: RowContext, time: Double) -> [RowEvent]
    /// True when `contextChanged` at `time` would change nothing and report nothing, whatever
    /// the context, so the scene can skip the call (and keep the model's storage shared).
    func ignoresContextChange(at time: Double) -> Bool
    /// The action ran and the item stayed: come back closed.
    mutating func actionKept(_ c: RowContext, time: Double)
    func presentation(_ c: RowContext, at time: Double) -> RowPresentation
    /// Fraction of the row's natural height shown at `time` (1 unless collapsing).
    func heightFactor(at time: Double) -> Double
    /// The destructive action the row holds at its edge asking to be confirmed, if any.
    var confirmingActionID: String? { get }
    /// Answers the row's question: runs the held action or springs back; nil when it asks none.
    mutating func answer(accept: Bool, _ c: RowContext, time: Double) -> [RowEvent]?
    /// The keyboard's swipe that uncovers `edge`, for a row that acts on it itself (nil: it opens
    /// on that edge, or runs the kind's `slideAction`).
    mutating func slide(uncovering edge: SwipeEdge, _ c: RowContext, time: Double) -> [RowEvent]?
}

extension SwipeRowModel {
    mutating func slide(uncovering edge: SwipeEdge, _ c: RowContext, time: Double) -> [RowEvent]? { nil }
}
