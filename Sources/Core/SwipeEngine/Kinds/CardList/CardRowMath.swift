/// The card list's geometry and rules, as pure functions. Offsets are in layout terms:
/// positive uncovers the leading actions, negative the trailing ones.
public enum CardRowMath {
    /// Opening, closing and coming back closed: spring(0.35, bounce 0.1).
    public static let settleMotion = Motion.spring(duration: 0.35, bounce: 0.1)
    /// A destructive action slides the row out with spring(0.3, bounce 0).
    public static let slideOutMotion = Motion.spring(duration: 0.3, bounce: 0)
    /// Then the row collapses with easeInOut(0.25).
    public static let collapseMotion = Motion.easeInOut(duration: 0.25)
    /// Reduce Motion replaces every card motion with easeOut(0.2).
    public static let reducedMotion = Motion.easeOut(duration: 0.2)
    /// Rubber band stiffness: b(x) = (1 − 1 / (x × 0.55 / w + 1)) × w.
    public static let rubberBandCoefficient = 0.55

    /// Gap after each button: the rounded shape's spacing, 0 for rectangles.
    public static func spacing(_ shape: SwipeButtonShape) -> Double {
        if case let .rounded(_, spacing) = shape { return max(spacing, 0) }
        return 0
    }

    /// Corner radius of each button: the rounded shape's radius, 0 for rectangles.
    public static func buttonCornerRadius(_ shape: SwipeButtonShape) -> Double {
        if case let .rounded(radius, _) = shape { return max(radius, 0) }
        return 0
    }

    /// How far the row opens on an edge: count × (buttonWidth + spacing).
    public static func openWidth(count: Int, buttonWidth: Double, shape: SwipeButtonShape) -> Double {
        Double(count) * (max(buttonWidth, 0) + spacing(shape))
    }

    /// max(fraction × width, openWidth + buttonWidth / 2): where a full swipe arms.
    public static func fullSwipeThreshold(width: Double, openWidth: Double, buttonWidth: Double, fraction: Double) -> Double {
        max(fraction * width, openWidth + max(buttonWidth, 0) / 2)
    }

    /// (1 − 1 / (x × 0.55 / w + 1)) × w: grows ever slower and never reaches w.
    public static func rubberBand(_ x: Double, width: Double) -> Double {
        guard width > 0, x > 0 else { return 0 }
        return (1 - 1 / (x * rubberBandCoefficient / width + 1)) * width
    }

    /// One edge as the drag sees it.
    public struct EdgeGeometry: Sendable, Hashable {
        public var openWidth: Double
        public var hasActions: Bool
        public var allowsFullSwipe: Bool

        public init(openWidth: Double, hasActions: Bool, allowsFullSwipe: Bool) {
            self.openWidth = openWidth
            self.hasActions = hasActions
            self.allowsFullSwipe = allowsFullSwipe
        }
    }

    /// Where the content sits for a drag. Toward an edge without actions it rubber-bands from 0
    /// (or stays put); past that edge's own open width it follows the finger when a full swipe is
    /// allowed there (up to the row width), and otherwise rubber-bands (or clamps at that width).
    public static func offset(
        resting: Double, translation: Double, width: Double,
        leading: EdgeGeometry, trailing: EdgeGeometry, rubberBanding: Bool
    ) -> Double {
        let raw = resting + translation
        let sign: Double = raw >= 0 ? 1 : -1
        let edge = raw >= 0 ? leading : trailing
        let x = abs(raw)
        guard edge.hasActions else { return rubberBanding ? sign * rubberBand(x, width: width) : 0 }
        if x <= edge.openWidth { return raw }
        if edge.allowsFullSwipe { return sign * min(x, max(width, edge.openWidth)) }
        let past = rubberBanding ? rubberBand(x - edge.openWidth, width: width) : 0
        return sign * (edge.openWidth + past)
    }

    /// The edge a release settles open on: the predicted position past half that edge's open width.
    public static func settleEdge(
        resting: Double, predictedTranslation: Double,
        leading: EdgeGeometry, trailing: EdgeGeometry
    ) -> SwipeEdge? {
        let p = resting + predictedTranslation
        if leading.hasActions, leading.openWidth > 0, p > leading.openWidth / 2 { return .leading }
        if trailing.hasActions, trailing.openWidth > 0, p < -trailing.openWidth / 2 { return .trailing }
        return nil
    }

    /// Each button's distance in from its edge and width, first action nearest the edge.
    ///
    /// `.reveal` keeps buttons fixed under the content; `.drag` attaches the stack to the content's
    /// edge; `.expand` shares the uncovered width. A spacing gap follows every button. When
    /// `expanded`, only the first (edge) action shows, filling the uncovered width.
    public static func buttonLayout(
        style: RevealStyle, count: Int, buttonWidth: Double, spacing: Double,
        uncovered: Double, expanded: Bool
    ) -> [(distance: Double, width: Double)] {
        guard count > 0, uncovered > 0 else { return [] }
        if expanded { return [(0, max(uncovered - spacing, 0))] }
        let w = max(buttonWidth, 0)
        let slot = w + spacing
        let open = Double(count) * slot
        return (0..<count).map { i in
            switch style {
            case .reveal: (Double(i) * slot, w)
            case .drag: (uncovered - open + Double(i) * slot, w)
            case .expand: (Double(i) * uncovered / Double(count), max(uncovered / Double(count) - spacing, 0))
            }
        }
    }
}
