extension CompletionRowConfiguration {
    /// The completion row's options, each once (the reference's names and defaults).
    public static let schema = OptionSchema(
        defaults: Self(), gobjectType: "SwipeCompletionRow",
        [
            .colour(
                "tint", \Self.tint, N_("The tint revealed behind the row and the checkmark's background."), panel: N_("Tint")),
            .optionalColour("rowBackground", \Self.rowBackground, N_("The row's background; nil: the theme's.")),
            .number(
                "cornerRadius", \Self.cornerRadius, .length, N_("The row's corner radius in points."),
                panel: (.spin(range: 0...40, step: 1, digits: 0), N_("Corner Radius"))),
            .actionTitle(\Self.actionTitle),
            .actionID(\Self.actionID),
            .minimumDistance(\Self.minimumDistance),
        ])
}
