import SwipeEngine

/// The Full-Swipe Card List: leading and trailing actions, full swipe, reveal styles and card buttons.
extension CardListConfiguration: CatalogKind {
    static let swiftRowType = "SwipeCardRow"

    /// The leading actions to the leading edge, then the trailing ones to the trailing edge.
    var gobjectActions: [GObjectAPI.Action] {
        leading.map { GObjectAPI.Action(edge: .leading, spec: $0) } + trailing.map { GObjectAPI.Action(edge: .trailing, spec: $0) }
    }
}
