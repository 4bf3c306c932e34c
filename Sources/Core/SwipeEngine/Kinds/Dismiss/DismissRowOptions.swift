extension DismissRowConfiguration {
    /// Swipe-to-dismiss's options, each once (AndroidX ItemTouchHelper's names and defaults).
    public static let schema = OptionSchema(
        defaults: Self(), gobjectType: "SwipeDismissRow",
        [
            .flags(
                "swipeDirections", \Self.swipeDirections, DismissDirection.choices, N_("The ways a row may be dismissed: start, end."),
                note: "Android's getSwipeDirs",
                panel: (
                    .presets([
                        .init(N_("Start and End"), .flags(["start", "end"])), .init(N_("End Only"), .flags(["end"])),
                        .init(N_("Start Only"), .flags(["start"])),
                    ]), N_("Swipe Directions")
                )),
            .number(
                "swipeThreshold", \Self.swipeThreshold, .positiveFraction, N_("The fraction of the width a release must pass."),
                note: "Android's getSwipeThreshold", panel: (.spin(range: 0.1...1, step: 0.05, digits: 2), N_("Swipe Threshold"))),
            .number(
                "swipeEscapeVelocity", \Self.swipeEscapeVelocity, .speed, N_("Points per second a fling needs to dismiss."),
                note: "Android's getSwipeEscapeVelocity"),
            .number(
                "swipeVelocityThreshold", \Self.swipeVelocityThreshold, .speed, N_("The cap on a release's speed, each axis."),
                note: "Android's getSwipeVelocityThreshold"),
            .number(
                "animationDuration", \Self.animationDuration, .duration, N_("Seconds to fly out or settle back."),
                note: "the item animator's remove duration"),
            .number(
                "collapseDuration", \Self.collapseDuration, .duration, N_("Seconds the space left behind takes to close."),
                note: "the item animator's move duration"),
            .minimumDistance(
                \Self.minimumDistance, summary: N_("Points a drag travels, either axis, before the row follows."),
                note: "the platform's touch slop", inManifest: true),
            .actionTitle(\Self.actionTitle),
            .actionID(\Self.actionID),
        ])
}

extension DismissDirection {
    static let choices = ChoiceSet(Self.self, gType: "SwipeDismissDirections", words: [N_("Start"), N_("End")])
}
