/// A key a focused row understands, named as GDK names it.
public enum RowKey: String, Sendable, Hashable, CaseIterable {
    /// The primary action: the completion, or the first action that is not destructive.
    case `return` = "Return"
    /// The destructive action, where the row has one.
    case delete = "Delete"
    /// Closes the open row.
    case escape = "Escape"
    /// Slides the content left, as a swipe to the left would.
    case left = "Left"
    /// Slides the content right.
    case right = "Right"
}

/// One input that reached a row, in row-local points: what the window reads from GTK, what
/// `--record` writes and what `simulate` replays. A row turns it into motion and events with
/// `Scene.apply(_:row:time:)`, the same call in the window and in `simulate`.
public enum SwipeInput: Sendable, Hashable {
    /// A pointer button or a finger went down.
    case press(x: Double, y: Double)
    /// It moved while down.
    case move(x: Double, y: Double)
    /// It came up; with a press near it in place and time, that is a tap (`TapRecognizer`).
    case release(x: Double, y: Double)
    /// The press was taken away (another widget claimed it, a grab broke).
    case cancel
    /// A touchpad's two-finger scroll, in points of finger travel (right and down positive).
    /// Each scroll is decided once, by its angle (`TouchpadDecision`): a swipe's horizontal part
    /// drags the row; a steeper scroll is the list's and leaves the row still.
    case scroll(dx: Double, dy: Double)
    /// The touchpad scroll ended: the fingers lifted, or `touchpadIdleEnd` passed without one.
    case scrollStop
    /// The list around the row scrolled by `dy` points (down positive), however it scrolled: a
    /// wheel, a touchpad, a scroll bar, keyboard focus moving. An open row closes once the list
    /// has moved `listScrollCloseDistance` from where it was when the row opened.
    case listScroll(dy: Double)
    /// A key while the row (or one of its buttons) had focus.
    case key(RowKey)
    /// An action run without a swipe: a button, the context menu, a screen reader.
    case action(String)
    /// The row opened on an edge from code or a toolbar.
    case open(SwipeEdge)
    /// The open row closed from code or a toolbar.
    case close

    /// A touchpad scroll that goes this long without another event has ended (X11 never says
    /// so itself), in seconds.
    public static let touchpadIdleEnd = 0.15

    /// How far (in points, either way) the list must scroll after a row opened before the row
    /// closes: 16. A focus move (Tab onto a revealed button) scrolls the list just enough to
    /// show the focused widget — a few points of focus ring and margin — and must not close the
    /// row it is in; the smallest deliberate scroll GTK makes is larger: one wheel notch scrolls
    /// a GtkScrolledWindow by page^(2/3), 21.5 points for a page as short as 100 points, and a
    /// touchpad scroll travels further still before a person stops it.
    public static let listScrollCloseDistance = 16.0
}
