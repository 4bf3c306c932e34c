/// The completion row's rules and numbers, as pure functions.
public enum CompletionRowMath {
    /// The threshold never exceeds 140 points.
    public static let maximumThreshold = 140.0
    /// 40 % of the row's width.
    public static let thresholdFraction = 0.4
    public static let minimumDistance = 20.0
    /// The checkmark pops with this spring whenever the row crosses the threshold.
    public static let checkmarkMotion = Motion.spring(duration: 0.3, bounce: 0.6)
    /// A release short of the threshold returns with this spring.
    public static let springBackMotion = Motion.spring(duration: 0.35, bounce: 0.25)
    /// The row slides out to checked with this spring.
    public static let checkMotion = Motion.spring(duration: 0.35, bounce: 0.1)
    /// After checking, the row collapses with this curve.
    public static let collapseMotion = Motion.easeInOut(duration: 0.25).delay(0.12)

    /// min(0.4 × width, 140).
    public static func threshold(width: Double) -> Double { min(width * thresholdFraction, maximumThreshold) }

    /// A swipe completes when the row has a width, it goes mostly forward, and it covers the threshold.
    public static func shouldComplete(forward: Double, vertical: Double, width: Double) -> Bool {
        guard width > 0, forward > abs(vertical) else { return false }
        return forward >= threshold(width: width)
    }

    /// 1.15 past the threshold; 0.5 before it (1 with Reduce Motion).
    public static func checkmarkScale(isPast: Bool, reduceMotion: Bool) -> Double {
        isPast ? 1.15 : (reduceMotion ? 1 : 0.5)
    }

    /// 1 past the threshold, 0.55 before it.
    public static func checkmarkOpacity(isPast: Bool) -> Double { isPast ? 1 : 0.55 }
}

/// A row you swipe forward to complete: the checkmark pops past the threshold, the row slides
/// out, collapses, and `completed` comes exactly once.
public struct CompletionRow: SwipeRowModel {
    public enum Phase: Sendable, Hashable { case idle, checked, collapsed }

    public var configuration: CompletionRowConfiguration
    public private(set) var phase = Phase.idle
    /// True once `completed` has been reported.
    public private(set) var hasCompleted = false
    /// Layout-forward drag the row follows (0 at rest).
    public private(set) var dragForward = 0.0
    public private(set) var isPastThreshold = false
    var offset = AnimatedValue(0)
    var heightFraction = AnimatedValue(1)
    var scale: AnimatedValue
    var opacity = AnimatedValue(CompletionRowMath.checkmarkOpacity(isPast: false))
    public private(set) var deadline: Double?

    public init(configuration: CompletionRowConfiguration = CompletionRowConfiguration(), reduceMotion: Bool = false) {
        self.configuration = configuration
        scale = AnimatedValue(CompletionRowMath.checkmarkScale(isPast: false, reduceMotion: reduceMotion))
    }

    var minimumDistance: Double { configuration.minimumDistance }
    var axisRule: DragAxisRule { .free }
    public var openEdge: SwipeEdge? { nil }
    var actionIDs: [String] { [configuration.actionID] }

    /// True while a motion runs or a step is pending.
    public func isAnimating(at time: Double) -> Bool {
        deadline != nil || offset.isAnimating(at: time) || heightFraction.isAnimating(at: time)
            || scale.isAnimating(at: time) || opacity.isAnimating(at: time)
    }

    /// A change of Reduce Motion or width can move the checkmark of any row: never skipped.
    func ignoresContextChange(at time: Double) -> Bool { false }

    /// Re-evaluates "past the threshold"; animates the checkmark and reports feedback on entering it.
    private mutating func updatePast(_ c: RowContext, time: Double) -> [RowEvent] {
        let past = phase != .idle || CompletionRowMath.shouldComplete(forward: dragForward, vertical: 0, width: c.width)
        let motion = c.reduceMotion ? nil : CompletionRowMath.checkmarkMotion
        let scaleTarget = CompletionRowMath.checkmarkScale(isPast: past, reduceMotion: c.reduceMotion)
        if scale.target != scaleTarget { scale.animate(to: scaleTarget, with: motion, at: time) }
        let opacityTarget = CompletionRowMath.checkmarkOpacity(isPast: past)
        if opacity.target != opacityTarget { opacity.animate(to: opacityTarget, with: motion, at: time) }
        defer { isPastThreshold = past }
        return past && !isPastThreshold ? [.feedback] : []
    }

    mutating func dragBegan(_ c: RowContext, time: Double) -> (accepted: Bool, events: [RowEvent]) {
        (phase == .idle && !hasCompleted, [])
    }

    mutating func dragChanged(forward: Double, vertical: Double, _ c: RowContext, time: Double) -> [RowEvent] {
        guard phase == .idle, forward > abs(vertical) else { return [] }
        let started = dragForward == 0
        dragForward = forward
        offset.set(forward)
        return (started ? [.dragStarted] : []) + updatePast(c, time: time)
    }

    mutating func dragEnded(
        forward: Double, vertical: Double, predictedForward: Double, velocity: DragVelocity, _ c: RowContext, time: Double
    ) -> [RowEvent] {
        guard phase == .idle else { return [] }
        if CompletionRowMath.shouldComplete(forward: forward, vertical: vertical, width: c.width) {
            dragForward = 0
            return complete(c, time: time)
        }
        return springBack(c, time: time)
    }

    mutating func dragCancelled(_ c: RowContext, time: Double) -> [RowEvent] {
        phase == .idle ? springBack(c, time: time) : []
    }

    private mutating func springBack(_ c: RowContext, time: Double) -> [RowEvent] {
        dragForward = 0
        offset.animate(to: 0, with: c.reduceMotion ? nil : CompletionRowMath.springBackMotion, at: time)
        return updatePast(c, time: time)
    }

    /// Completes as a full swipe would: checked, collapsed, then `completed` (at once with Reduce Motion).
    public mutating func complete(_ c: RowContext, time: Double) -> [RowEvent] {
        guard phase == .idle, !hasCompleted else { return [] }
        if c.reduceMotion {
            phase = .collapsed
            offset.set(c.width)
            heightFraction.set(0)
            hasCompleted = true
            return updatePast(c, time: time) + [.completed]
        }
        phase = .checked
        offset.animate(to: c.width, with: CompletionRowMath.checkMotion, at: time)
        deadline = time + CompletionRowMath.checkMotion.logicalDuration
        return updatePast(c, time: time)
    }

    mutating func fire(_ c: RowContext, time: Double) -> [RowEvent] {
        deadline = nil
        switch phase {
        case .checked:
            phase = .collapsed
            heightFraction.animate(to: 0, with: c.reduceMotion ? nil : CompletionRowMath.collapseMotion, at: time)
            deadline = time + (c.reduceMotion ? 0 : CompletionRowMath.collapseMotion.logicalDuration)
            return []
        case .collapsed where !hasCompleted:
            hasCompleted = true
            return [.completed]
        default:
            return []
        }
    }

    mutating func setOpen(_ edge: SwipeEdge?, _ c: RowContext, time: Double) -> [RowEvent] { [] }

    mutating func perform(action id: String, _ c: RowContext, time: Double) -> [RowEvent]? {
        guard id == configuration.actionID else { return nil }
        return complete(c, time: time)
    }

    mutating func contextChanged(from old: RowContext, to new: RowContext, time: Double) -> [RowEvent] {
        if phase != .idle { offset.retarget(new.width, at: time) }
        if new.reduceMotion != old.reduceMotion {
            scale.set(scale.target)
            opacity.set(opacity.target)
            let rest = CompletionRowMath.checkmarkScale(isPast: isPastThreshold, reduceMotion: new.reduceMotion)
            scale.set(rest)
            if new.reduceMotion {
                offset.set(offset.target)
                heightFraction.set(heightFraction.target)
            }
        }
        return updatePast(new, time: time)
    }

    mutating func actionKept(_ c: RowContext, time: Double) {}

    func presentation(_ c: RowContext, at time: Double) -> RowPresentation {
        let mirrored = c.direction == .rightToLeft
        let check = CheckmarkPresentation(
            scale: scale.value(at: time), opacity: opacity.value(at: time), isPastThreshold: isPastThreshold,
            tint: configuration.tint, foreground: configuration.tint.contrastingForeground,
            leadingX: mirrored ? c.width - 24 : 24, isMirrored: mirrored)
        return RowPresentation(
            offset: offset.value(at: time) * c.direction.forward,
            height: c.height * heightFraction.value(at: time),
            cornerRadius: configuration.cornerRadius, checkmark: check)
    }

    func heightFactor(at time: Double) -> Double { heightFraction.value(at: time) }
}
