/// SplitMix64: a tiny deterministic generator, so a seed replays a fuzz run exactly.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A seed derived from `seed` and `index`, for independent episodes.
    public static func derive(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        var r = FuzzRandom(seed: seed ^ (index &* 0xD6E8_FEB8_6659_FD93))
        return r.next()
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    public mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// An index chosen with the given weights.
    public mutating func weighted(_ weights: [Int]) -> Int {
        let total = weights.reduce(0, +)
        var n = Int.random(in: 0..<total, using: &self)
        for (i, w) in weights.enumerated() {
            if n < w { return i }
            n -= w
        }
        return weights.count - 1
    }
}
