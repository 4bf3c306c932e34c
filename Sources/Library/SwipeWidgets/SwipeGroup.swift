import SwipeEngine

/// Rows that open one at a time: opening or dragging one closes the one open before, and a tap
/// on a row while another is open closes that one — the engine's own rule for a list's rows
/// (`OpenRowPolicy`), the kind deciding the details. Rows are held weakly; a `SwipeListView`
/// has a group of its own.
@MainActor
public final class SwipeGroup {
    private var rows: [Weak] = []
    private var policy = OpenRowPolicy<ObjectIdentifier>()
    /// The open row, if any.
    public var openRow: SwipeRow? { policy.openRow.flatMap(member) }

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
        policy.closed(ObjectIdentifier(row))
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
        let id = ObjectIdentifier(row)
        close(policy.closing(whenOpening: id), at: time)
        policy.opened(id)
    }

    func rowClosed(_ row: SwipeRow) {
        policy.closed(ObjectIdentifier(row))
    }

    func dragStarted(on row: SwipeRow, time: Double) {
        declineQuestions(except: row)
        close(policy.closing(whenDragging: ObjectIdentifier(row), row.configuration.options), at: time)
    }

    /// A tap on `row`, which the row has taken itself (its own scene closed it if it was the
    /// open one): another open row closes, as the kind says.
    func tapped(_ row: SwipeRow, time: Double) {
        declineQuestions(except: row)
        let id = ObjectIdentifier(row)
        guard let other = policy.tap(on: id, row.configuration.options).closing, other != id, member(other)?.isOpen == true else { return }
        close(other, at: time)
    }

    /// A tap in a list but on no row: the open row closes where its kind says so (the card rows).
    func tapOutside(time: Double) {
        declineQuestions(except: nil)
        guard let open = openRow else { return }
        close(policy.closing(whenTappingOutside: open.configuration.options), at: time)
    }

    /// Every member but `row` that asks to confirm a destructive action declines: a person turned
    /// to another row, or to the list.
    private func declineQuestions(except row: SwipeRow?) {
        for other in rows.compactMap(\.row) where other !== row && other.confirmingActionID != nil { other.confirm(false) }
    }

    /// Closes the member `id` at `time`, if it is one.
    private func close(_ id: ObjectIdentifier?, at time: Double) {
        guard let id, let row = member(id) else { return }
        row.close(at: time)
    }

    /// The member row `id`, if it is still there.
    private func member(_ id: ObjectIdentifier) -> SwipeRow? {
        rows.lazy.compactMap(\.row).first { ObjectIdentifier($0) == id }
    }

    private struct Weak {
        weak var row: SwipeRow?
    }
}
