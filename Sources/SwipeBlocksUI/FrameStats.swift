/// Frame intervals seen while a demo moves, summarised for `--stats`.
struct FrameStats: Sendable {
    private(set) var intervals: [Double] = []

    /// Records the time between two frames, in seconds (ignoring gaps over a second: idle).
    mutating func record(_ interval: Double) {
        guard interval > 0, interval < 1 else { return }
        intervals.append(interval)
    }

    /// The summary as one JSON object: frame count, frames over 16.7 ms, median and p99 in ms.
    var json: String {
        let sorted = intervals.sorted()
        func percentile(_ p: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let index = min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))
            return sorted[index] * 1000
        }
        let slow = sorted.filter { $0 > 1.0 / 60 + 0.000_05 }.count
        func ms(_ v: Double) -> String { String(Double(Int((v * 100).rounded())) / 100) }
        return "{\"frames\":\(sorted.count),\"over16.7ms\":\(slow),\"medianMs\":\(ms(percentile(0.5))),\"p99Ms\":\(ms(percentile(0.99))),\"maxMs\":\(ms(percentile(1)))}"
    }
}
