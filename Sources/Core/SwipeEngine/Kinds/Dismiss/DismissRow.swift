/// Swipe-to-dismiss's rules and numbers as AndroidX's `ItemTouchHelper` has them, as pure functions.
public enum DismissRowMath {
    /// The row follows the finger one to one, held back only from the directions it may not go.
    public static func offset(forward: Double, directions: Set<DismissDirection>) -> Double {
        var offset = forward
        if !directions.contains(.start) { offset = max(0, offset) }
        if !directions.contains(.end) { offset = min(0, offset) }
        return offset
    }

    /// A release velocity's axis held within ±`cap` (Android's VelocityTracker caps each axis).
    public static func capped(_ speed: Double, at cap: Double) -> Double { min(max(speed, -cap), cap) }

    /// The way a release dismisses the row, if it does (`checkHorizontalSwipe`): a fling the way
    /// of the drag, at the escape velocity or faster and faster across than down; otherwise a
    /// drag past the threshold (more than half the width). A cancelled drag has no velocity and
    /// can only be dismissed by distance.
    public static func dismissal(
        forward: Double, velocity: DragVelocity?, width: Double,
        configuration c: DismissRowConfiguration, direction: LayoutDirection
    ) -> DismissDirection? {
        // Which way the drag went; a drag that went nowhere counts as toward the screen's left.
        let dragged: DismissDirection = forward > 0 ? .end : forward < 0 ? .start : (direction == .leftToRight ? .start : .end)
        if let velocity {
            let across = capped(velocity.forward, at: c.swipeVelocityThreshold)
            let down = capped(velocity.vertical, at: c.swipeVelocityThreshold)
            let flung: DismissDirection = across > 0 ? .end : .start
            if c.swipeDirections.contains(flung), flung == dragged, abs(across) >= c.swipeEscapeVelocity, abs(across) > abs(down) {
                return flung
            }
        }
        if c.swipeDirections.contains(dragged), abs(forward) > width * c.swipeThreshold { return dragged }
        return nil
    }

    /// The ease of every motion: Android's default accelerate-decelerate interpolator.
    public static func motion(duration: Double) -> Motion { .accelerateDecelerate(duration: duration) }
}

/// A row that follows the finger and, released past half the width or flung fast enough, flies
/// out, lets the space close and reports its action (Android's swipe-to-dismiss); otherwise it
/// settles back.
public struct DismissRow: SwipeRowModel {
    /// Where the row is in a dismissal: at rest or following a drag, flying out, its space
    /// closing, gone (its action reported).
    public enum Phase: Sendable, Hashable { case idle, flyingOut, collapsing, dismissed }

    public var configuration: DismissRowConfiguration
    public private(set) var phase = Phase.idle
    /// The way the row is being dismissed, once it is.
    public private(set) var leaving: DismissDirection?
    /// Layout-forward offset the row follows during a drag (0 at rest).
    public private(set) var dragForward = 0.0
    /// Where the row was when the drag under way caught it.
    var dragBase = 0.0
    var offset = AnimatedValue(0)
    var heightFraction = AnimatedValue(1)
    public private(set) var deadline: Double?

    public init(configuration: DismissRowConfiguration = DismissRowConfiguration()) {
        self.configuration = configuration
    }

    var minimumDistance: Double { configuration.minimumDistance }
    var axisRule: DragAxisRule { .horizontalOncePerAxis }
    public var openEdge: SwipeEdge? { nil }
    var actionIDs: [String] { configuration.swipeDirections.isEmpty ? [] : [configuration.actionID] }

    public func isAnimating(at time: Double) -> Bool {
        deadline != nil || offset.isAnimating(at: time) || heightFraction.isAnimating(at: time)
    }

    func ignoresContextChange(at time: Double) -> Bool { phase == .idle && dragForward == 0 && !isAnimating(at: time) }

    private func motion(_ duration: Double, _ c: RowContext) -> Motion? {
        c.reduceMotion ? nil : DismissRowMath.motion(duration: duration)
    }

    mutating func dragBegan(_ c: RowContext, time: Double) -> (accepted: Bool, events: [RowEvent]) {
        let accepted = phase == .idle && !configuration.swipeDirections.isEmpty
        // A row still settling is caught where it is, as Android takes over a recovering item.
        if accepted { dragBase = offset.value(at: time) }
        return (accepted, accepted ? [.dragStarted] : [])
    }

    mutating func dragChanged(forward: Double, vertical: Double, _ c: RowContext, time: Double) -> [RowEvent] {
        guard phase == .idle else { return [] }
        dragForward = DismissRowMath.offset(forward: dragBase + forward, directions: configuration.swipeDirections)
        offset.set(dragForward)
        return []
    }

    mutating func dragEnded(
        forward: Double, vertical: Double, predictedForward: Double, velocity: DragVelocity,
        _ c: RowContext, time: Double
    ) -> [RowEvent] {
        release(velocity: velocity, c, time: time)
    }

    mutating func dragCancelled(_ c: RowContext, time: Double) -> [RowEvent] {
        release(velocity: nil, c, time: time)
    }

    private mutating func release(velocity: DragVelocity?, _ c: RowContext, time: Double) -> [RowEvent] {
        guard phase == .idle else { return [] }
        let forward = dragForward
        dragForward = 0
        dragBase = 0
        guard
            let way = DismissRowMath.dismissal(
                forward: forward, velocity: velocity, width: c.width,
                configuration: configuration, direction: c.direction)
        else {
            offset.animate(to: 0, with: motion(configuration.animationDuration, c), at: time)
            return []
        }
        return dismiss(toward: way, c, time: time)
    }

    /// Flies out `way` (the target is a whole width off), then closes the space, then reports the
    /// action; with Reduce Motion all at once.
    public mutating func dismiss(toward way: DismissDirection, _ c: RowContext, time: Double) -> [RowEvent] {
        guard phase == .idle else { return [] }
        leaving = way
        dragForward = 0
        offset.animate(to: way.forward * c.width, with: motion(configuration.animationDuration, c), at: time)
        if c.reduceMotion {
            heightFraction.set(0)
            phase = .dismissed
            return [.action(configuration.actionID)]
        }
        phase = .flyingOut
        deadline = time + configuration.animationDuration
        return []
    }

    mutating func fire(_ c: RowContext, time: Double) -> [RowEvent] {
        deadline = nil
        switch phase {
        case .flyingOut:
            // Android's item animator moves the rows below after waiting the remove duration.
            phase = .collapsing
            let collapse = motion(configuration.collapseDuration, c)?.delay(configuration.animationDuration)
            heightFraction.animate(to: 0, with: collapse, at: time)
            deadline = time + (collapse?.logicalDuration ?? 0)
            return []
        case .collapsing:
            phase = .dismissed
            return [.action(configuration.actionID)]
        case .idle, .dismissed:
            return []
        }
    }

    mutating func setOpen(_ edge: SwipeEdge?, _ c: RowContext, time: Double) -> [RowEvent] { [] }

    /// The keyboard's and screen readers' dismiss: toward the end edge, or the start if only it is allowed.
    mutating func perform(action id: String, _ c: RowContext, time: Double) -> [RowEvent]? {
        guard id == configuration.actionID, let way = [DismissDirection.end, .start].first(where: configuration.swipeDirections.contains)
        else { return nil }
        return dismiss(toward: way, c, time: time)
    }

    /// A keyboard slide dismisses the way the content slides (uncovering the leading side: toward the end).
    mutating func slide(uncovering edge: SwipeEdge, _ c: RowContext, time: Double) -> [RowEvent]? {
        let way: DismissDirection = edge == .leading ? .end : .start
        guard phase == .idle, configuration.swipeDirections.contains(way) else { return nil }
        return dismiss(toward: way, c, time: time)
    }

    mutating func contextChanged(from old: RowContext, to new: RowContext, time: Double) -> [RowEvent] {
        if let leaving, phase != .idle { offset.retarget(leaving.forward * new.width, at: time) }
        if new.reduceMotion && !old.reduceMotion {
            offset.set(offset.target)
            heightFraction.set(heightFraction.target)
        }
        return []
    }

    /// The item stayed (the app kept it): the row comes back in, and its space opens again.
    mutating func actionKept(_ c: RowContext, time: Double) {
        phase = .idle
        leaving = nil
        deadline = nil
        offset.animate(to: 0, with: motion(configuration.animationDuration, c), at: time)
        heightFraction.animate(to: 1, with: motion(configuration.collapseDuration, c), at: time)
    }

    func presentation(_ c: RowContext, at time: Double) -> RowPresentation {
        RowPresentation(offset: offset.value(at: time) * c.direction.forward, height: c.height * heightFraction.value(at: time))
    }

    func heightFactor(at time: Double) -> Double { heightFraction.value(at: time) }
}
