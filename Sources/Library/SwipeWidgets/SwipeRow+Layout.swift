import CGtk
import GtkBridge
import SwipeEngine

/// The row in GTK's layout: it measures and allocates through its view (`RowView`), and hands the
/// sizes GTK gave it to the engine once the layout is done.
extension SwipeRow {
    /// Shows the engine's presentation now (re-allocating or re-measuring the row); a button that
    /// had focus and is no longer shown gives it back to the row.
    func refresh() {
        guard isAlive else { return }
        updateHover()
        guard view.show(scene.presentation(row: 0, at: scene.clock)) else { return }
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
        let shown = Int32((height * scene.heightFactor(row: 0, at: scene.clock)).rounded(.up))
        return (shown, shown)
    }

    func allocate(_ width: Int32, _ height: Int32) {
        if width > 0, Double(width) != allocatedWidth {
            allocatedWidth = Double(width)
            sizesChanged()
        }
        view.allocate(width, height)
        placeHoverButton(width: width, height: height)
        menu.present()
        if focusButtonWhenShown, view.presentation?.openEdge != nil, view.showsAButton {
            focusButtonWhenShown = false
            MainLoop.idle { [weak self] in if let self, self.isAlive { self.focusButton(step: 0) } }
        }
    }

    /// GTK measured or allocated the row at a new size: the engine takes it once the layout is
    /// done (never during it: what the engine does with a size can change what GTK lays out).
    private func sizesChanged() {
        guard !sizesQueued else { return }
        sizesQueued = true
        MainLoop.idle { [weak self] in
            guard let self, self.isAlive else { return }
            self.sizesQueued = false
            let t = self.clock.now()
            if let height = self.naturalHeight, height != self.scene.naturalHeight(row: 0) {
                self.scene.setRowHeight(row: 0, height: height, time: t)
            }
            if let width = self.allocatedWidth, width != self.scene.width { self.scene.setWidth(width, time: t) }
            self.pump(at: t)
        }
    }
}
