import SwipeEngine

/// Rows that open one at a time: opening or dragging one closes the one open before, and a tap
/// on a row while another is open closes that one. Rows are held weakly; a `SwipeListView` has
/// a group of its own.
@MainActor
public final class SwipeGroup {
    private var rows: [Weak] = []
    /// The open row, if any.
    public private(set) weak var openRow: SwipeRow?

    /// An empty group.
    public init() { isListGroup = false }

    /// The group a `GtkListBox` keeps for its rows that are in no group of the app's.
    init(listGroup: Void) { isListGroup = true }

    /// True for a list's own group (`SwipeRow.joinListGroup`).
    let isListGroup: Bool

    /// Adds `row` to the group (a row is in one group at a time).
    public func add(_ row: SwipeRow) {
        if let old = row.group, old !== self { old.remove(row) }
        row.group = self
        rows.removeAll { $0.row == nil || $0.row === row }
        rows.append(Weak(row: row))
        if row.isOpen { rowOpened(row, time: row.clock.now()) }
    }

    /// Takes `row` out of the group.
    public func remove(_ row: SwipeRow) {
        rows.removeAll { $0.row == nil || $0.row === row }
        if row.group === self { row.group = nil }
        if openRow === row { openRow = nil }
    }

    /// The rows in the group, in the order they were added.
    public var members: [SwipeRow] { rows.compactMap(\.row) }

    /// True when `row` is the group's open row.
    public func isOpen(_ row: SwipeRow) -> Bool { openRow === row && row.isOpen }

    /// True when some row of the group is open.
    public var isAnyRowOpen: Bool { openRow?.isOpen ?? false }

    /// Opens `row` on `edge`, closing the row open before.
    public func open(_ row: SwipeRow, edge: SwipeEdge) {
        if row.group !== self { add(row) }
        row.open(edge)
    }

    /// Closes the open row, if any.
    public func close() {
        openRow?.close()
    }

    // MARK: From the rows

    /// `row` opened at `time` on its clock: the row open before closes then.
    func rowOpened(_ row: SwipeRow, time: Double) {
        if let open = openRow, open !== row { open.close(at: time) }
        openRow = row
    }

    func rowClosed(_ row: SwipeRow) {
        if openRow === row { openRow = nil }
    }

    func dragStarted(on row: SwipeRow, time: Double) {
        if let open = openRow, open !== row { open.close(at: time) }
    }

    /// A tap on `row`, which the row has taken itself: another open row closes.
    func tapped(_ row: SwipeRow, time: Double) {
        if let open = openRow, open !== row, open.isOpen { open.close(at: time) }
    }

    /// A tap in a list but on no row: the card rows' open row closes.
    func tapOutside(time: Double) {
        guard let open = openRow, open.configuration.options.tapOutsideClosesOpenRow else { return }
        open.close(at: time)
    }

    private struct Weak {
        weak var row: SwipeRow?
    }
}
