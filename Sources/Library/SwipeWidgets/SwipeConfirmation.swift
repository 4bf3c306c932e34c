/// A swipe row's question before a destructive action runs, as its `onConfirmation` handler
/// hears it (the card row's `confirmsDestructiveActions`).
public enum SwipeConfirmation: Sendable, Hashable {
    /// The row holds the action with this id at its edge, its button reading "Delete?", until a
    /// second activation of the action, Return or `SwipeRow.confirm(_:)` runs it.
    case asking(String)
    /// The row stopped asking without running the action (Escape, a tap on the row, closing it,
    /// `confirm(false)` or the timeout) and springs back to rest.
    case declined(String)
}
