extension CardListConfiguration {
    /// The full-swipe card list's options, each once (the swipe-actions library's SwipeOptions).
    /// `buttonShape` and `debugProgress` are one Swift option each and two or three GObject
    /// properties: the shape's radius and spacing, the frozen drag's edge, follow them.
    public static let schema = OptionSchema(
        defaults: Self(), gobjectType: "SwipeCardRow",
        [
            .actions("leading", \Self.leading, N_("Leading actions; the first is the full-swipe action.")),
            .actions("trailing", \Self.trailing, N_("Trailing actions; the first is the full-swipe action.")),
            .choice("style", \Self.style, RevealStyle.choices, N_("How the buttons appear: reveal, drag or expand."), panel: N_("Style")),
            .number(
                "buttonWidth", \Self.buttonWidth, .length, N_("Each button's width in points."),
                panel: (.spin(range: 40...160, step: 4, digits: 0), N_("Button Width"))),
            .flags("fullSwipeEdges", \Self.fullSwipeEdges, SwipeEdge.edges, N_("The edges whose first action a full swipe runs.")),
            .number(
                "fullSwipeThreshold", \Self.fullSwipeThreshold, .fraction, N_("The fraction of the width that arms a full swipe."),
                panel: (.spin(range: 0.3...1, step: 0.05, digits: 2), N_("Full Swipe Threshold"))),
            .boolean("rubberBanding", \Self.rubberBanding, N_("Resistance past the buttons' width.")),
            .boolean("hapticsEnabled", \Self.hapticsEnabled, N_("Reports feedback (and pulses) at thresholds.")),
            .choice(
                "labelStyle", \Self.labelStyle, SwipeLabelStyle.choices, N_("Title and icon, icon only or title only."),
                panel: N_("Label Style")),
            OptionDescriptor(
                "buttonShape", of: Self.self, type: .shape, summary: N_("Edge-to-edge rectangles or rounded buttons."),
                panel: (
                    .presets([.init(N_("Rectangle"), .shape(.rectangle)), .init(N_("Cards"), .shape(Self.roundedShape))]),
                    N_("Button Shape")
                ),
                get: { .shape($0.buttonShape) }, set: { options, value in if case let .shape(s) = value { options.buttonShape = s } }),
            Self.roundedShapePart(
                "buttonCornerRadius", N_("The rounded buttons' corner radius in points."), \.cornerRadius,
                { .rounded(cornerRadius: $1, spacing: $0.spacing) }),
            Self.roundedShapePart(
                "buttonSpacing", N_("The space between rounded buttons in points."), \.spacing,
                { .rounded(cornerRadius: $0.cornerRadius, spacing: $1) }),
            .number(
                "cornerRadius", \Self.cornerRadius, .length, N_("The row's corner radius in points."),
                panel: (.spin(range: 0...40, step: 1, digits: 0), N_("Corner Radius"))),
            .boolean(
                "combinesAccessibilityChildren", \Self.combinesAccessibilityChildren,
                N_("The row is one element to screen readers, its actions its own.")),
            .minimumDistance(\Self.minimumDistance, inManifest: true),
            .confirmsDestructiveActions(\Self.confirmsDestructiveActions, inPanel: true),
            .confirmTimeout(\Self.confirmTimeout),
            .showsHoverButton(\Self.showsHoverButton),
            OptionDescriptor(
                "debugProgress", of: Self.self, type: .progress, summary: N_("Freezes the row part of the way open (previews)."),
                get: { .progress($0.debugProgress) },
                set: { options, value in if case let .progress(p) = value { options.debugProgress = p } }),
            OptionDescriptor(
                "debugEdge", of: Self.self, type: .choice(SwipeEdge.choices), summary: N_("The side a frozen row shows."),
                inManifest: false, inSwift: false,
                get: { .choice(($0.debugProgress?.edge ?? .trailing).rawValue) },
                set: { options, value in
                    guard let edge = value.choice.flatMap(SwipeEdge.init(rawValue:)) else { return }
                    options.debugProgress?.edge = edge
                }),
        ],
        // The drop-downs first, the shape beside the style it goes with; then the numbers.
        panelOrder: [
            "style", "buttonShape", "labelStyle", "confirmsDestructiveActions", "buttonWidth", "fullSwipeThreshold", "cornerRadius",
        ])

    /// The rounded shape the panel's Cards gives, and the GObject properties' defaults.
    static let roundedShape = SwipeButtonShape.rounded(cornerRadius: 16, spacing: 8)

    /// A GObject property for a part of the rounded shape (its value while the shape is a
    /// rectangle: the rounded shape's default).
    private static func roundedShapePart(
        _ key: String, _ summary: StaticString, _ part: KeyPath<SwipeButtonShape.Rounded, Double> & Sendable,
        _ change: @escaping @Sendable (SwipeButtonShape.Rounded, Double) -> SwipeButtonShape
    ) -> OptionDescriptor {
        OptionDescriptor(
            key, of: Self.self, type: .number(.length), summary: summary, inManifest: false, inSwift: false,
            get: { .number(($0.buttonShape.rounded ?? roundedShape.rounded!)[keyPath: part]) },
            set: { options, value in
                guard let number = value.number, let rounded = options.buttonShape.rounded else { return }
                options.buttonShape = change(rounded, number)
            })
    }
}

extension SwipeButtonShape {
    /// A rounded shape's two numbers.
    struct Rounded: Sendable {
        var cornerRadius: Double
        var spacing: Double
    }

    /// The corner radius and spacing, when rounded.
    var rounded: Rounded? {
        if case let .rounded(cornerRadius, spacing) = self { Rounded(cornerRadius: cornerRadius, spacing: spacing) } else { nil }
    }
}

extension RevealStyle {
    static let choices = ChoiceSet(Self.self, gType: "SwipeRevealStyle", words: [N_("Reveal"), N_("Drag"), N_("Expand")])
}

extension SwipeLabelStyle {
    static let choices = ChoiceSet(
        Self.self, gType: "SwipeLabelStyle", words: [N_("Title and Icon"), N_("Icon Only"), N_("Title Only")])
}

extension SwipeEdge {
    /// One edge (`SwipeEdge`), and a set of them (`SwipeEdges` in GObject).
    static let choices = ChoiceSet(Self.self, gType: "SwipeEdge", words: [N_("Leading"), N_("Trailing")])
    static let edges = ChoiceSet(Self.self, gType: "SwipeEdges", words: [N_("Leading"), N_("Trailing")])
}
