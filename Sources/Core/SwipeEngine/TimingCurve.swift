/// A cubic Bézier timing curve from (0, 0) to (1, 1) through two control points.
public struct TimingCurve: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// (0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
    /// (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Straight line.
    public static let linear = TimingCurve(0, 0, 1, 1)

    private func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private func bezierSlope(_ a: Double, _ b: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The curve parameter whose x is `x` (Newton steps, then bisection).
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(x1, x2, s) - x
            if abs(error) < 1e-9 { return s }
            let slope = bezierSlope(x1, x2, s)
            if abs(slope) < 1e-7 { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(x1, x2, s)
            if abs(value - x) < 1e-10 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    /// Eased progress for linear progress `x` in 0…1 (clamped).
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return bezier(y1, y2, parameter(forX: x))
    }

    /// d(progress)/d(x) at linear progress `x`.
    public func slope(at x: Double) -> Double {
        let s = parameter(forX: min(max(x, 0), 1))
        let dx = bezierSlope(x1, x2, s)
        return abs(dx) < 1e-9 ? 0 : bezierSlope(y1, y2, s) / dx
    }
}
