/// Something that happened to a row, as printed by `--events` and `swipeblocks simulate`.
public struct SwipeEvent: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case dragStarted, feedback, opened, closed, action, completed, removed, restored, confirming, declined
    }

    public var kind: Kind
    /// Seconds, on the clock the scene is driven with.
    public var time: Double
    /// Catalogue id of the block.
    public var block: String
    /// The row's index in the initial data; stable across removals.
    public var row: Int
    /// The action id, for `action`, `confirming` and `declined`.
    public var name: String?
    /// The edge, for `opened`.
    public var edge: SwipeEdge?

    public init(kind: Kind, time: Double, block: String, row: Int, name: String? = nil, edge: SwipeEdge? = nil) {
        self.kind = kind
        self.time = time
        self.block = block
        self.row = row
        self.name = name
        self.edge = edge
    }
}
