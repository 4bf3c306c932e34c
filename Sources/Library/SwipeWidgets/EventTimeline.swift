/// Puts GDK's event timestamps on a row's clock, so a drag's velocity comes from when the events
/// happened rather than from when the main loop got round to them.
///
/// A timestamp is in milliseconds on the display server's clock, in 32 bits that wrap. Each one
/// is placed at `timestamp + offset`, where the offset is the smallest difference seen between
/// the clock and a timestamp (an event is never handled before it happened, so the smallest
/// difference is the one with the least delay). An event without a timestamp happens now.
struct EventTimeline {
    /// Seconds to add to a timestamp to put it on the clock.
    private var offset: Double?
    private var last: UInt32 = 0
    /// The timestamp in milliseconds, unwrapped.
    private var unwrapped: Int64 = 0

    /// A timestamp placed further back than this is taken as a new clock: the offset starts again.
    static let longestDelay = 1.0

    /// The clock time of an event stamped `timestamp`, handled at clock time `now`.
    mutating func time(of timestamp: UInt32, now: Double) -> Double {
        guard timestamp != 0 else { return now }
        if offset == nil {
            unwrapped = Int64(timestamp)
        } else {
            unwrapped += Int64(Int32(bitPattern: timestamp &- last))
        }
        last = timestamp
        let seconds = Double(unwrapped) / 1000
        let delay = now - seconds
        if let current = offset, delay >= current, delay - current <= Self.longestDelay {
            return seconds + current
        }
        offset = delay
        return now
    }
}
