import SwipeEngine

/// Swipe-to-dismiss (AndroidX's ItemTouchHelper): fling or drag a row past half the width.
extension DismissRowConfiguration: CatalogKind {
    static let swiftRowType = "SwipeDismissRow"
}
