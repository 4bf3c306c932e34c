/// Which row of a list is open, and which to close as something happens to a row: the one
/// policy of the engine's scene (rows by index) and of a widget group (`SwipeGroup`, rows by
/// identity). The kind decides the details (`SwipeKind.keepsOneRowOpen`, `tapWhileOpen`,
/// `tapOutsideClosesOpenRow`); this applies them.
public struct OpenRowPolicy<Row: Hashable & Sendable>: Sendable {
    /// The open row (or the one opening), if any.
    public private(set) var openRow: Row?

    public init() {}

    /// The row to close as `row` opens: the one open before.
    public func closing(whenOpening row: Row) -> Row? { openRow.flatMap { $0 == row ? nil : $0 } }

    /// The row to close as a drag starts on `row`: the open one, where the kind keeps one row open.
    public func closing(whenDragging row: Row, _ kind: any SwipeKind) -> Row? {
        kind.keepsOneRowOpen ? closing(whenOpening: row) : nil
    }

    /// A tap on `row` while a row may be open: the row to close, and whether the tap stops there
    /// (it reaches `row` otherwise).
    public func tap(on row: Row, _ kind: any SwipeKind) -> (closing: Row?, consumed: Bool) {
        guard let open = openRow else { return (nil, false) }
        switch kind.tapWhileOpen(onOpenRow: open == row) {
        case .passes: return (nil, false)
        case .closesOpenRowPassingToOthers: return (open, open == row)
        case .closesOpenRowConsumed: return (open, true)
        }
    }

    /// The row to close for a tap in the list outside every row, if the kind closes one then.
    public func closing(whenTappingOutside kind: any SwipeKind) -> Row? {
        kind.tapOutsideClosesOpenRow ? openRow : nil
    }

    /// `row` opened (or started opening).
    public mutating func opened(_ row: Row) { openRow = row }

    /// `row` closed, or left the list.
    public mutating func closed(_ row: Row) { if openRow == row { openRow = nil } }
}
