import CGtk
import GtkBridge
import SwipeEngine

/// The keyboard, the context menu and screen readers. They reach the row through its host, the
/// widget that holds focus for it: the host carries the row's name, its `row.*` actions and its
/// keys (`RowKeyboard`).
extension SwipeRow {
    /// The action Return runs: the first that is not destructive.
    public var primaryActionID: String? { configuration.primaryActionID }

    /// True when Return activates the row as its list's row (`GtkListBox::row-activated`, and
    /// its child's own activation) instead of running its primary action: the row is an
    /// activatable `GtkListBoxRow` in a `GtkListBox` — the app's choice, or its child's (an
    /// activatable `AdwActionRow`). The primary action stays on the row's buttons and menu.
    var activatesAsListRow: Bool {
        guard isAlive, widget.isA(gtk_list_box_row_get_type()), gtk_list_box_row_get_activatable(widget.cast()) != 0,
            let list = gtk_widget_get_parent(widget)
        else { return false }
        return list.isA(gtk_list_box_get_type())
    }

    /// The action Delete runs: the card row's destructive action, the action row's `delete` (or
    /// its last action); nil for the completion row.
    public var destructiveActionID: String? { configuration.destructiveActionID }

    /// The words of action `id` (the completion row's action name, a button's title).
    public func title(ofAction id: String) -> String {
        configuration.look.title(ofAction: id) ?? actions.first { $0.id == id }?.title ?? id
    }

    /// The widgets whose text names the row for screen readers: the visible labels of the child,
    /// in order (the row is read as its title and subtitle) — unless a card row does not combine
    /// its children (`combinesAccessibilityChildren` off), whose labels are then read on their own.
    var accessibleLabels: [UnsafeMutablePointer<GtkWidget>] {
        if !configuration.look.combinesAccessibilityChildren { return [] }
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        func walk(_ w: UnsafeMutablePointer<GtkWidget>) {
            guard gtk_widget_get_visible(w) != 0 else { return }
            if w.isA(gtk_label_get_type()) {
                labels.append(w)
            }
            var c = gtk_widget_get_first_child(w)
            while let x = c { walk(x); c = gtk_widget_get_next_sibling(x) }
        }
        walk(child)
        return labels
    }

    /// Makes `host` (the row's widget, or a widget around the row that can take focus) the row's
    /// focus stop: it gets the row's accessible name and its `row.*` actions. Done once; the host
    /// lives as long as the row.
    func attach(to host: UnsafeMutablePointer<GtkWidget>) {
        guard self.host == nil else { return }
        self.host = host
        gtk_widget_set_focusable(host, .yes)
        Style.add("swipe-row-host", to: host)
        installActions(on: host)
        Signal.connectIgnoringArgument(host, "notify::has-focus") { [weak self] in self?.updateSelectedState() }
        updateAccessibleName()
    }

    /// The row was put in a `GtkListBox` (a GObject row's parent changed): the list's row is its
    /// own focus stop, and takes its name, actions and focus now rather than when it is realized
    /// — before the list is shown, as apps fill their lists, when no screen reader has to be told
    /// of each (measured: about 1 KB of AT-SPI messages a row).
    package func joinedList() {
        guard isAlive, !isAdopted, let list = gtk_widget_get_parent(widget), list.isA(gtk_list_box_get_type()) else { return }
        attach(to: widget)
    }

    /// The row's `row.*` widget actions on `host`: one per action, `menu` and `close` (one
    /// small group for them all, `ActionList`).
    func installActions(on host: UnsafeMutablePointer<GtkWidget>) {
        let names = Self.recentNames.shared(actionIDs.filter { $0 != "menu" && $0 != "close" } + ["menu", "close"])
        let group = ActionList.group(names) { [unowned self] name in
            switch name {
            case "menu": self.showMenu()
            case "close": self.close()
            default: self.receive(.action(name), time: self.clock.now())
            }
        }
        Actions.insert(group, into: host, as: "row")
    }

    /// The lists of action names rows were given last: a row with the same actions shares one.
    private static var recentNames = RecentValues<[String]>()

    /// Names the host after the child's visible labels; an announcement of the row's last content
    /// is cleared. A `SwipeListView` calls it after each bind; call it after changing which of
    /// the child's labels are shown.
    public func updateAccessibleName() {
        guard isAlive, let host else { return }
        // GTK's list item reports a selected state of its own as soon as it has shown an item.
        updateSelectedState()
        Accessibility.setLabelledBy(host, accessibleLabels)
        if announcer.hasAnnounced { Accessibility.setDescription(host, "") }
    }

    /// The row's key handling, for a key pressed while its host or one of its buttons has focus
    /// (called in the capture phase, so the list item's own Return binding does not take the key
    /// first); true when the key was the row's. While the focus is on its way to a button
    /// (`buttonFocus`), a key acts as it will on that button: a key is one key however soon it
    /// follows the last.
    func handle(_ key: KeyPress, time: Double) -> Bool {
        guard isAlive, let host, let focus = Self.focus(of: host) else { return false }
        if focus != host { buttonFocus = nil }
        let button = focusedButton
        let onButton = button != nil || buttonFocus != nil
        guard focus == host || button != nil,
            let command = RowKeyboard.command(for: key, onButton: onButton)
        else { return false }
        switch command {
        case .primary:
            guard confirmingActionID != nil || (primaryActionID != nil && !activatesAsListRow) else { return false }
            receive(.key(.return), time: time)
        case .destructive:
            guard destructiveActionID != nil else { return false }
            receive(.key(.delete), time: time)
        case .menu:
            showMenu()
        case .close:
            let asking = confirmingActionID != nil
            guard onButton || isOpen || asking else { return false }
            // The focus on its way to a button stays on the row as it closes.
            buttonFocus = nil
            if isOpen || asking { receive(.key(.escape), time: time) }
            focusHost()
        case .leaveButtons:
            buttonFocus = nil
            if isOpen { receive(.key(.escape), time: time) }
            focusHost()
        case let .slide(direction):
            let step = direction == .right ? 1 : -1
            if button != nil {
                focusButton(step: step)
            } else if buttonFocus != nil {
                buttonFocus?.move(step)
            } else {
                receive(.key(direction == .right ? .right : .left), time: time)
                if let edge = scene.openEdge(row: 0), edge == SwipeEdge.uncovered(bySliding: direction, in: scene.direction) {
                    focusFirstButton(of: edge)
                }
            }
        }
        return true
    }

    static func focus(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        return gtk_root_get_focus(root)
    }

    /// True when the row or one of its buttons has keyboard focus.
    public var hasFocus: Bool {
        guard isAlive, let host else { return false }
        return gtk_widget_has_focus(host) != 0 || focusedButton != nil
    }

    /// Gives the row keyboard focus (in a list, once the list shows the row).
    public func grabFocus() { focusHost() }

    func focusHost() {
        if isAlive, let host { gtk_widget_grab_focus(host) }
    }

    /// Tells a screen reader what just happened to the row, when the row (or one of its buttons)
    /// has focus: "Archived". GTK 4.8 has no announcements; Orca speaks a description change of
    /// the focused object, so the words become the row's description for a few seconds. When
    /// focus has to come back from a button first, they follow once the row itself was read.
    public func announce(_ text: String) {
        guard isAlive, let host, hasFocus else { return }
        let moved = gtk_widget_has_focus(host) == 0
        focusHost()
        announcer.announce(text, on: self, delayed: moved)
    }

    /// Opens the row's context menu, pointing at (`x`, `y`) in the row (default: its centre).
    public func showMenu(x: Double? = nil, y: Double? = nil) {
        guard isAlive, !actionIDs.isEmpty else { return }
        menu.show(x: x, y: y)
    }
}
