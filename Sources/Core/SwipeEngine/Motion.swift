#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a value moves to a new target: a spring or a timed curve, after an optional delay.
public struct Motion: Sendable, Hashable {
    public enum Curve: Sendable, Hashable {
        case spring(Spring)
        case timing(TimingCurve, duration: Double)
        /// (1 − cos πt) / 2 over `duration`: Android's AccelerateDecelerateInterpolator, the
        /// default of its ValueAnimator.
        case cosine(duration: Double)
    }

    public var curve: Curve
    /// Seconds before the motion starts; the value holds still meanwhile.
    public var delay: Double

    public init(_ curve: Curve, delay: Double = 0) {
        self.curve = curve
        self.delay = delay
    }

    public static func spring(duration: Double, bounce: Double = 0) -> Motion {
        Motion(.spring(Spring(duration: duration, bounce: bounce)))
    }
    /// Spring with bounce 0.15.
    public static func snappy(duration: Double = 0.5) -> Motion { Motion(.spring(.snappy(duration: duration))) }
    /// Spring with bounce 0.
    public static func smooth(duration: Double = 0.5) -> Motion { Motion(.spring(.smooth(duration: duration))) }
    public static func easeInOut(duration: Double) -> Motion { Motion(.timing(.easeInOut, duration: duration)) }
    public static func easeOut(duration: Double) -> Motion { Motion(.timing(.easeOut, duration: duration)) }
    /// Android's accelerate-decelerate ease over `duration`.
    public static func accelerateDecelerate(duration: Double) -> Motion { Motion(.cosine(duration: duration)) }

    /// The same motion starting `seconds` later.
    public func delay(_ seconds: Double) -> Motion { Motion(curve, delay: delay + seconds) }

    /// Delay plus duration: when completions fire.
    public var logicalDuration: Double {
        switch curve {
        case let .spring(s): delay + max(s.duration, 0)
        case let .timing(_, d), let .cosine(d): delay + max(d, 0)
        }
    }
}

/// A number that can be set at once or animated toward a target; every query takes the time.
public struct AnimatedValue: Sendable, Hashable {
    public private(set) var from: Double
    /// Where the value is going (or is).
    public private(set) var target: Double
    public private(set) var startTime: Double = 0
    public private(set) var motion: Motion?
    /// Velocity when the motion started (springs only; carried over on retarget).
    public private(set) var initialVelocity: Double = 0
    /// When the value reaches and stays at its target.
    public private(set) var endTime: Double = -Double.infinity

    public init(_ value: Double) {
        from = value
        target = value
    }

    /// Start time plus the motion's delay and duration.
    public var logicalEnd: Double { startTime + (motion?.logicalDuration ?? 0) }

    /// True while the value is still moving at `time`.
    public func isAnimating(at time: Double) -> Bool { motion != nil && time < endTime }

    /// The value at `time`.
    public func value(at time: Double) -> Double {
        guard let motion, time < endTime else { return target }
        let local = time - startTime - motion.delay
        if local <= 0 { return from }
        switch motion.curve {
        case let .spring(spring):
            return target + spring.state(displacement: from - target, velocity: initialVelocity, after: local).displacement
        case let .timing(curve, duration):
            return from + (target - from) * curve.value(at: local / max(duration, 1e-9))
        case let .cosine(duration):
            let x = min(local / max(duration, 1e-9), 1)
            return from + (target - from) * (1 - cos(Double.pi * x)) / 2
        }
    }

    /// The rate of change at `time`, in units per second.
    public func velocity(at time: Double) -> Double {
        guard let motion, time < endTime else { return 0 }
        let local = time - startTime - motion.delay
        if local <= 0 { return 0 }
        switch motion.curve {
        case let .spring(spring):
            return spring.state(displacement: from - target, velocity: initialVelocity, after: local).velocity
        case let .timing(curve, duration):
            let d = max(duration, 1e-9)
            return (target - from) * curve.slope(at: local / d) / d
        case let .cosine(duration):
            let d = max(duration, 1e-9)
            return (target - from) * Double.pi * sin(Double.pi * min(local / d, 1)) / 2 / d
        }
    }

    /// Jumps to `value` with no motion.
    public mutating func set(_ value: Double) {
        from = value
        target = value
        motion = nil
        initialVelocity = 0
        endTime = -Double.infinity
    }

    /// Moves from the value at `time` to `newTarget`; a spring keeps the current velocity. nil jumps.
    public mutating func animate(to newTarget: Double, with motion: Motion?, at time: Double) {
        guard let motion else { set(newTarget); return }
        let current = value(at: time)
        let velocity = velocity(at: time)
        from = current
        target = newTarget
        startTime = time
        self.motion = motion
        switch motion.curve {
        case let .spring(spring):
            initialVelocity = velocity
            let settle = spring.settlingTime(displacement: current - newTarget, velocity: velocity)
            endTime = time + motion.delay + settle
        case let .timing(_, duration), let .cosine(duration):
            initialVelocity = 0
            endTime = time + motion.delay + max(duration, 0)
        }
        if current == newTarget && (velocity == 0 || endTime <= time) { set(newTarget) }
    }

    /// Moves toward a new target with the running motion's remaining shape replaced; jumps when not animating.
    mutating func retarget(_ newTarget: Double, at time: Double) {
        if let motion, isAnimating(at: time) { animate(to: newTarget, with: motion, at: time) } else { set(newTarget) }
    }
}
