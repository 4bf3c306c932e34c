import SwipeEngine

/// The Completion Swipe Row: swipe forward past a threshold to complete and collapse.
extension CompletionRowConfiguration: CatalogKind {
    static let swiftRowType = "CompletionSwipeRow"
    static let reportsCompletion = true
}
