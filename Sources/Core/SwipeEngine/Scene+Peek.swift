/// A row that shows it swipes (`RowPeek`): a resting row slides a little toward its actions and
/// back, once, as a drag of that many points would show it (its tint, the edge of a button);
/// under Reduce Motion it does not move and shows a hint for a moment. Nothing is reported: the
/// row never leaves rest, and any input to it ends the peek at once.
extension Scene {
    /// Starts a peek of `row` at `time`, toward the edge a swipe reveals first (trailing when it
    /// has actions there). False, and nothing happens, when the row is not at rest (open,
    /// moving, dragged, asking to confirm, growing in), peeks already, cannot be dragged (a frozen
    /// row) or has nowhere to slide.
    @discardableResult
    public mutating func peek(row: Int, time: Double) -> Bool {
        let t = begin(time)
        guard canPeek(row: row, at: t), let edge = peekEdge else { return false }
        let peek = RowPeek(edge: edge, width: width, reduceMotion: reduceMotion, at: t)
        guard reduceMotion || peek.translation(at: t + RowPeek.outMotion.logicalDuration) != 0 else { return false }
        peeks[row] = peek
        return true
    }

    /// True while `row` peeks (or shows its Reduce Motion hint) at `time`.
    public func isPeeking(row: Int, at time: Double) -> Bool { peeks[row]?.isRunning(at: time) == true }

    /// True while `row` shows its Reduce Motion hint at `time` (a peek without motion).
    public func showsPeekHint(row: Int, at time: Double) -> Bool { peeks[row]?.showsHint(at: time) == true }

    /// The edge a peek slides toward: the one a swipe reveals first, trailing when it can.
    public var peekEdge: SwipeEdge? { Self.peekEdge(of: configuration) }

    /// The edge a peek of a row of `configuration` slides toward (`peekEdge`), known without a scene.
    public static func peekEdge(of configuration: BlockConfiguration) -> SwipeEdge? {
        let edges = configuration.swipeEdges
        return edges.contains(.trailing) ? .trailing : edges.first
    }

    /// True when `row` rests, so a peek can start: closed, still, not dragged or scrolled, not
    /// asking, not growing in, not peeking, and it takes drags.
    func canPeek(row: Int, at time: Double) -> Bool {
        guard valid(row), !isPeeking(row: row, at: time), openRow != row, recognizers[row] == nil, touchpad?.row != row,
            !isEntering(row: row, at: time)
        else { return false }
        let model = rows[row].model
        guard model.openEdge == nil, model.confirmingActionID == nil, !model.isAnimating(at: time) else { return false }
        var probe = model
        return probe.dragBegan(context(row), time: time).accepted
    }

    /// `row`'s look at `time` while it peeks: the model's own as a drag of the peek's translation
    /// would show it (a copy is dragged; the row itself stays at rest). nil when it does not peek,
    /// or left rest meanwhile.
    func peekPresentation(row: Int, at time: Double) -> RowPresentation? {
        guard let peek = peeks[row], !peek.isHint, peek.isRunning(at: time), recognizers[row] == nil else { return nil }
        var model = rows[row].model
        guard model.openEdge == nil, !model.isAnimating(at: time) else { return nil }
        let c = context(row)
        guard model.dragBegan(c, time: time).accepted else { return nil }
        _ = model.dragChanged(forward: peek.translation(at: time), vertical: 0, c, time: time)
        return model.presentation(c, at: time)
    }

    /// True while some row peeks at `time`.
    func anyRowPeeking(at time: Double) -> Bool { peeks.values.contains { $0.isRunning(at: time) } }

    /// Forgets the peeks that are over by the clock.
    mutating func endPeeks() { peeks = peeks.filter { $0.value.isRunning(at: clock) } }
}
