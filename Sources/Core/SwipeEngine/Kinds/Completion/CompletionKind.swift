/// The completion row's rules as a kind: one action, on its leading side (a forward swipe), no
/// open state, so no group, and taps pass through.
extension CompletionRowConfiguration: SwipeKind, RowModelSource {
    public static let name = "completion"
    public var actionIDs: [String] { [actionID] }
    public var destructiveActionID: String? { nil }
    public var swipeEdges: [SwipeEdge] { [.leading] }
    public var keepsOneRowOpen: Bool { false }
    public func removesRow(afterAction id: String) -> Bool { false }
    public func tapWhileOpen(onOpenRow: Bool) -> TapResponse { .passes }
    public var tapOutsideClosesOpenRow: Bool { false }
    public func slideAction(uncovering edge: SwipeEdge) -> String? { edge == .leading ? actionID : nil }

    public func dragThresholds(width: Double) -> [DragThreshold] {
        [DragThreshold(name: "complete", offset: CompletionRowMath.threshold(width: width))]
    }

    func makeModel(reduceMotion: Bool) -> any SwipeRowModel { CompletionRow(configuration: self, reduceMotion: reduceMotion) }
}

extension BlockConfiguration {
    /// A completion row with `options`.
    public static func completion(_ options: CompletionRowConfiguration) -> BlockConfiguration { BlockConfiguration(options) }
}
