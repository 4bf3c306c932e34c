/// The card list's rules as a kind: actions on whichever edges have them (trailing first in
/// menus), one row open in a list, destructive actions remove their row, any tap while a row is
/// open closes it and goes no further, in the list or outside every row.
extension CardListConfiguration: SwipeKind, RowModelSource {
    public static let name = "cardList"
    public var actionIDs: [String] { (trailing + leading).map(\.id) }
    public var destructiveActionID: String? { (trailing + leading).first { $0.role == .destructive }?.id }
    public var swipeEdges: [SwipeEdge] { SwipeEdge.allCases.filter { !($0 == .leading ? leading : trailing).isEmpty } }
    public var keepsOneRowOpen: Bool { true }
    public func removesRow(afterAction id: String) -> Bool { (leading + trailing).first { $0.id == id }?.role == .destructive }
    public func tapWhileOpen(onOpenRow: Bool) -> TapResponse { .closesOpenRowConsumed }
    public var tapOutsideClosesOpenRow: Bool { true }
    public func slideAction(uncovering edge: SwipeEdge) -> String? { nil }

    public func dragThresholds(width: Double) -> [DragThreshold] {
        let row = CardRow(configuration: self)
        return swipeEdges.flatMap { edge -> [DragThreshold] in
            let sign = edge == .leading ? 1.0 : -1.0
            var lines = [DragThreshold(name: "open", offset: sign * row.openWidth(edge) / 2)]
            if row.geometry(edge).allowsFullSwipe {
                lines.append(DragThreshold(name: "full swipe", offset: sign * row.fullSwipeThreshold(width: width, edge: edge)))
            }
            return lines
        }
    }

    func makeModel(reduceMotion: Bool) -> any SwipeRowModel { CardRow(configuration: self) }
}

extension BlockConfiguration {
    /// A card list with `options`.
    public static func cardList(_ options: CardListConfiguration) -> BlockConfiguration { BlockConfiguration(options) }
}
