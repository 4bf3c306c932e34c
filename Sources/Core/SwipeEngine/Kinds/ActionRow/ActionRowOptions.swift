extension ActionRowConfiguration {
    /// The action row's options, each once (the reference's names and defaults).
    public static let schema = OptionSchema(
        defaults: Self(), gobjectType: "SwipeActionRow",
        [
            .actions("actions", \Self.actions, N_("The buttons behind the row, leading to trailing.")),
            // Negative widths are allowed: the engine treats them as 0, as the reference does.
            .number(
                "buttonWidth", \Self.buttonWidth, .signedLength, N_("Each button's width in points."),
                panel: (.spin(range: 40...160, step: 4, digits: 0), N_("Button Width"))),
            .minimumDistance(\Self.minimumDistance),
            .confirmsDestructiveActions(\Self.confirmsDestructiveActions),
            .confirmTimeout(\Self.confirmTimeout),
            .showsHoverButton(\Self.showsHoverButton),
        ])
}
