/// Swipe Action Row options (reference: its API table).
public struct ActionRowConfiguration: Sendable, Hashable, Codable {
    /// The buttons behind the row, leading to trailing; the row opens by their total width.
    public var actions: [SwipeActionSpec] = []
    /// Each button's width in points.
    public var buttonWidth: Double = 80
    /// Points a drag travels before the row follows it.
    public var minimumDistance: Double = 14
    /// A destructive action asks first: its button widens to fill the open row, reading
    /// "Delete?", and runs on a second activation (off: it runs at once; see
    /// docs/reference/destructive.md).
    public var confirmsDestructiveActions: Bool = false
    /// Seconds the button asks before it goes back to its title.
    public var confirmTimeout: Double = 5
    /// A pointer over the resting row shows a button at its trailing end that opens it (see
    /// docs/reference/discoverability.md).
    public var showsHoverButton: Bool = true

    /// An action row with `actions` and the reference's other defaults.
    public init(actions: [SwipeActionSpec] = []) { self.actions = actions }
}
