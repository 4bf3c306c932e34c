/// What was taken out of a list, newest last, to put back in the reverse order: the undo of
/// removals. Each removal keeps its item and the position the item had when it went, so undoing
/// the removals one by one, newest first, brings every item back where it was (each undo
/// reverses the last change to the list). The list may have changed in other ways meanwhile:
/// a position past the list's end then puts its item at the end. It keeps the newest `limit`
/// removals: an app that never forgets them (never calls `forget()`) holds a bounded number of
/// items, not every item it ever removed.
public struct RemovalHistory<Item> {
    /// One removal: the item and its position when it went.
    public typealias Removal = (item: Item, position: Int)

    /// How many removals a history keeps unless told otherwise: far more than any toast offers
    /// to undo, few enough that the items they hold stay small.
    public static var defaultLimit: Int { 100 }

    /// The most removals kept; the oldest goes when a newer one would pass it.
    public let limit: Int

    private var removals: [Removal] = []

    /// An empty history that keeps the newest `limit` removals (1 or more).
    public init(limit: Int = defaultLimit) {
        precondition(limit >= 1, "a removal history keeps 1 or more removals, not \(limit)")
        self.limit = limit
    }

    /// True when there is a removal to undo.
    public var canUndo: Bool { !removals.isEmpty }

    /// How many removals there are to undo.
    public var count: Int { removals.count }

    /// Remembers that `item` left position `position` (0 or more). Returns the oldest removal
    /// when this one would pass the limit: it is forgotten, for whoever held a reference through it.
    @discardableResult
    public mutating func removed(_ item: Item, at position: Int) -> Removal? {
        precondition(position >= 0, "a removal's position is 0 or more, not \(position)")
        removals.append((item, position))
        return removals.count > limit ? removals.removeFirst() : nil
    }

    /// The newest removal, taken off the history, with the position to put its item back at in a
    /// list of `count` items now (its position then, or the end when the list is shorter); nil
    /// when there is nothing to undo.
    public mutating func undo(count: Int) -> Removal? {
        guard let last = removals.popLast() else { return nil }
        return (last.item, min(last.position, max(count, 0)))
    }

    /// Forgets every removal (the app's toast went away, or its items were saved): returns them,
    /// newest last, for whoever held references through them.
    @discardableResult
    public mutating func forget() -> [Removal] {
        defer { removals.removeAll() }
        return removals
    }
}

extension RemovalHistory: Sendable where Item: Sendable {}
