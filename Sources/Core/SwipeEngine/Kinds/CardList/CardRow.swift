/// A card with leading and trailing actions: opens on either edge, runs the edge action on a full
/// swipe, and slides out and collapses before a destructive action runs.
///
/// Motions: open / close / come back with spring(0.35, bounce 0.1), slide-out spring(0.3, bounce 0),
/// collapse easeInOut(0.25); with Reduce Motion each is easeOut(0.2). A full swipe is judged on the
/// row's unbanded position (resting + the drag's translation), so a closed row arms it exactly at
/// `fullSwipeThreshold(...)` of translation.
public struct CardRow: SwipeRowModel {
    public enum Phase: Sendable, Hashable { case idle, confirming, slidingOut, collapsing, awaitingRemoval }

    public var configuration: CardListConfiguration
    public internal(set) var phase = Phase.idle
    public internal(set) var openEdge: SwipeEdge?
    public private(set) var isDragging = false
    /// True while the drag has passed the full-swipe threshold.
    public private(set) var isFullSwipeArmed = false
    var offset = AnimatedValue(0)
    var heightFraction = AnimatedValue(1)
    /// The action filling the row while it asks to be confirmed or slides out.
    var expanded: (edge: SwipeEdge, spec: SwipeActionSpec)?
    public internal(set) var deadline: Double?

    public init(configuration: CardListConfiguration) {
        self.configuration = configuration
    }

    var minimumDistance: Double { configuration.minimumDistance }
    var axisRule: DragAxisRule { .horizontalOnce }
    var actionIDs: [String] { (configuration.leading + configuration.trailing).map(\.id) }

    /// The edge's actions, first nearest the edge.
    public func actions(_ edge: SwipeEdge) -> [SwipeActionSpec] {
        edge == .leading ? configuration.leading : configuration.trailing
    }

    /// How far the row rests open on `edge`.
    public func openWidth(_ edge: SwipeEdge) -> Double {
        CardRowMath.openWidth(count: actions(edge).count, buttonWidth: configuration.buttonWidth, shape: configuration.buttonShape)
    }

    /// The edge as the drag math sees it.
    public func geometry(_ edge: SwipeEdge) -> CardRowMath.EdgeGeometry {
        let hasActions = !actions(edge).isEmpty
        return CardRowMath.EdgeGeometry(
            openWidth: openWidth(edge), hasActions: hasActions,
            allowsFullSwipe: hasActions && configuration.fullSwipeEdges.contains(edge))
    }

    /// Where a full swipe arms on `edge` for a row `width` wide.
    public func fullSwipeThreshold(width: Double, edge: SwipeEdge) -> Double {
        CardRowMath.fullSwipeThreshold(
            width: width, openWidth: openWidth(edge),
            buttonWidth: configuration.buttonWidth, fraction: configuration.fullSwipeThreshold)
    }

    func sign(_ edge: SwipeEdge) -> Double { edge == .leading ? 1 : -1 }

    private func restingOffset(_ edge: SwipeEdge?) -> Double {
        guard let edge else { return 0 }
        return sign(edge) * openWidth(edge)
    }

    /// The edge whose full swipe a position arms, if any.
    private func armedEdge(position: Double, width: Double) -> SwipeEdge? {
        let edge: SwipeEdge = position >= 0 ? .leading : .trailing
        guard position != 0, geometry(edge).allowsFullSwipe,
            abs(position) >= fullSwipeThreshold(width: width, edge: edge)
        else { return nil }
        return edge
    }

    private func motion(_ base: Motion, _ c: RowContext) -> Motion { c.reduceMotion ? CardRowMath.reducedMotion : base }

    /// True while a motion runs or a step is pending.
    public func isAnimating(at time: Double) -> Bool {
        deadline != nil || offset.isAnimating(at: time) || heightFraction.isAnimating(at: time)
    }

    /// `contextChanged` only acts on a row past idle or with a motion running.
    func ignoresContextChange(at time: Double) -> Bool { phase == .idle && !isAnimating(at: time) }

    mutating func dragBegan(_ c: RowContext, time: Double) -> (accepted: Bool, events: [RowEvent]) {
        guard configuration.debugProgress == nil, phase == .idle else { return (false, []) }
        isDragging = true
        isFullSwipeArmed = false
        return (true, [.dragStarted])
    }

    mutating func dragChanged(forward: Double, vertical: Double, _ c: RowContext, time: Double) -> [RowEvent] {
        guard isDragging else { return [] }
        let resting = restingOffset(openEdge)
        offset.set(
            CardRowMath.offset(
                resting: resting, translation: forward, width: c.width,
                leading: geometry(.leading), trailing: geometry(.trailing),
                rubberBanding: configuration.rubberBanding))
        let armed = armedEdge(position: resting + forward, width: c.width) != nil
        defer { isFullSwipeArmed = armed }
        return armed != isFullSwipeArmed && configuration.hapticsEnabled ? [.feedback] : []
    }

    mutating func dragEnded(
        forward: Double, vertical: Double, predictedForward: Double, velocity: DragVelocity, _ c: RowContext, time: Double
    ) -> [RowEvent] {
        guard isDragging else { return [] }
        isDragging = false
        isFullSwipeArmed = false
        let resting = restingOffset(openEdge)
        if let edge = armedEdge(position: resting + forward, width: c.width), let spec = actions(edge).first {
            return asksFirst(spec) ? ask(spec, edge: edge, c, time: time) : run(spec, edge: edge, c, time: time)
        }
        let edge = CardRowMath.settleEdge(
            resting: resting, predictedTranslation: predictedForward,
            leading: geometry(.leading), trailing: geometry(.trailing))
        return settle(edge, c, time: time)
    }

    mutating func dragCancelled(_ c: RowContext, time: Double) -> [RowEvent] {
        guard isDragging else { return [] }
        isDragging = false
        isFullSwipeArmed = false
        return settle(openEdge, c, time: time)
    }

    private mutating func settle(_ edge: SwipeEdge?, _ c: RowContext, time: Double) -> [RowEvent] {
        let old = openEdge
        openEdge = edge
        offset.animate(to: restingOffset(edge), with: motion(CardRowMath.settleMotion, c), at: time)
        guard old != edge else { return [] }
        var events: [RowEvent] = []
        if old != nil { events.append(.closed) }
        if let edge { events.append(.opened(edge)) }
        return events
    }

    /// Destructive: slide out, collapse, then the action. Otherwise: the action, then close.
    mutating func run(_ spec: SwipeActionSpec, edge: SwipeEdge, _ c: RowContext, time: Double) -> [RowEvent] {
        guard spec.role == .destructive else { return [.action(spec.id)] + settle(nil, c, time: time) }
        let wasOpen = openEdge != nil
        openEdge = nil
        phase = .slidingOut
        expanded = (edge, spec)
        let slide = motion(CardRowMath.slideOutMotion, c)
        offset.animate(to: sign(edge) * c.width, with: slide, at: time)
        deadline = time + slide.logicalDuration
        return wasOpen ? [.closed] : []
    }

    mutating func fire(_ c: RowContext, time: Double) -> [RowEvent] {
        deadline = nil
        switch phase {
        case .slidingOut:
            phase = .collapsing
            let collapse = motion(CardRowMath.collapseMotion, c)
            heightFraction.animate(to: 0, with: collapse, at: time)
            deadline = time + collapse.logicalDuration
            return []
        case .collapsing:
            phase = .awaitingRemoval
            return expanded.map { [.action($0.spec.id)] } ?? []
        case .confirming:
            return answer(accept: false, c, time: time) ?? []
        default:
            return []
        }
    }

    mutating func setOpen(_ edge: SwipeEdge?, _ c: RowContext, time: Double) -> [RowEvent] {
        if phase == .confirming, edge == nil { return answer(accept: false, c, time: time) ?? [] }
        guard phase == .idle, configuration.debugProgress == nil else { return [] }
        if isDragging && edge == nil { return [] }
        isDragging = false
        let target = edge.flatMap { actions($0).isEmpty ? nil : $0 }
        return settle(target, c, time: time)
    }

    mutating func perform(action id: String, _ c: RowContext, time: Double) -> [RowEvent]? {
        for edge in SwipeEdge.allCases {
            if let spec = actions(edge).first(where: { $0.id == id }) {
                if phase == .confirming { return expanded?.spec.id == id ? answer(accept: true, c, time: time) : [] }
                guard phase == .idle else { return [] }
                isDragging = false
                return asksFirst(spec) ? ask(spec, edge: edge, c, time: time) : run(spec, edge: edge, c, time: time)
            }
        }
        return nil
    }

    mutating func contextChanged(from old: RowContext, to new: RowContext, time: Double) -> [RowEvent] {
        if phase != .idle, let expanded { offset.retarget(sign(expanded.edge) * heldDistance(expanded.edge, width: new.width), at: time) }
        if new.reduceMotion {
            if offset.isAnimating(at: time) { offset.set(offset.target) }
            if heightFraction.isAnimating(at: time) { heightFraction.set(heightFraction.target) }
        }
        return []
    }

    /// The destructive action kept its item: the row comes back closed.
    mutating func actionKept(_ c: RowContext, time: Double) {
        guard phase == .awaitingRemoval else { return }
        phase = .idle
        expanded = nil
        offset.animate(to: 0, with: motion(CardRowMath.settleMotion, c), at: time)
        heightFraction.animate(to: 1, with: motion(CardRowMath.collapseMotion, c), at: time)
    }

    func presentation(_ c: RowContext, at time: Double) -> RowPresentation {
        var layoutOffset = offset.value(at: time)
        var expandedEdge: SwipeEdge? = nil
        if let debug = configuration.debugProgress {
            layoutOffset = sign(debug.edge) * min(max(debug.progress, 0), 1) * c.width
            expandedEdge = actions(debug.edge).isEmpty ? nil : debug.edge
        } else if let expanded {
            expandedEdge = expanded.edge
        } else if isDragging && isFullSwipeArmed {
            expandedEdge = layoutOffset >= 0 ? .leading : .trailing
        }
        var buttons: [ButtonPresentation] = []
        if layoutOffset != 0 {
            let edge: SwipeEdge = layoutOffset > 0 ? .leading : .trailing
            let specs = actions(edge)
            let isExpanded = expandedEdge == edge
            let spacing = CardRowMath.spacing(configuration.buttonShape)
            let radius = CardRowMath.buttonCornerRadius(configuration.buttonShape)
            let layout = CardRowMath.buttonLayout(
                style: configuration.style, count: specs.count,
                buttonWidth: configuration.buttonWidth, spacing: spacing,
                uncovered: abs(layoutOffset), expanded: isExpanded)
            let shown = isExpanded ? [expanded?.spec ?? specs[0]] : specs
            for (spec, box) in zip(shown, layout) {
                var button = ButtonPresentation(
                    spec, edge: edge,
                    x: c.screenX(fromEdge: edge, distance: box.distance, boxWidth: box.width),
                    width: box.width, isExpanded: isExpanded, cornerRadius: radius)
                button.asksConfirmation = phase == .confirming && isExpanded
                buttons.append(button)
            }
        }
        return RowPresentation(
            offset: layoutOffset * c.direction.forward,
            height: c.height * heightFraction.value(at: time),
            cornerRadius: configuration.cornerRadius, buttons: buttons,
            labelStyle: configuration.labelStyle, openEdge: openEdge,
            isFullSwipe: expandedEdge != nil)
    }

    func heightFactor(at time: Double) -> Double { heightFraction.value(at: time) }
}
