extension OptionDescriptor {
    /// Whether a destructive action asks before it runs (`confirmsDestructiveActions`, off): see
    /// docs/reference/destructive.md for the default. `inPanel`: the window's panel offers it, as
    /// "Run at Once" or "Ask First" (for a kind whose demo has a destructive action).
    public static func confirmsDestructiveActions<K: SwipeKind>(_ path: WritableKeyPath<K, Bool> & Sendable, inPanel: Bool = false)
        -> Self
    {
        boolean(
            "confirmsDestructiveActions", path, N_("A destructive action asks first: the row holds until a second activation."),
            note: "off, as iOS Mail and GNOME's prefer-undo rule (docs/reference/destructive.md)", since: "0.5",
            panel: inPanel ? askFirstPanel : nil)
    }

    /// The panel's drop-down of `confirmsDestructiveActions`: "Run at Once" or "Ask First".
    static let askFirstPanel: Panel = (
        .presets([.init(N_("Run at Once"), .boolean(false)), .init(N_("Ask First"), .boolean(true))]), N_("Destructive Actions")
    )

    /// How long a row asks before it gives up (`confirmTimeout`, 5 s).
    public static func confirmTimeout<K: SwipeKind>(_ path: WritableKeyPath<K, Double> & Sendable) -> Self {
        number(
            "confirmTimeout", path, .duration, N_("Seconds a row asking to confirm waits before it springs back."),
            note: "long enough to read the question and answer it", since: "0.5")
    }
}
