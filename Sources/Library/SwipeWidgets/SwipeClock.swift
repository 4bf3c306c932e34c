import GtkBridge

/// Where swipe rows read the time, in seconds: every drag sample, animation and step is timed
/// on it. The default is GLib's monotonic clock; a test can drive rows with a clock of its own
/// and see an animation's end without waiting for it.
@MainActor
public struct SwipeClock {
    /// The current time in seconds; it must never go backwards.
    public let now: @MainActor () -> Double

    /// A clock that reads the time from `now`.
    public init(now: @escaping @MainActor () -> Double) {
        self.now = now
    }

    /// GLib's monotonic clock (`g_get_monotonic_time`), the one GTK times its input with.
    public static let monotonic = SwipeClock { FrameClock.monotonicSeconds }
}
