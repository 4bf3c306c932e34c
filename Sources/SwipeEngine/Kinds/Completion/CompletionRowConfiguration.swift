/// Completion Swipe Row options (reference: its API table).
public struct CompletionRowConfiguration: Sendable, Hashable, Codable {
    /// The tint revealed behind the row, and the checkmark's colour on it.
    public var tint: RGBA = RGBA.named["green"]!
    /// nil: the theme's card background.
    public var rowBackground: RGBA? = nil
    /// The row's corner radius in points.
    public var cornerRadius: Double = 16
    /// The action's name, for the row's menu and screen readers.
    public var actionName: String = "Complete"
    /// Lowercase action id used in events and widget actions.
    public var actionID: String = "complete"
    /// Points a drag travels before the row follows it.
    public var minimumDistance: Double = 20

    /// The reference's defaults.
    public init() {}
}
