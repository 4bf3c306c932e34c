/// Whether a touchpad's two-finger scroll swipes the row under it or scrolls the list, decided
/// once per scroll: after `distance` points of finger travel, it swipes when its horizontal
/// travel is at least twice its vertical travel — within `maximumSwipeAngle` of horizontal.
///
/// Before the decision the row does not move at all, and the scroll goes on to the list; after
/// it, the answer holds until the scroll ends, however the fingers turn.
///
/// - `distance`, 16 points: AdwSwipeTracker's drag threshold and the list's own
///   `SwipeInput.listScrollCloseDistance`; at or past every row kind's drag threshold (8–20), so
///   a swipe moves the row as soon as it is decided, and long enough that the angle is the
///   scroll's, not the first event's (a touchpad scroll begins with a few small, noisy events).
/// - The angle, atan(1/2) ≈ 26.6°, is steeper on the list's side than the 45° a finger or a
///   pointer drag gets (`DragRecognizer`, as AdwSwipeTracker's drags): a two-finger scroll over a
///   list is nearly always meant for the list and people scroll it with a slant, while a
///   sideways swipe on a touchpad is a deliberate, flat gesture. AdwSwipeTracker before that fix
///   committed to a touchpad swipe on the first event, from the horizontal part alone — a slanted
///   vertical scroll started a swipe, which libadwaita 1.9 fixed ("a mostly vertical touchpad scroll no
///   longer starts a horizontal swipe"); we take the list's side further than 45° because a
///   swipe that did not start is retried at no cost, while a scroll that opened (or fully
///   swiped) a row is an accident. The e2e sweep through mutter measures it: 0°, 10° and 20°
///   swipe; 30° to 90° scroll the list. A slope of 1/2 is exact in floating point, so a scroll
///   on the boundary decides the same everywhere.
public struct TouchpadDecision: Sendable, Hashable {
    /// What a touchpad scroll does.
    public enum Outcome: Sendable, Hashable {
        /// It drags the row.
        case swipe
        /// It is the list's; the row stays still until the scroll ends.
        case scroll
    }

    /// Finger travel (points, along the scroll) before the decision: 16.
    public static let distance = 16.0
    /// The steepest vertical-to-horizontal ratio that still swipes: 1/2.
    public static let maximumSwipeSlope = 0.5
    /// The same limit as an angle from horizontal, in degrees: atan(1/2) ≈ 26.57.
    public static let maximumSwipeAngle = 26.565_051_177_077_99

    /// A scroll of `dx` by `dy` points swipes when it goes at least twice as far across as down.
    public static func swipes(dx: Double, dy: Double) -> Bool {
        abs(dy) <= abs(dx) * maximumSwipeSlope
    }

    /// The travel so far, in points (right and down positive).
    public private(set) var dx = 0.0
    public private(set) var dy = 0.0
    /// The decision, once made.
    public private(set) var outcome: Outcome?

    public init() {}

    /// Adds one scroll event's travel; returns the outcome once decided (the same ever after).
    public mutating func add(dx: Double, dy: Double) -> Outcome? {
        guard outcome == nil, dx.isFinite, dy.isFinite else { return outcome }
        self.dx += dx
        self.dy += dy
        guard (self.dx * self.dx + self.dy * self.dy).squareRoot() >= Self.distance else { return nil }
        outcome = Self.swipes(dx: self.dx, dy: self.dy) ? .swipe : .scroll
        return outcome
    }
}
