/// The app's model changing around the rows (items inserted, moved, changed; `remove(row:time:)`
/// for items removed), as a `SwipeListView` follows a `GListModel`: a row's state follows its
/// item. An open row stays open on its item wherever its item moves, and a row being dragged,
/// asking, growing in or peeking goes on whatever comes or goes around it; a row whose item
/// changes (its content replaced in place) comes to rest closed at once, as a new item does. A
/// row being dragged whose own item moves lets go of the drag and goes back to how it was before
/// it (the list shows the item in another row widget, which the pointer is not on).
///
/// None of these reports an event: the app made the change and knows of it, and a row that closes
/// as its item changes shows another item now, so a `closed` for it would name the wrong one
/// (a removed row reports `removed` only, never `closed`). Positions count the rows still in
/// the list, from 0 at the top.
extension Scene {
    /// Inserts a new item's row at `position` (clamped to the list: past the end, at the end) and
    /// returns its number (`rowCount` before the call): a row at rest with the scene's row height.
    @discardableResult
    public mutating func insert(at position: Int, time: Double) -> Int {
        _ = begin(time)
        let row = rows.count
        rows.append(Row(model: Self.makeModel(configuration, reduceMotion: reduceMotion), height: insertedRowHeight))
        order.insert(row, at: slot(forPosition: position))
        return row
    }

    /// Moves `row`'s item to `position` among the rows in the list once it has left its place
    /// (clamped: past the end, at the end); the row keeps its state, open or moving, but lets go
    /// of a pointer drag or touchpad scroll under way on it (as `cancel(row:time:)`). False (and
    /// nothing happens) for a removed or unknown row.
    @discardableResult
    public mutating func move(row: Int, to position: Int, time: Double) -> Bool {
        let t = begin(time)
        guard valid(row), let from = order.firstIndex(of: row) else { return false }
        if touchpad?.row == row { touchpad = nil }
        cancel(row: row, time: t)
        order.remove(at: from)
        order.insert(row, at: slot(forPosition: position))
        return true
    }

    /// `row`'s item changed in place (its content replaced): the row comes to rest closed at
    /// once, its drag, question, peek or growth dropped, and shows the new content. False (and
    /// nothing happens) for a removed or unknown row.
    @discardableResult
    public mutating func change(row: Int, time: Double) -> Bool {
        _ = begin(time)
        guard valid(row) else { return false }
        forget(row: row)
        rows[row].model = Self.makeModel(configuration, reduceMotion: reduceMotion)
        return true
    }

    /// The position of `row` among the rows in the list (0 at the top); nil for a removed or
    /// unknown row.
    public func position(row: Int) -> Int? {
        guard valid(row) else { return nil }
        var position = 0
        for i in order {
            if i == row { return position }
            if !rows[i].isRemoved { position += 1 }
        }
        return nil
    }

    /// The index in `order` where a row goes to take `position` among the rows in the list:
    /// just above the row there now, or at the end.
    func slot(forPosition position: Int) -> Int {
        var seen = 0
        for (k, i) in order.enumerated() where !rows[i].isRemoved {
            if seen >= position { return k }
            seen += 1
        }
        return order.count
    }
}
