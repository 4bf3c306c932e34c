/// Pointer and touch input, in row-local screen points: press, move, release, cancel, taps.
extension Scene {
    /// A pointer went down on `row` (row-local points).
    public mutating func press(row: Int, x: Double, y: Double, time: Double) {
        guard x.isFinite, y.isFinite else { return }
        let t = begin(time)
        guard valid(row) else { return }
        let sample = PointerSample(time: sampleTime(time, t), x: x, y: y)
        var recognizer = DragRecognizer(minimumDistance: rows[row].model.minimumDistance, axisRule: rows[row].model.axisRule)
        recognizer.press(sample)
        recognizers[row] = recognizer
        var tap = TapRecognizer()
        tap.press(sample)
        taps[row] = tap
        rows[row].ownsDrag = false
        activate(row)
    }

    /// The time a pointer sample is recorded at: the input's own time, so velocity follows the
    /// events' timestamps even when the clock has run ahead of them (the window's frame clock
    /// can); state changes happen at `clock`, which never goes back.
    func sampleTime(_ time: Double, _ clock: Double) -> Double { time.isFinite ? time : clock }

    /// The pointer moved; the row follows once the drag passes its minimum distance and axis rule.
    /// A pointer sample; samples with non-finite coordinates are dropped.
    public mutating func move(row: Int, x: Double, y: Double, time: Double) {
        guard x.isFinite, y.isFinite else { return }
        let t = begin(time)
        guard valid(row), let latest = recognizers[row]?.latest else { return }
        let sample = PointerSample(time: max(sampleTime(time, t), latest.time), x: x, y: y)
        taps[row]?.move(sample)
        // In place: a copy would copy the recognizer's samples on every move.
        let change = recognizers[row]!.move(sample)
        switch change {
        case .began:
            taps[row] = nil
            let (accepted, events) = rows[row].model.dragBegan(context(row), time: t)
            rows[row].ownsDrag = accepted
            handle(events, row: row, time: t)
            if accepted { dragChanged(row, time: t) }
        case .changed:
            if rows[row].ownsDrag { dragChanged(row, time: t) }
        case .denied, nil:
            break
        }
    }

    mutating func dragChanged(_ row: Int, time: Double) {
        guard valid(row), let recognizer = recognizers[row] else { return }
        let translation = recognizer.translation
        let events = rows[row].model.dragChanged(
            forward: translation.x * direction.forward, vertical: translation.y,
            context(row), time: time)
        handle(events, row: row, time: time)
    }

    /// The pointer lifted: the row settles, completes or runs its full swipe. With non-finite
    /// coordinates the drag is cancelled instead. Returns true when press and release made a
    /// tap (`TapRecognizer`: no drag began, near in place and time); the caller taps the row.
    @discardableResult
    public mutating func release(row: Int, x: Double, y: Double, time: Double) -> Bool {
        guard x.isFinite, y.isFinite else { cancel(row: row, time: time); return false }
        let t = begin(time)
        guard valid(row), var recognizer = recognizers[row] else { return false }
        let sample = PointerSample(time: max(sampleTime(time, t), recognizer.latest.time), x: x, y: y)
        var tap = taps.removeValue(forKey: row)
        let isTap = tap?.release(sample) ?? false
        let counted = recognizer.release(sample)
        recognizers[row] = nil
        guard counted, rows[row].ownsDrag else { return isTap }
        rows[row].ownsDrag = false
        let translation = recognizer.translation
        let predicted = recognizer.predictedEndTranslation
        let velocity = recognizer.velocity
        let events = rows[row].model.dragEnded(
            forward: translation.x * direction.forward, vertical: translation.y,
            predictedForward: predicted.x * direction.forward,
            velocity: DragVelocity(forward: velocity.x * direction.forward, vertical: velocity.y),
            context(row), time: t)
        handle(events, row: row, time: t)
        return false
    }

    /// The drag was taken away (a grab broke): the row settles where it rested.
    public mutating func cancel(row: Int, time: Double) {
        let t = begin(time)
        guard valid(row), var recognizer = recognizers[row] else { return }
        let counted = recognizer.cancel()
        recognizers[row] = nil
        taps[row] = nil
        guard counted, rows[row].ownsDrag else { return }
        rows[row].ownsDrag = false
        handle(rows[row].model.dragCancelled(context(row), time: t), row: row, time: t)
    }

    /// A tap on a row; true when it was consumed (it closed an open row and must not reach the content).
    ///
    /// What it does is the kind's (`SwipeKind.tapWhileOpen`): the action row closes its open row
    /// (consumed only on that row), the card list closes it (consumed), the others let it pass.
    /// A tap on a row that asks to confirm a destructive action declines it (consumed); a tap on
    /// another row, or outside every row, declines it too.
    @discardableResult
    public mutating func tap(row: Int, time: Double) -> Bool {
        let t = begin(time)
        guard valid(row) else { return false }
        if confirm(row: row, accept: false, time: t) { return true }
        declineQuestions(except: row, time: t)
        let (closing, consumed) = openRows.tap(on: row, configuration.options)
        if let closing { closeRow(closing, time: t) }
        return consumed
    }

    /// A tap in the list outside any row: the card list closes its open row (consumed); the others ignore it.
    @discardableResult
    public mutating func tapOutside(time: Double) -> Bool {
        let t = begin(time)
        declineQuestions(except: nil, time: t)
        guard let open = openRows.closing(whenTappingOutside: configuration.options) else { return false }
        closeRow(open, time: t)
        return true
    }
}
