import SwipeEngine

/// The ranges a scenario's numbers must fall in, so that every later sum, product and
/// conversion to an integer stays finite and in range whatever the file says.
public enum ScenarioLimits {
    /// Row width in points: more than 0, at most 100 000.
    public static let width = 100_000.0
    /// Row height in points: more than 0, at most 10 000.
    public static let rowHeight = 10_000.0
    /// Frames per second: more than 0, at most 1000.
    public static let frameRate = 1000.0
    /// Rows: a whole number from 1 to 1 000 000.
    public static let rows = 1_000_000
    /// Event times and the duration, in seconds: from 0 to 1 000 000.
    public static let seconds = 1_000_000.0
    /// Pointer coordinates in points: from −10¹² to 10¹² (rows × rowHeight fits).
    public static let coordinate = 1e12
    /// The most frames one run may print.
    public static let frames = 1_000_000
    /// The most row visits one run may make: each frame prints every row, and each press or tap
    /// looks for its row from the top, so rows × (frames + presses and taps) bounds the run's time.
    public static let rowVisits = 50_000_000

    /// The number of frames from time 0 to `duration` inclusive at `frameRate`, or nil when it
    /// would exceed `frames`; computed in floating point before any integer conversion.
    public static func frameCount(duration: Double, frameRate: Double) -> Int? {
        let last = (duration * frameRate + 1e-9).rounded(.down)
        guard last.isFinite, last >= 0, last < Double(frames) else { return nil }
        return Int(last) + 1
    }

    /// `value` if it is a finite number in `low...high` (or above `low` when `lowIsOpen`), else nil.
    public static func check(_ value: Double, from low: Double, to high: Double, lowIsOpen: Bool = false) -> Double? {
        guard value.isFinite, value <= high, lowIsOpen ? value > low : value >= low else { return nil }
        return value
    }

    /// `value` if it is a whole number in `low...high`, as an Int; nil otherwise (no trap for any Double).
    public static func whole(_ value: Double, from low: Int, to high: Int) -> Int? {
        guard value.isFinite, value == value.rounded(), value >= Double(low), value <= Double(high) else { return nil }
        return Int(value)
    }
}
