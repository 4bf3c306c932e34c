import Localization
import SwipeEngine

/// The card list's live parameters — reveal style, button shape, label style, button width,
/// full-swipe threshold, corner radius — and the swipe group's controls.
extension CardListConfiguration: DemoKind {
    static var showsGroupControls: Bool { true }

    var liveParameters: [LiveParameter] {
        let styles = RevealStyle.allCases, labels = SwipeLabelStyle.allCases
        let isRounded = if case .rounded = buttonShape { true } else { false }
        return [
            Self.choice("style", tr("Style"), styles.map(Self.words), selected: styles.firstIndex(of: style) ?? 0) {
                $0.style = styles[$1]
            },
            Self.choice(
                "buttonShape", tr("Button Shape"), [.init("rectangle", tr("Rectangle")), .init("cards", tr("Cards"))],
                selected: isRounded ? 1 : 0
            ) { options, index in
                options.buttonShape = index == 1 ? .rounded(cornerRadius: 16, spacing: 8) : .rectangle
                options.cornerRadius = index == 1 ? max(options.cornerRadius, 16) : options.cornerRadius
            },
            Self.choice("labelStyle", tr("Label Style"), labels.map(Self.words), selected: labels.firstIndex(of: labelStyle) ?? 0) {
                $0.labelStyle = labels[$1]
            },
            Self.number("buttonWidth", tr("Button Width"), buttonWidth, range: 40...160, step: 4) { $0.buttonWidth = $1 },
            Self.number("fullSwipeThreshold", tr("Full Swipe Threshold"), fullSwipeThreshold, range: 0.3...1, step: 0.05, digits: 2) {
                $0.fullSwipeThreshold = $1
            },
            Self.number("cornerRadius", tr("Corner Radius"), cornerRadius, range: 0...40, step: 1) { $0.cornerRadius = $1 },
        ]
    }
}

extension CardListConfiguration {
    fileprivate static func words(_ style: RevealStyle) -> LiveParameter.Choice {
        switch style {
        case .reveal: .init(style.rawValue, tr("Reveal"))
        case .drag: .init(style.rawValue, tr("Drag"))
        case .expand: .init(style.rawValue, tr("Expand"))
        }
    }

    fileprivate static func words(_ style: SwipeLabelStyle) -> LiveParameter.Choice {
        switch style {
        case .titleAndIcon: .init(style.rawValue, tr("Title and Icon"))
        case .iconOnly: .init(style.rawValue, tr("Icon Only"))
        case .titleOnly: .init(style.rawValue, tr("Title Only"))
        }
    }
}
