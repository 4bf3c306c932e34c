/// Completion Swipe Row options (reference: its API table).
public struct CompletionRowConfiguration: Sendable, Hashable, Codable {
    /// The tint revealed behind the row, and the checkmark's colour on it.
    public var tint: RGBA = RGBA.named["green"]!
    /// nil: the theme's card background.
    public var rowBackground: RGBA? = nil
    /// The row's corner radius in points.
    public var cornerRadius: Double = 16
    /// The action's name in words, for the row's menu, keyboard and screen-reader users.
    public var actionTitle: String = "Complete"
    /// The former name of `actionTitle` (before 0.4: GTK reads `action-name` as a GAction's name).
    @available(*, deprecated, renamed: "actionTitle")
    public var actionName: String {
        get { actionTitle }
        set { actionTitle = newValue }
    }
    /// Lowercase action id used in events and widget actions.
    public var actionID: String = "complete"
    /// Points a drag travels before the row follows it.
    public var minimumDistance: Double = 20

    /// The reference's defaults.
    public init() {}
}
