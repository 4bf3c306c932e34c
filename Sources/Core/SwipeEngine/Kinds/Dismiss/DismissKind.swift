/// Swipe-to-dismiss's rules as a kind: one action, run by a swipe either way that is allowed, no
/// open state (so no group, taps pass), and the dismissed row leaves a list that removes rows.
extension DismissRowConfiguration: SwipeKind, RowModelSource {
    public static let name = "dismiss"
    public var actionIDs: [String] { swipeDirections.isEmpty ? [] : [actionID] }
    public var destructiveActionID: String? { actionIDs.first }
    /// A drag toward the end uncovers the leading side.
    public var swipeEdges: [SwipeEdge] {
        SwipeEdge.allCases.filter { swipeDirections.contains($0 == .leading ? .end : .start) }
    }
    public var keepsOneRowOpen: Bool { false }
    public func removesRow(afterAction id: String) -> Bool { id == actionID }
    public func tapWhileOpen(onOpenRow: Bool) -> TapResponse { .passes }
    public var tapOutsideClosesOpenRow: Bool { false }
    /// None: the row dismisses itself the way a slide goes (`DismissRow.slide`).
    public func slideAction(uncovering edge: SwipeEdge) -> String? { nil }

    public func dragThresholds(width: Double) -> [DragThreshold] {
        let threshold = width * swipeThreshold
        return swipeEdges.map { DragThreshold(name: "dismiss", offset: $0 == .leading ? threshold : -threshold) }
    }

    func makeModel(reduceMotion: Bool) -> any SwipeRowModel { DismissRow(configuration: self) }
}

extension BlockConfiguration {
    /// A swipe-to-dismiss row with `options`.
    public static func dismiss(_ options: DismissRowConfiguration) -> BlockConfiguration { BlockConfiguration(options) }
}
