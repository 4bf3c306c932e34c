import SwipeEngine

/// The card list's live parameters — reveal style, button shape, label style, button width,
/// full-swipe threshold, corner radius — and the swipe group's controls.
extension CardListConfiguration: DemoKind {
    static var showsGroupControls: Bool { true }

    var liveParameters: [LiveParameter] {
        let styles = RevealStyle.allCases, labels = SwipeLabelStyle.allCases
        let isRounded = if case .rounded = buttonShape { true } else { false }
        return [
            Self.choice("style", styles.map(\.rawValue), selected: styles.firstIndex(of: style) ?? 0) { $0.style = styles[$1] },
            Self.choice("buttonShape", ["rectangle", "cards"], selected: isRounded ? 1 : 0) { options, index in
                options.buttonShape = index == 1 ? .rounded(cornerRadius: 16, spacing: 8) : .rectangle
                options.cornerRadius = index == 1 ? max(options.cornerRadius, 16) : options.cornerRadius
            },
            Self.choice("labelStyle", labels.map(\.rawValue), selected: labels.firstIndex(of: labelStyle) ?? 0) {
                $0.labelStyle = labels[$1]
            },
            Self.number("buttonWidth", buttonWidth, range: 40...160, step: 4) { $0.buttonWidth = $1 },
            Self.number("fullSwipeThreshold", fullSwipeThreshold, range: 0.3...1, step: 0.05, digits: 2) { $0.fullSwipeThreshold = $1 },
            Self.number("cornerRadius", cornerRadius, range: 0...40, step: 1) { $0.cornerRadius = $1 },
        ]
    }
}
