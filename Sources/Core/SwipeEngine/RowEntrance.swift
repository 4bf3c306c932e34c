/// A row coming (back) into its list: its height grows from 0 to its own, the collapse of a
/// removed row in reverse (easeInOut over 0.25 s), so the rows below slide down to make room
/// instead of jumping. Under Reduce Motion a row appears at once: there is no entrance.
public struct RowEntrance: Sendable, Hashable {
    /// The collapse's curve and length, run the other way.
    public static let motion = Motion.easeInOut(duration: 0.25)

    private var fraction = AnimatedValue(0)

    /// An entrance beginning at `time`; nil under Reduce Motion (the row is there at once).
    public init?(at time: Double, reduceMotion: Bool) {
        guard !reduceMotion else { return nil }
        fraction.animate(to: 1, with: Self.motion, at: time)
    }

    /// The fraction of its own height the row shows at `time`: 0 when the entrance begins, 1 once
    /// it is over.
    public func heightFactor(at time: Double) -> Double { min(max(fraction.value(at: time), 0), 1) }

    /// True while the row still grows at `time`.
    public func isAnimating(at time: Double) -> Bool { fraction.isAnimating(at: time) }
}
