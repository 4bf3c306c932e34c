/// A line across a drag plot: where something happens, in layout points (forward = +, toward
/// the leading side's reveal; negative toward the trailing side's).
public struct DragThreshold: Sendable, Hashable {
    /// What happens there: "complete", "open", "full swipe".
    public var name: String
    public var offset: Double

    public init(name: String, offset: Double) {
        self.name = name
        self.offset = offset
    }
}

/// One row's offset over time, from a press until the row comes to rest: what a drag plot draws.
public struct DragTrace: Sendable, Hashable {
    public struct Sample: Sendable, Hashable {
        public var time: Double
        public var offset: Double
    }

    public let row: Int
    public let start: Double
    public let thresholds: [DragThreshold]
    public private(set) var samples: [Sample] = []
    /// Beyond this many samples every other one is dropped, so a long hold stays cheap to draw.
    public static let capacity = 1024

    public init(row: Int, start: Double, thresholds: [DragThreshold]) {
        self.row = row
        self.start = start
        self.thresholds = thresholds
    }

    /// Adds a sample (layout points); samples out of time order or not finite are ignored.
    public mutating func record(time: Double, offset: Double) {
        guard time.isFinite, offset.isFinite, time >= (samples.last?.time ?? start) else { return }
        if samples.count >= Self.capacity {
            samples = samples.enumerated().filter { $0.offset.isMultiple(of: 2) || $0.offset == samples.count - 1 }.map(\.element)
        }
        samples.append(Sample(time: time, offset: offset))
    }

    /// True once the row has moved away from where it started.
    public var moved: Bool { samples.contains { $0.offset != (samples.first?.offset ?? 0) } }

    public var duration: Double { (samples.last?.time ?? start) - start }

    /// The sample farthest from 0.
    public var peak: Double { samples.max { abs($0.offset) < abs($1.offset) }?.offset ?? 0 }

    /// The offsets the plot shows: every sample, every threshold and 0, with a little room.
    public var range: ClosedRange<Double> {
        let values = samples.map(\.offset) + thresholds.map(\.offset) + [0]
        let low = values.min()!, high = values.max()!
        let pad = max((high - low) * 0.08, 4)
        return (low - pad)...(high + pad)
    }

    /// Where an offset lands in a plot `height` high (larger offsets higher up).
    public func y(offset: Double, height: Double) -> Double {
        let r = range
        return height * (1 - (offset - r.lowerBound) / (r.upperBound - r.lowerBound))
    }

    /// The samples as points of a plot `width` × `height`, time left to right (at least 0.5 s wide).
    public func points(width: Double, height: Double) -> [(x: Double, y: Double)] {
        let span = max(duration, 0.5)
        return samples.map { (width * ($0.time - start) / span, y(offset: $0.offset, height: height)) }
    }
}
