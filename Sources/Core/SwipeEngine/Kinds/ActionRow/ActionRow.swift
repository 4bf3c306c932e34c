/// The action row's rules and numbers, as pure functions (offsets in layout terms, negative toward the buttons).
public enum ActionRowPhysics {
    public static let minimumDistance = 14.0
    /// Past fully open the row moves a quarter of the finger's travel.
    public static let rubberBandFactor = 0.25
    /// Opening and closing use snappy(0.3); Reduce Motion moves at once.
    public static let motion = Motion.snappy(duration: 0.3)

    /// count × max(buttonWidth, 0).
    public static func revealWidth(count: Int, buttonWidth: Double) -> Double {
        Double(count) * max(buttonWidth, 0)
    }

    /// Where the row sits for a drag: never past closed, and resisting ×0.25 past fully open.
    public static func offset(resting: Double, translation: Double, revealWidth: Double) -> Double {
        let raw = resting + translation
        if raw > 0 { return 0 }
        if raw < -revealWidth { return -revealWidth + (raw + revealWidth) * rubberBandFactor }
        return raw
    }

    /// The row settles open when the predicted end passes half the reveal width.
    public static func settlesOpen(resting: Double, predictedTranslation: Double, revealWidth: Double) -> Bool {
        revealWidth > 0 && resting + predictedTranslation < -revealWidth / 2
    }
}

/// A row that uncovers its trailing buttons under a horizontal swipe and snaps open or closed.
public struct ActionRow: SwipeRowModel {
    public var configuration: ActionRowConfiguration
    public private(set) var isOpen = false
    /// Layout offset, negative toward the trailing buttons.
    var offset = AnimatedValue(0)
    public private(set) var isDragging = false
    /// The destructive action whose button asks to be confirmed, and whether the row opened to ask.
    var asking: (spec: SwipeActionSpec, openedToAsk: Bool)?
    /// When the question gives up (`confirmTimeout` after it was asked).
    public internal(set) var deadline: Double?

    public init(configuration: ActionRowConfiguration) {
        self.configuration = configuration
    }

    /// count × max(buttonWidth, 0).
    public var revealWidth: Double {
        ActionRowPhysics.revealWidth(count: configuration.actions.count, buttonWidth: configuration.buttonWidth)
    }
    var resting: Double { isOpen ? -revealWidth : 0 }
    var minimumDistance: Double { configuration.minimumDistance }
    var axisRule: DragAxisRule { .horizontalOnce }
    public var openEdge: SwipeEdge? { isOpen ? .trailing : nil }
    var actionIDs: [String] { configuration.actions.map(\.id) }

    /// True while the row settles, or asks (its question has a timeout pending).
    public func isAnimating(at time: Double) -> Bool { offset.isAnimating(at: time) || deadline != nil }

    /// `contextChanged` only acts on a settling row.
    func ignoresContextChange(at time: Double) -> Bool { !isAnimating(at: time) }

    private func motion(_ c: RowContext) -> Motion? { c.reduceMotion ? nil : ActionRowPhysics.motion }

    mutating func dragBegan(_ c: RowContext, time: Double) -> (accepted: Bool, events: [RowEvent]) {
        let declined = stopAsking()
        isDragging = true
        return (true, declined + [.dragStarted])
    }

    mutating func dragChanged(forward: Double, vertical: Double, _ c: RowContext, time: Double) -> [RowEvent] {
        offset.set(ActionRowPhysics.offset(resting: resting, translation: forward, revealWidth: revealWidth))
        return []
    }

    mutating func dragEnded(
        forward: Double, vertical: Double, predictedForward: Double, velocity: DragVelocity, _ c: RowContext, time: Double
    ) -> [RowEvent] {
        isDragging = false
        let opens = ActionRowPhysics.settlesOpen(resting: resting, predictedTranslation: predictedForward, revealWidth: revealWidth)
        return settle(open: opens, c, time: time)
    }

    mutating func dragCancelled(_ c: RowContext, time: Double) -> [RowEvent] {
        isDragging = false
        return settle(open: isOpen, c, time: time)
    }

    mutating func settle(open: Bool, _ c: RowContext, time: Double) -> [RowEvent] {
        let changed = open != isOpen
        isOpen = open
        offset.animate(to: resting, with: motion(c), at: time)
        guard changed else { return [] }
        return [open ? .opened(.trailing) : .closed]
    }

    mutating func fire(_ c: RowContext, time: Double) -> [RowEvent] { answer(accept: false, c, time: time) ?? [] }

    mutating func setOpen(_ edge: SwipeEdge?, _ c: RowContext, time: Double) -> [RowEvent] {
        let open = edge == .trailing && revealWidth > 0
        if isDragging && !open { return [] }
        return (open ? [] : stopAsking()) + settle(open: open, c, time: time)
    }

    /// A button closes the row, then its action runs; a destructive one that asks first asks.
    mutating func perform(action id: String, _ c: RowContext, time: Double) -> [RowEvent]? {
        guard let spec = configuration.actions.first(where: { $0.id == id }) else { return nil }
        if let asking { return asking.spec.id == id ? answer(accept: true, c, time: time) : [] }
        if asksFirst(spec) { return ask(spec, c, time: time) }
        return settle(open: false, c, time: time) + [.action(id)]
    }

    mutating func contextChanged(from old: RowContext, to new: RowContext, time: Double) -> [RowEvent] {
        if new.reduceMotion && offset.isAnimating(at: time) { offset.set(offset.target) }
        return []
    }

    mutating func actionKept(_ c: RowContext, time: Double) {}

    func presentation(_ c: RowContext, at time: Double) -> RowPresentation {
        let layoutOffset = offset.value(at: time)
        var buttons: [ButtonPresentation] = []
        if layoutOffset < 0 {
            let w = max(configuration.buttonWidth, 0)
            let n = configuration.actions.count
            // Dragged past fully open (rubber band), the edge button takes the extra width, so the
            // buttons always fill what the content uncovers: no bare gap (as iOS Mail does).
            let extra = max(-layoutOffset - Double(n) * w, 0)
            if let held = asking?.spec {
                // The asking button fills what the content uncovers.
                var button = ButtonPresentation(
                    held, edge: .trailing, x: c.screenX(fromEdge: .trailing, distance: 0, boxWidth: -layoutOffset),
                    width: -layoutOffset, isExpanded: true)
                button.asksConfirmation = true
                buttons.append(button)
            }
            for (i, spec) in configuration.actions.enumerated() where asking == nil {
                let isEdge = i == n - 1
                let width = isEdge ? w + extra : w
                let distance = isEdge ? 0 : Double(n - 1 - i) * w + extra
                buttons.append(
                    ButtonPresentation(
                        spec, edge: .trailing,
                        x: c.screenX(fromEdge: .trailing, distance: distance, boxWidth: width), width: width))
            }
        }
        return RowPresentation(
            offset: layoutOffset * c.direction.forward, height: c.height,
            buttons: buttons, openEdge: openEdge)
    }

    func heightFactor(at time: Double) -> Double { 1 }
}
