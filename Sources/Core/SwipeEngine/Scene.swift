/// A list of rows of one block: routes pointer input, keeps one row open, runs animations on a
/// clock it is given, removes and restores rows, follows its model's changes (rows inserted,
/// moved and changed: `insert(at:time:)`), and reports `SwipeEvent`s.
///
/// Only rows that move are visited per frame (an active set), so idle rows cost nothing.
/// Inputs at a time before the scene's clock count as happening at the clock.
public struct Scene: Sendable {
    /// A row's state, kept small: a long list holds thousands (its content comes from the demo
    /// data by index; the drag recognizer of the few rows under a pointer is in `recognizers`).
    struct Row: Sendable {
        var model: any SwipeRowModel
        var height: Double
        var isRemoved = false
        /// The drag began and the row accepted it.
        var ownsDrag = false
        var isActive = false
    }

    public let blockID: String
    public let configuration: BlockConfiguration
    public let demo: DemoData
    public internal(set) var width: Double
    public internal(set) var direction: LayoutDirection
    public internal(set) var reduceMotion: Bool
    /// When true (the demos), completed rows, every action-row action and destructive card
    /// actions remove their row; otherwise rows stay and come back closed.
    public var removesRows = true
    /// When true (the default), scrolling the list around the rows closes the open row
    /// (`SwipeInput.listScroll`); when false, an open row stays open while the list scrolls.
    public var closesOnScroll = true
    /// The one open row, if any.
    public var openRow: Int? { openRows.openRow }
    /// Which row is open and which to close as rows open, drag and are tapped (`SwipeGroup`'s too).
    var openRows = OpenRowPolicy<Int>()
    /// The latest time the scene has been driven to.
    public private(set) var clock: Double = 0
    /// The rows by number: a row's number is its item's for as long as the item is in the model
    /// (the initial data's index, then the next numbers for inserted items).
    var rows: [Row]
    /// The rows' numbers top to bottom, removed rows keeping their place (an undo puts them back
    /// there).
    var order: [Int]
    /// The height of an inserted row.
    let insertedRowHeight: Double
    /// The drag recognizers of rows under a pointer, by row.
    var recognizers: [Int: DragRecognizer] = [:]
    /// Whether each press under way can still be a tap, by row.
    var taps: [Int: TapRecognizer] = [:]
    /// The touchpad scroll over a row (`SwipeInput.scroll`): its row, when it began, how far it
    /// has dragged the row, when it last scrolled, and whether it swipes (`TouchpadDecision`). It
    /// ends `SwipeInput.touchpadIdleEnd` after its last scroll unless it stops first.
    var touchpad: (row: Int, start: Double, x: Double, last: Double, decision: TouchpadDecision)?
    /// How far the list has scrolled (down positive) since the open row opened.
    var listScrolledSinceOpen = 0.0
    var active: [Int] = []
    var pending: [SwipeEvent] = []
    /// The rows growing back in (`enter(row:time:)`), by row.
    var entrances: [Int: RowEntrance] = [:]
    /// The rows peeking (`peek(row:time:)`), by row.
    var peeks: [Int: RowPeek] = [:]

    /// `rowCount` rows (default: the demo's) repeat the demo data; `rowHeight` defaults to the demo's.
    public init(
        blockID: String, configuration: BlockConfiguration, demo: DemoData, rowCount: Int? = nil,
        width: Double, rowHeight: Double? = nil, direction: LayoutDirection = .leftToRight,
        reduceMotion: Bool = false
    ) {
        self.blockID = blockID
        self.configuration = configuration
        self.demo = demo
        self.width = width
        self.direction = direction
        self.reduceMotion = reduceMotion
        let count = max(rowCount ?? demo.rows.count, 0)
        let height = rowHeight ?? demo.rowHeight
        let template = Self.makeModel(configuration, reduceMotion: reduceMotion)
        rows = Array(repeating: Row(model: template, height: height), count: count)
        order = Array(0..<count)
        insertedRowHeight = height
    }

    static func makeModel(_ configuration: BlockConfiguration, reduceMotion: Bool) -> any SwipeRowModel {
        configuration.makeModel(reduceMotion: reduceMotion)
    }

    // MARK: Rows

    /// Rows in the initial data and inserted since, removed ones included.
    public var rowCount: Int { rows.count }
    /// Every row's number top to bottom, removed rows included where they were.
    public var rowsInOrder: [Int] { order }
    /// Numbers of the rows still in the list, top to bottom.
    public var visibleRows: [Int] { order.filter { !rows[$0].isRemoved } }
    /// True for a removed (or unknown) row.
    public func isRemoved(row: Int) -> Bool { rows.indices.contains(row) ? rows[row].isRemoved : true }
    /// The demo content the row shows.
    public func content(row: Int) -> DemoRow? {
        guard rows.indices.contains(row) else { return nil }
        return demo.rows.isEmpty ? DemoRow(title: "Row \(row + 1)") : demo.rows[row % demo.rows.count]
    }
    /// Action ids reachable without a pointer (keyboard, context menu, screen readers).
    public func actionIDs(row: Int) -> [String] { rows.indices.contains(row) ? rows[row].model.actionIDs : [] }

    func context(_ i: Int) -> RowContext {
        RowContext(width: width, height: rows[i].height, direction: direction, reduceMotion: reduceMotion)
    }

    /// The row's own height, before any collapse; nil for an unknown row.
    public func naturalHeight(row: Int) -> Double? { rows.indices.contains(row) ? rows[row].height : nil }

    /// The row's current height (its own height while collapsing scales toward 0).
    public func height(row: Int, at time: Double) -> Double {
        guard rows.indices.contains(row), !rows[row].isRemoved else { return 0 }
        return rows[row].height * heightFactor(row: row, at: time)
    }

    /// The fraction of its natural height `row` shows at `time` (1 at rest, less as it collapses,
    /// 0 once removed): what a toolkit multiplies the height it measured by, without telling the
    /// scene first.
    public func heightFactor(row: Int, at time: Double) -> Double {
        guard rows.indices.contains(row), !rows[row].isRemoved else { return 0 }
        return rows[row].model.heightFactor(at: time) * entranceFactor(row: row, at: time)
    }

    /// The row under `y` (window points, rows stacked from 0 at their current heights) and its top.
    public func hitTest(y: Double, at time: Double) -> (row: Int, top: Double)? {
        guard y >= 0 else { return nil }
        var top = 0.0
        for i in order where !rows[i].isRemoved {
            let h = height(row: i, at: time)
            if y < top + h { return (i, top) }
            top += h
        }
        return nil
    }

    /// Everything a renderer needs for the row at `time`; nil for a removed or unknown row.
    public func presentation(row: Int, at time: Double) -> RowPresentation? {
        guard rows.indices.contains(row), !rows[row].isRemoved else { return nil }
        var p = peekPresentation(row: row, at: time) ?? rows[row].model.presentation(context(row), at: time)
        p.row = row
        p.height *= entranceFactor(row: row, at: time)
        return p
    }

    // MARK: Clock

    /// True while some row still moves or has a step pending: keep the tick callback running.
    public var isAnimating: Bool { isAnimating(at: clock) }

    /// True while some row moves or has a step pending at `time`.
    public func isAnimating(at time: Double) -> Bool {
        touchpad != nil || active.contains { !rows[$0].isRemoved && rows[$0].model.isAnimating(at: time) }
            || anyRowEntering(at: time) || anyRowPeeking(at: time)
    }

    /// Runs every step due up to `time` and returns the events since the last call, in time order.
    public mutating func advance(to time: Double) -> [SwipeEvent] {
        if time.isFinite { process(upTo: time) }
        active.removeAll { i in
            let keep = !rows[i].isRemoved && (recognizers[i] != nil || rows[i].model.isAnimating(at: clock))
            if !keep { rows[i].isActive = false }
            return !keep
        }
        if !entrances.isEmpty { endEntrances() }
        if !peeks.isEmpty { endPeeks() }
        defer { pending.removeAll() }
        return pending
    }

    mutating func process(upTo time: Double) {
        while true {
            var next: (time: Double, row: Int)?
            for i in active where !rows[i].isRemoved {
                guard let d = rows[i].model.deadline, d <= time else { continue }
                if next == nil || d < next!.time || (d == next!.time && i < next!.row) { next = (d, i) }
            }
            // A touchpad swipe left idle ends, in time order with the rows' steps.
            if let swipe = touchpad, swipe.last + SwipeInput.touchpadIdleEnd <= time,
                next.map({ swipe.last + SwipeInput.touchpadIdleEnd < $0.time }) ?? true
            {
                let end = swipe.last + SwipeInput.touchpadIdleEnd
                clock = max(clock, end)
                endTouchpad(time: end)
                continue
            }
            guard let (t, i) = next else { break }
            clock = max(clock, t)
            let events = rows[i].model.fire(context(i), time: t)
            handle(events, row: i, time: t)
        }
        clock = max(clock, time)
    }

    /// Brings the clock to an input's time and returns the time the input counts at.
    mutating func begin(_ time: Double) -> Double {
        // A non-finite input time counts as now: the clock never jumps to infinity.
        guard time.isFinite else { return clock }
        process(upTo: time)
        return clock
    }

    mutating func activate(_ i: Int) {
        guard !rows[i].isActive else { return }
        rows[i].isActive = true
        active.append(i)
    }

    func valid(_ row: Int) -> Bool { rows.indices.contains(row) && !rows[row].isRemoved }

    // MARK: Events and the group

    mutating func emit(_ kind: SwipeEvent.Kind, row: Int, time: Double, name: String? = nil, edge: SwipeEdge? = nil) {
        pending.append(SwipeEvent(kind: kind, time: time, block: blockID, row: row, name: name, edge: edge))
    }

    mutating func handle(_ events: [RowEvent], row i: Int, time: Double) {
        activate(i)
        for event in events {
            guard !rows[i].isRemoved else { return }
            switch event {
            case .dragStarted:
                emit(.dragStarted, row: i, time: time)
                declineQuestions(except: i, time: time)
                if let j = openRows.closing(whenDragging: i, configuration.options) { closeRow(j, time: time) }
            case .feedback:
                emit(.feedback, row: i, time: time)
            case let .opened(edge):
                if let j = openRows.closing(whenOpening: i) { closeRow(j, time: time) }
                openRows.opened(i)
                listScrolledSinceOpen = 0
                emit(.opened, row: i, time: time, edge: edge)
            case .closed:
                openRows.closed(i)
                emit(.closed, row: i, time: time)
            case let .action(name):
                emit(.action, row: i, time: time, name: name)
                if removesAfter(action: name) {
                    removeRow(i, time: time)
                } else {
                    rows[i].model.actionKept(context(i), time: time)
                }
            case .completed:
                emit(.completed, row: i, time: time)
                if removesRows { removeRow(i, time: time) }
            case let .confirming(name):
                emit(.confirming, row: i, time: time, name: name)
            case let .declined(name):
                emit(.declined, row: i, time: time, name: name)
            }
        }
    }

    func removesAfter(action name: String) -> Bool {
        removesRows && configuration.options.removesRow(afterAction: name)
    }

    /// Closes row `j`; a drag in progress on it is cancelled first, so the row really closes
    /// (regression: a row closed mid-drag stayed open while the group thought it closed).
    mutating func closeRow(_ j: Int, time: Double) {
        guard valid(j) else { openRows.closed(j); return }
        if recognizers[j] != nil {
            let owned = rows[j].ownsDrag
            recognizers[j] = nil
            taps[j] = nil
            rows[j].ownsDrag = false
            if owned { handle(rows[j].model.dragCancelled(context(j), time: time), row: j, time: time) }
        }
        let events = rows[j].model.setOpen(nil, context(j), time: time)
        handle(events, row: j, time: time)
        openRows.closed(j)
    }

    // MARK: Code, keyboard and accessibility

    /// Runs an action as its button (or the completion row's `complete`) would; false for an unknown id or row.
    @discardableResult
    public mutating func perform(action id: String, row: Int, time: Double) -> Bool {
        let t = begin(time)
        guard valid(row), let events = rows[row].model.perform(action: id, context(row), time: t) else { return false }
        handle(events, row: row, time: t)
        return true
    }

    /// Opens `row` on `edge`, closing any other open row.
    public mutating func open(row: Int, edge: SwipeEdge, time: Double) {
        let t = begin(time)
        guard valid(row) else { return }
        handle(rows[row].model.setOpen(edge, context(row), time: t), row: row, time: t)
    }

    /// Closes the open row, if any.
    public mutating func close(time: Double) {
        let t = begin(time)
        if let open = openRow { closeRow(open, time: t) }
    }

    /// Whether the row took the pointer drag in progress (true), left it to the scroll view around
    /// it (false), or has not decided yet (nil) — what a toolkit needs to claim or deny the gesture.
    public func ownsDrag(row: Int) -> Bool? {
        guard valid(row), let recognizer = recognizers[row] else { return nil }
        switch recognizer.state {
        case .denied: return false
        case .dragging: return rows[row].ownsDrag
        case .idle, .pending: return nil
        }
    }

    /// True when `row` is the open row.
    public func isOpen(row: Int) -> Bool { openRow == row }
    /// True when some row is open.
    public var isAnyRowOpen: Bool { openRow != nil }

    /// Removes a row (as the demo does after it completes); its pending steps and drag are dropped.
    public mutating func remove(row: Int, time: Double) {
        // Steps due before the removal run first, so events stay in time order (they may remove it).
        removeRow(row, time: begin(time))
    }

    /// Removes a row at `time`, already on the scene's clock (from a step being handled).
    mutating func removeRow(_ row: Int, time: Double) {
        guard valid(row) else { return }
        forget(row: row)
        rows[row].isRemoved = true
        emit(.removed, row: row, time: max(time, clock))
    }

    /// Lets go of everything under way on `row` — open, drag, tap, touchpad scroll, growing in,
    /// peek — without an event: its item left, or changed.
    mutating func forget(row: Int) {
        openRows.closed(row)
        entrances[row] = nil
        peeks[row] = nil
        recognizers[row] = nil
        taps[row] = nil
        if touchpad?.row == row { touchpad = nil }
        rows[row].ownsDrag = false
    }

    /// "Start over": every removed row comes back closed, with a `restored` event each.
    public mutating func restoreAll(time: Double) {
        let t = begin(time)
        for i in rows.indices where rows[i].isRemoved {
            rows[i].model = Self.makeModel(configuration, reduceMotion: reduceMotion)
            rows[i].isRemoved = false
            emit(.restored, row: i, time: t)
        }
    }
}
