import CGtk
import GtkBridge

/// One open row per list, with nothing to set up: a row in a `GtkListBox` that is in no group of
/// the app's joins the list's own group while it is mapped. A group the app adds the row to
/// (`SwipeGroup.add`) takes its place. The rows of a `GtkListBox` share one input, the list's.
extension SwipeRow {
    /// The list item the row was adopted by is gone while something else still holds the row (a
    /// binding's wrapper, as GJS keeps one until it collects): the row forgets the item's widget,
    /// the list's handlers and its group, so nothing reaches the item through it again.
    func leaveList() {
        group?.remove(self)
        host = nil
        listHandler = nil
        listInputHandler = nil
        listConfirmationHandler = nil
    }

    static let listGroupKey = "swipe-widgets-list-group"

    /// Joins the group of the `GtkListBox` the row is in, unless the app gave the row a group.
    func joinListGroup() {
        guard group == nil || group?.isListGroup == true,
            let list = gtk_widget_get_parent(widget), list.isA(gtk_list_box_get_type())
        else { return }
        let listGroup: SwipeGroup
        if let kept = Lifetime.owner(of: list, key: Self.listGroupKey, as: SwipeGroup.self) {
            listGroup = kept
        } else {
            listGroup = SwipeGroup(listGroup: ())
            Lifetime.tie(listGroup, to: list, key: Self.listGroupKey)
        }
        if group !== listGroup { listGroup.add(self) }
    }

    /// Takes the row's input as it is realized: in a `GtkListBox`, the list's, which serves all
    /// the list's rows (a row on its own before lets go of its own); elsewhere, its own.
    func chooseInput() {
        if let list = gtk_widget_get_parent(widget), list.isA(gtk_list_box_get_type()) {
            ownInput?.detach()
            ownInput = nil
            _ = RowInput.shared(by: list)
        } else if ownInput == nil {
            ownInput = RowInput(standalone: self)
        }
    }

    /// Leaves the list's own group (a row taken out of its list, or hidden).
    func leaveListGroup() {
        if let group, group.isListGroup { group.remove(self) }
    }
}
