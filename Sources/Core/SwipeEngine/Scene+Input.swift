extension Scene {
    /// Applies one input to `row`, as the window and `simulate` both do: pointer and touch,
    /// touchpad scrolls, keys and actions. Returns true when the input was a tap on the row
    /// (a release that `TapRecognizer` takes for one), which the scene has handled as `tap(row:time:)`
    /// does; a window whose rows are scenes of their own tells the row's group too.
    @discardableResult
    public mutating func apply(_ input: SwipeInput, row: Int, time: Double) -> Bool {
        // A person's input to a peeking row ends the peek: the row is theirs.
        if case .listScroll = input {} else { peeks[row] = nil }
        switch input {
        case let .press(x, y):
            endTouchpad(time: time)
            press(row: row, x: x, y: y, time: time)
        case let .move(x, y):
            move(row: row, x: x, y: y, time: time)
        case let .release(x, y):
            guard release(row: row, x: x, y: y, time: time) else { return false }
            if !isOnAskingButton(row: row, x: x, time: time) { tap(row: row, time: time) }
            return true
        case .cancel:
            cancel(row: row, time: time)
        case let .scroll(dx, dy):
            scroll(row: row, dx: dx, dy: dy, time: time)
        case .scrollStop:
            endTouchpad(time: time)
        case let .listScroll(dy):
            listScrolled(dy: dy, time: time)
        case let .key(key):
            self.key(key, row: row, time: time)
        case let .action(id):
            perform(action: id, row: row, time: time)
        case let .open(edge):
            open(row: row, edge: edge, time: time)
        case .close:
            close(time: time)
        }
        return false
    }

    /// A touchpad scroll over `row` swipes it or scrolls the list, decided once per scroll by
    /// `TouchpadDecision`; the row does not move before then. A swipe drags the row as a
    /// pointer would (scrolling right moves the content left, as the fingers do) along its
    /// horizontal part. A scroll over another row ends the first row's; so does a stop, or
    /// `SwipeInput.touchpadIdleEnd` without a scroll (X11 sends no stop): the scene ends it then
    /// itself, in the window and in `simulate` alike.
    mutating func scroll(row: Int, dx: Double, dy: Double, time: Double) {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
        // A scroll that idled out before this one has ended: this one is decided afresh.
        _ = begin(time)
        guard valid(row) else { return }
        if let current = touchpad, current.row != row { endTouchpad(time: time) }
        let t = time.isFinite ? time : clock
        if touchpad == nil { touchpad = (row, t, 0, t, TouchpadDecision()) }
        touchpad!.last = max(touchpad!.last, t)
        let undecided = touchpad!.decision.outcome == nil
        guard touchpad!.decision.add(dx: dx, dy: dy) == .swipe else { return }
        if undecided {
            // The swipe begins where the fingers began, and has come as far as they have.
            press(row: row, x: 0, y: 0, time: touchpad!.start)
            taps[row] = nil
            touchpad!.x = -touchpad!.decision.dx
        } else {
            touchpad!.x -= dx
        }
        move(row: row, x: touchpad!.x, y: 0, time: time)
    }

    /// The list around the rows scrolled by `dy` points: the open (or opening) row closes once
    /// the list has moved `SwipeInput.listScrollCloseDistance` either way since it opened, unless
    /// `closesOnScroll` is off. A row a pointer or touchpad is dragging stays: the drag is its.
    mutating func listScrolled(dy: Double, time: Double) {
        guard dy.isFinite, dy != 0 else { return }
        let t = begin(time)
        guard closesOnScroll, let open = openRow, !rows[open].ownsDrag else { return }
        listScrolledSinceOpen += dy
        guard abs(listScrolledSinceOpen) >= SwipeInput.listScrollCloseDistance else { return }
        closeRow(open, time: t)
    }

    /// True when a scroll of the list around the rows could close a row now (an open row and
    /// `closesOnScroll`): a toolkit feeds `SwipeInput.listScroll` only then, so a list of many
    /// rows records one scroll, not one per row.
    public var closesOnListScroll: Bool { closesOnScroll && openRow != nil }

    /// The touchpad scroll under way, if any, ends; a swipe ends where it got to (never a tap).
    mutating func endTouchpad(time: Double) {
        guard let current = touchpad else { return }
        touchpad = nil
        guard current.decision.outcome == .swipe else { return }
        taps[current.row] = nil
        release(row: current.row, x: current.x, y: 0, time: time)
    }

    /// True while a touchpad scroll drags a row (it was decided a swipe).
    public var isTouchpadSwiping: Bool { touchpad?.decision.outcome == .swipe }

    /// The touchpad scroll under way over a row, undecided, swiping or left to the list; nil
    /// when none is: a toolkit keeps the scroll's events going to that row until it ends.
    public var touchpadDecision: TouchpadDecision? { touchpad?.decision }

    /// Whether a scroll at `time` continues the touchpad scroll under way: one is, and it has not
    /// idled out (`SwipeInput.touchpadIdleEnd`) by then. The scene ends an idled-out scroll only
    /// as its clock passes the end, and a row that draws no frames (scrolled away, recycled)
    /// holds a scroll that has long ended.
    public func touchpadScrollContinues(at time: Double) -> Bool {
        guard let swipe = touchpad else { return false }
        return time < swipe.last + SwipeInput.touchpadIdleEnd
    }

    /// A key on the focused `row`: Return runs the primary action, Delete the destructive one,
    /// Escape closes the row, Left and Right slide it (`slide(row:toward:time:)`); to a row that
    /// asks to confirm a destructive action, Return answers yes and Escape no.
    @discardableResult
    public mutating func key(_ key: RowKey, row: Int, time: Double) -> Bool {
        if let answer = confirmationAnswer(to: key, row: row) { return confirm(row: row, accept: answer, time: time) }
        switch key {
        case .return:
            guard let id = configuration.primaryActionID else { return false }
            return perform(action: id, row: row, time: time)
        case .delete:
            guard let id = configuration.destructiveActionID else { return false }
            return perform(action: id, row: row, time: time)
        case .escape:
            let t = begin(time)
            guard valid(row), rows[row].model.openEdge != nil else { return false }
            closeRow(row, time: t)
            return true
        case .left:
            return slide(row: row, toward: .left, time: time) != .none
        case .right:
            return slide(row: row, toward: .right, time: time) != .none
        }
    }

    /// The row comes back closed if it was removed (an Undo), with a `restored` event.
    public mutating func restore(row: Int, time: Double) {
        let t = begin(time)
        guard rows.indices.contains(row), rows[row].isRemoved else { return }
        rows[row].model = Self.makeModel(configuration, reduceMotion: reduceMotion)
        rows[row].isRemoved = false
        emit(.restored, row: row, time: t)
    }
}
