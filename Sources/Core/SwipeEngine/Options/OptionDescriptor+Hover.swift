extension OptionDescriptor {
    /// Whether a pointer over the resting row shows a button that opens it (`showsHoverButton`,
    /// on): the kinds that reveal buttons have it, since a mouse user cannot otherwise tell the
    /// row swipes (docs/reference/discoverability.md).
    public static func showsHoverButton<K: SwipeKind>(_ path: WritableKeyPath<K, Bool> & Sendable) -> Self {
        boolean(
            "showsHoverButton", path, N_("A pointer over the resting row shows a button that opens its actions."),
            note: "on for rows that reveal buttons: a mouse has no other sign that the row swipes", since: "0.5")
    }
}

extension SwipeKind {
    /// No hover button: the kinds whose swipe is itself the action (complete, dismiss).
    public var showsHoverButton: Bool { false }
}

extension BlockConfiguration {
    /// Whether a pointer over the resting row shows a button that opens it (see `SwipeKind`).
    public var showsHoverButton: Bool { options.showsHoverButton && !swipeEdges.isEmpty }
}
