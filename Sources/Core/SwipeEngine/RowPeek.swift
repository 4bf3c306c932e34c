/// A resting row's hint that it swipes: it slides a little toward its actions and back, once
/// (`Scene.peek(row:time:)`). Out over `outMotion`, a pause of `pause`, back with `backMotion`;
/// under Reduce Motion it does not move, and shows a hint (`showsHint`) for `hintDuration` instead.
public struct RowPeek: Sendable, Hashable {
    /// How far a peek slides, in points: about half an 80-point button, enough to see a tint
    /// and the edge of a button, too little to read as opening.
    public static let distance = 36.0
    /// A narrow row slides at most this fraction of its width.
    public static let widthFraction = 0.25
    /// The slide out: an ease-out, quick to start, so the eye catches it.
    public static let outMotion = Motion.easeOut(duration: 0.2)
    /// Seconds the row stays out before it goes back.
    public static let pause = 0.12
    /// The way back: a smooth spring (no bounce), settling at rest.
    public static let backMotion = Motion.smooth(duration: 0.4)
    /// Seconds the Reduce Motion hint shows.
    public static let hintDuration = 1.5

    /// The edge whose actions the peek shows.
    public let edge: SwipeEdge
    /// True for the Reduce Motion hint (no motion).
    public let isHint: Bool
    /// When the peek began.
    public let start: Double
    /// When the peek is over: the row is back at rest (or the Reduce Motion hint has gone).
    public let end: Double
    private let out: AnimatedValue
    private let back: AnimatedValue
    private let turn: Double

    /// A peek toward `edge`'s actions of a row `width` points wide, beginning at `time`.
    public init(edge: SwipeEdge, width: Double, reduceMotion: Bool, at time: Double) {
        self.edge = edge
        isHint = reduceMotion
        start = time
        let reach = reduceMotion ? 0 : Self.distance(width: width) * (edge == .leading ? 1 : -1)
        var out = AnimatedValue(0)
        out.animate(to: reach, with: Self.outMotion, at: time)
        turn = time + Self.outMotion.logicalDuration
        var back = AnimatedValue(reach)
        back.animate(to: 0, with: Self.backMotion.delay(Self.pause), at: turn)
        self.out = out
        self.back = back
        end = reduceMotion ? time + Self.hintDuration : turn + Self.pause + Self.backMotion.logicalDuration
    }

    /// How far a row `width` points wide slides: `distance`, at most `widthFraction` of the width.
    public static func distance(width: Double) -> Double {
        guard width.isFinite, width > 0 else { return 0 }
        return min(distance, width * widthFraction)
    }

    /// The row's translation at `time`, in layout terms (+: toward the trailing edge, uncovering
    /// the leading side), as a drag of that many points would move it; 0 before and after.
    public func translation(at time: Double) -> Double {
        guard time > start, time < end, !isHint else { return 0 }
        return time < turn ? out.value(at: time) : back.value(at: time)
    }

    /// True while the peek (or the hint) is under way at `time`.
    public func isRunning(at time: Double) -> Bool { time < end }

    /// True while the Reduce Motion hint shows at `time`.
    public func showsHint(at time: Double) -> Bool { isHint && isRunning(at: time) }
}
