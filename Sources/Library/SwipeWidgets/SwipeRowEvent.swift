import SwipeEngine

/// Something that happened to a swipe row, as its `onEvent` handler hears it.
public enum SwipeRowEvent: Sendable, Hashable {
    /// A horizontal drag passed the row's minimum distance and moves the row now.
    case dragStarted
    /// The drag crossed a threshold (the haptic moment; the row pulses).
    case feedback
    /// The row came to rest open on `edge`, its buttons shown.
    case opened(SwipeEdge)
    /// The open row closed.
    case closed
    /// The action with this id ran, from a button, a full swipe, a key, the menu or a screen reader.
    case action(String)
    /// A completion row completed: reported once, after its collapse.
    case completed
}
