/// The action row's rules as a kind: buttons on the trailing side, one row open in a list, every
/// action removes its row in a list that removes rows, a tap on the open row closes it (and goes
/// no further) while a tap on another closes the open one and still reaches that row.
extension ActionRowConfiguration: SwipeKind, RowModelSource {
    public static let name = "actionRow"
    public var actionIDs: [String] { actions.map(\.id) }
    /// `delete`, or the last action.
    public var destructiveActionID: String? { actions.first { $0.id == "delete" }?.id ?? actions.last?.id }
    public var swipeEdges: [SwipeEdge] { actions.isEmpty ? [] : [.trailing] }
    public var keepsOneRowOpen: Bool { true }
    public func removesRow(afterAction id: String) -> Bool { true }
    public func tapWhileOpen(onOpenRow: Bool) -> TapResponse { .closesOpenRowPassingToOthers }
    public var tapOutsideClosesOpenRow: Bool { false }
    public func slideAction(uncovering edge: SwipeEdge) -> String? { nil }

    public func dragThresholds(width: Double) -> [DragThreshold] {
        let reveal = ActionRowPhysics.revealWidth(count: actions.count, buttonWidth: buttonWidth)
        return reveal > 0 ? [DragThreshold(name: "open", offset: -reveal / 2)] : []
    }

    func makeModel(reduceMotion: Bool) -> any SwipeRowModel { ActionRow(configuration: self) }
}

extension BlockConfiguration {
    /// A action row with `options`.
    public static func actionRow(_ options: ActionRowConfiguration) -> BlockConfiguration { BlockConfiguration(options) }
}
