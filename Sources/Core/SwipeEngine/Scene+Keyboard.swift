/// Which way a key moves a row's content on screen (the Left and Right arrow keys).
public enum SlideDirection: String, Sendable, Hashable, Codable {
    case left
    case right
}

extension SwipeEdge {
    /// The edge whose side a slide uncovers: sliding the content right uncovers the left side,
    /// which is the leading edge left to right and the trailing edge right to left.
    public static func uncovered(bySliding slide: SlideDirection, in direction: LayoutDirection) -> SwipeEdge {
        (slide == .right) == (direction == .leftToRight) ? .leading : .trailing
    }
}

/// What a keyboard slide did to a row.
public enum SlideOutcome: Sendable, Hashable {
    /// The row opened on this edge, showing its actions there.
    case opened(SwipeEdge)
    /// The row was open on the other side and closed, as a swipe back would close it.
    case closed
    /// The completion row ran its action, as a forward swipe past the threshold would.
    case completed
    /// Nothing: the row has no actions on the side the slide uncovers.
    case none
}

extension Scene {
    /// The keyboard's swipe: slides `row` as a swipe toward `slide` would, without a pointer. An
    /// open row slid back closes; otherwise the row opens on the edge the slide uncovers if it has
    /// actions there, and the completion row completes when slid forward.
    @discardableResult
    public mutating func slide(row: Int, toward slide: SlideDirection, time: Double) -> SlideOutcome {
        let t = begin(time)
        guard valid(row) else { return .none }
        let edge = SwipeEdge.uncovered(bySliding: slide, in: direction)
        if let open = rows[row].model.openEdge, open != edge {
            closeRow(row, time: t)
            return .closed
        }
        guard configuration.swipeEdges.contains(edge) else { return .none }
        if let events = rows[row].model.slide(uncovering: edge, context(row), time: t) {
            handle(events, row: row, time: t)
            return .completed
        }
        if let action = configuration.options.slideAction(uncovering: edge) {
            return perform(action: action, row: row, time: t) ? .completed : .none
        }
        if rows[row].model.openEdge == edge { return .opened(edge) }
        handle(rows[row].model.setOpen(edge, context(row), time: t), row: row, time: t)
        return rows[row].model.openEdge == edge ? .opened(edge) : .none
    }

    /// The edge `row` is open on, if any.
    public func openEdge(row: Int) -> SwipeEdge? {
        valid(row) ? rows[row].model.openEdge : nil
    }
}
