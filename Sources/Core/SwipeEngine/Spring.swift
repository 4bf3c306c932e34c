#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A spring set by its perceived duration and bounce (mass 1), evaluated in closed form.
///
/// Stiffness is (2π / duration)²; the damping ratio is 1 − bounce for bounce ≥ 0 and
/// 1 / (1 + bounce) for bounce < 0 (bounce is clamped to −0.99…1). A spring is logically
/// complete at `duration`, even while it still settles visually.
public struct Spring: Sendable, Hashable {
    public var duration: Double
    public var bounce: Double

    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }

    /// A spring with a small bounce (0.15).
    public static func snappy(duration: Double = 0.5) -> Spring { Spring(duration: duration, bounce: 0.15) }
    /// A spring without bounce.
    public static func smooth(duration: Double = 0.5) -> Spring { Spring(duration: duration, bounce: 0) }

    /// Angular natural frequency 2π / duration.
    public var naturalFrequency: Double { 2 * Double.pi / max(duration, 1e-6) }
    /// (2π / duration)².
    public var stiffness: Double { naturalFrequency * naturalFrequency }
    /// 1 − bounce, or 1 / (1 + bounce) for a negative bounce.
    public var dampingRatio: Double {
        let b = min(max(bounce, -0.99), 1)
        return b >= 0 ? 1 - b : 1 / (1 + b)
    }
    /// The damping coefficient 2ζ√k (mass 1).
    public var damping: Double { 2 * dampingRatio * naturalFrequency }

    /// Displacement from the target and velocity `t` seconds after starting at displacement `x0` with velocity `v0`.
    public func state(displacement x0: Double, velocity v0: Double, after t: Double) -> (displacement: Double, velocity: Double) {
        let w = naturalFrequency
        let z = dampingRatio
        if abs(z - 1) < 1e-9 {
            let b = v0 + w * x0
            let e = exp(-w * t)
            return ((x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 + z * w * x0) / wd
            let e = exp(-z * w * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (x0 * c + b * s)
            let v = e * ((b * wd - z * w * x0) * c - (x0 * wd + z * w * b) * s)
            return (x, v)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (r1 * x0 - v0) / (r1 - r2)
            let c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// An upper bound of |displacement| after `t`, used to find when the motion is invisible.
    func envelope(displacement x0: Double, velocity v0: Double, after t: Double) -> Double {
        let w = naturalFrequency
        let z = dampingRatio
        if abs(z - 1) < 1e-9 {
            return (abs(x0) + abs(v0 + w * x0) * t) * exp(-w * t)
        } else if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 + z * w * x0) / wd
            return (x0 * x0 + b * b).squareRoot() * exp(-z * w * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (r1 * x0 - v0) / (r1 - r2)
            return (abs(x0 - c2) + abs(c2)) * exp(r1 * t)
        }
    }

    /// Seconds until the motion stays within `epsilon` of the target (at least `duration`, at most 20 × duration).
    public func settlingTime(displacement x0: Double, velocity v0: Double, epsilon: Double = 0.005) -> Double {
        let d = max(duration, 1e-6)
        var t = d
        while t < 20 * d {
            if envelope(displacement: x0, velocity: v0, after: t) < epsilon { return t }
            t += d / 8
        }
        return 20 * d
    }
}
