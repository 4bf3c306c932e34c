import CGtk
import GtkBridge
import SwipeEngine

/// The row in GTK's layout: it measures and allocates through its view (`RowView`), and hands the
/// sizes GTK gave it to the engine once the layout is done.
extension SwipeRow {
    /// Shows the engine's presentation now (re-allocating or re-measuring the row); a button that
    /// had focus and is no longer shown gives it back to the row, and the focus on its way to the
    /// buttons of an edge the row no longer opens on stays on the row.
    func refresh() {
        guard isAlive else { return }
        updateHover()
        guard view.show(scene.presentation(row: 0, at: scene.clock)) else { return }
        if let way = buttonFocus, view.presentation?.openEdge != way.edge { buttonFocus = nil }
        if view.presentation?.openEdge == nil, focusedButton != nil { focusHost() }
    }

    func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
        let (minimum, natural) = CustomLayout.measure(
            view.content, orientation, forSize: orientation == GTK_ORIENTATION_VERTICAL ? forSize : -1)
        guard orientation == GTK_ORIENTATION_VERTICAL else { return (min(minimum, 1), natural) }
        let height = Double(natural)
        if naturalHeight != height {
            naturalHeight = height
            sizesChanged()
        }
        let factor = sceneBox.map { $0.scene.heightFactor(row: 0, at: $0.scene.clock) } ?? 1
        let shown = Int32((height * factor).rounded(.up))
        return (shown, shown)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        if width > 0, Double(width) != allocatedWidth {
            allocatedWidth = Double(width)
            sizesChanged()
        }
        view.allocate(width, height)
        placeHoverButton(width: width, height: height)
        madeMenu?.present()
        queueButtonFocus()
    }

    /// GTK measured or allocated the row at a new size: the engine takes it once the layout is
    /// done (never during it: what the engine does with a size can change what GTK lays out).
    /// One idle takes the sizes of every row that has new ones (a list lays out all its rows at
    /// once: no idle source and closure a row).
    private func sizesChanged() {
        guard !sizesQueued else { return }
        sizesQueued = true
        if Self.rowsWithNewSizes.isEmpty { MainLoop.idle { Self.takeNewSizes() } }
        Self.rowsWithNewSizes.append(WeakRow(row: self))
    }

    /// The rows waiting for the idle that hands their new sizes to their engines.
    private static var rowsWithNewSizes: [WeakRow] = []

    private static func takeNewSizes() {
        let rows = rowsWithNewSizes
        rowsWithNewSizes = []
        for entry in rows { entry.row?.takeNewSizes() }
    }

    /// (An engine not made yet takes them as it is made; a peek asked for before the row had a
    /// width starts now.)
    private func takeNewSizes() {
        sizesQueued = false
        guard isAlive else { return }
        if peeksWhenLaidOut, allocatedWidth != nil {
            peeksWhenLaidOut = false
            peek()
        }
        guard sceneBox != nil else { return }
        let t = clock.now()
        if let height = naturalHeight, height != scene.naturalHeight(row: 0) {
            scene.setRowHeight(row: 0, height: height, time: t)
        }
        if let width = allocatedWidth, width != scene.width { scene.setWidth(width, time: t) }
        pump(at: t)
    }
}

private struct WeakRow { weak var row: SwipeRow? }
