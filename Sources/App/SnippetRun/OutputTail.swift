import Localization

/// What a started program said, kept within a bound: its newest bytes, behind a line saying how
/// much went before. A program left running that writes for ever (a warning every frame) costs
/// the window `limit` bytes, not all it ever wrote; what a failure says last is what is kept.
public struct OutputTail: Sendable {
    /// The most bytes kept unless told otherwise.
    public static let defaultLimit = 64 * 1024

    /// The most bytes kept.
    public let limit: Int
    /// How many bytes went before those kept.
    public private(set) var droppedBytes = 0
    private var bytes: [UInt8] = []

    /// An empty tail keeping at most `limit` bytes (1 or more).
    public init(limit: Int = defaultLimit) {
        precondition(limit >= 1, "an output tail keeps 1 or more bytes, not \(limit)")
        self.limit = limit
    }

    /// Adds what the program wrote next; the oldest bytes go past the limit.
    public mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.append(contentsOf: chunk)
        let over = bytes.count - limit
        guard over > 0 else { return }
        bytes.removeFirst(over)
        droppedBytes += over
    }

    /// The text kept (invalid UTF-8 shown as U+FFFD). When bytes went before, it starts at the
    /// first whole line kept, after a line that says how many bytes were left out.
    public var text: String {
        guard droppedBytes > 0 else { return String(decoding: bytes, as: UTF8.self) }
        let start = bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let left = droppedBytes + start
        return trn(
            "[{count} byte of earlier output left out]", "[{count} bytes of earlier output left out]", count: left,
            ["count": "\(left)"]) + "\n"
            + String(decoding: bytes[start...], as: UTF8.self)
    }
}
