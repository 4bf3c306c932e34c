import CGtk
import GtkBridge

/// A row's context menu: its actions in words with the keys that run them, the destructive one
/// last in a section of its own, as a popover on the row in the row's text direction. Made when
/// it first opens and dropped once it closed; a menu opened from the keyboard gives focus back
/// to the row as it closes (GTK would pass it elsewhere).
@MainActor
final class RowMenu {
    private unowned let row: SwipeRow
    /// The popover while it is open (or closing).
    private(set) var popover: UnsafeMutablePointer<GtkWidget>?
    /// The row had focus when the menu opened: it gets it back as the menu closes.
    private var tookFocus = false

    init(row: SwipeRow) { self.row = row }

    /// Opens the menu pointing at (`x`, `y`) in the row (default: its centre).
    func show(x: Double?, y: Double?) {
        let widget = row.widget
        tookFocus = row.hasFocus
        let menu = popover ?? make()
        let px = x ?? Double(gtk_widget_get_width(widget)) / 2
        let py = y ?? Double(gtk_widget_get_height(widget)) / 2
        var rect = GdkRectangle(x: Int32(px), y: Int32(py), width: 1, height: 1)
        gtk_popover_set_pointing_to(menu.cast(), &rect)
        gtk_popover_popup(menu.cast())
    }

    /// Closes and drops the menu (the row's actions changed): dropped when idle, as a menu that
    /// closes itself, since GTK still has work queued for the popover that is closing.
    func drop() {
        guard let menu = popover else { return }
        popover = nil
        gtk_popover_popdown(menu.cast())
        MainLoop.idle { [weak row] in
            if let row, row.isAlive, gtk_widget_get_parent(menu) == row.widget { gtk_widget_unparent(menu) }
        }
    }

    /// Follows the row's text direction.
    func applyDirection() {
        if let popover { gtk_widget_set_direction(popover, gtk_widget_get_direction(row.widget)) }
    }

    /// Keeps an open menu pointing at the row as the row is laid out again.
    func present() {
        if let popover, gtk_widget_get_visible(popover) != 0 { gtk_popover_present(popover.cast()) }
    }

    private func make() -> UnsafeMutablePointer<GtkWidget> {
        let ids = row.actionIDs
        let primary = row.primaryActionID
        let destructive = row.destructiveActionID
        let activatesAsListRow = row.activatesAsListRow
        func item(_ id: String) -> MenuItem {
            let returnRuns = id == primary && !activatesAsListRow
            let keys = returnRuns ? RowKeyboard.primaryAccelerator : id == destructive ? RowKeyboard.destructiveAccelerator : nil
            return MenuItem(row.title(ofAction: id), action: "row.\(id)", accelerator: keys)
        }
        // The destructive action last, in a section of its own when anything comes before it.
        func isApart(_ id: String) -> Bool { id == destructive && ids.count > 1 }
        let sections = [MenuSection(ids.filter { !isApart($0) }.map(item)), MenuSection(ids.filter(isApart).map(item))]
        let menu = Menus.popover(sections, on: row.widget)
        let name = tr("Row actions")
        Accessibility.setLabel(menu, name)
        Accessibility.titleStackPages(in: menu, name)
        gtk_popover_set_has_arrow(menu.cast(), .yes)
        Make.setDirection(gtk_widget_get_direction(row.widget), recursively: menu)
        // "closed" comes before the chosen item's action runs: drop the menu when idle.
        Signal.connect(menu, "closed") { [weak self] in
            guard let self else { return }
            if self.tookFocus {
                self.tookFocus = false
                self.row.focusHost()
            }
            MainLoop.idle { [weak self] in
                // The row (and the menu with it) may be gone by now: its item was removed.
                guard let self, self.row.isAlive, self.popover == menu, gtk_widget_get_visible(menu) == 0 else { return }
                gtk_widget_unparent(menu)
                self.popover = nil
            }
        }
        popover = menu
        return menu
    }
}
