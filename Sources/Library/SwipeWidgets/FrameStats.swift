/// Frame intervals seen while rows move, summarised as JSON: the window's `--stats`, and a
/// `SwipeListView`'s with `SWIPE_WIDGETS_FRAME_STATS` set (how `make bench` times the examples).
///
/// Two series per frame: the frame clock's frame time (what animations are timed by), and the
/// monotonic time at which the frame clock's tick actually ran. GDK smooths the frame time onto a
/// grid of refresh intervals (whole frames), so its intervals read 16.67 ms at 60 Hz, or a multiple
/// when a cycle slipped by half a frame or more; the tick times show the real cadence, jitter included.
package struct FrameStats: Sendable {
    package init() {}

    /// Frame-time intervals, in seconds.
    private(set) var intervals: [Double] = []
    /// Intervals between the ticks' monotonic times, in seconds.
    private(set) var tickIntervals: [Double] = []
    /// Ticks whose frame time did not advance from the previous tick's (two cycles in one frame).
    private(set) var repeatedFrameTimes = 0

    /// Records the time between two frames, in seconds (ignoring gaps over a second: idle), and
    /// optionally the monotonic time between the two ticks.
    package mutating func record(_ interval: Double, tick: Double? = nil) {
        if let tick, tick > 0, tick < 1 { tickIntervals.append(tick) }
        if interval == 0, tick != nil { repeatedFrameTimes += 1 }
        guard interval > 0, interval < 1 else { return }
        intervals.append(interval)
    }

    /// The summary as one JSON object: frame count, frames over 16.7 ms, median, p99 and max in ms
    /// of the frame-time intervals; under "tick" the same for the tick intervals, counting those
    /// over 25 ms (a frame and a half: a refresh slot missed) instead, since ticks jitter around
    /// 16.7 ms; and the repeated frame times.
    package var json: String {
        let frames = Self.summary(intervals, over: (1.0 / 60, "16.7"))
        guard !tickIntervals.isEmpty || repeatedFrameTimes > 0 else { return "{\(frames)}" }
        let ticks = Self.summary(tickIntervals, over: (1.5 / 60, "25"))
        return "{\(frames),\"tick\":{\(ticks)},\"repeatedFrameTimes\":\(repeatedFrameTimes)}"
    }

    /// `over` counts the intervals longer than its seconds by more than 0.05 ms (rounding), as "overNms".
    private static func summary(_ values: [Double], over: (seconds: Double, label: String)) -> String {
        let sorted = values.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let index = min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))
            return sorted[index] * 1000
        }
        let slow = sorted.filter { $0 > over.seconds + 0.000_05 }.count
        func ms(_ v: Double) -> String { String(Double(Int((v * 100).rounded())) / 100) }
        return
            "\"frames\":\(sorted.count),\"over\(over.label)ms\":\(slow),\"medianMs\":\(ms(percentile(0.5))),\"p99Ms\":\(ms(percentile(0.99))),\"maxMs\":\(ms(percentile(1)))"
    }
}
