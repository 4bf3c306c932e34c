import CGtk
import GtkBridge

/// In a list nothing can be selected in, the focused row says it is selected, and the others say
/// nothing of selection. GTK 4.8 gives every `GtkListView` and `GtkListBox` AT-SPI's Selection,
/// whatever can be selected in it, and Orca 43 follows each focused item of such a list with "not
/// selected" unless the item says it is selected: in a swipe list, after every row. Selection
/// follows focus, as a screen reader expects of a list whose rows are reached one at a time;
/// nothing else changes (the list's model selects nothing, the row looks the same). A
/// `GtkListBox` whose rows can be selected keeps GTK's own selected state.
extension SwipeRow {
    /// Says the host is selected while it has the focus (called as its focus changes and after
    /// each bind, as GTK's list item sets a selected state of its own then).
    func updateSelectedState() {
        guard isAlive, let host, let list = gtk_widget_get_parent(host) else { return }
        let listBox = list.isA(gtk_list_box_get_type())
        guard listBox || list.isA(gtk_list_view_get_type()) else { return }
        if listBox, gtk_list_box_get_selection_mode(list.opaque) != GTK_SELECTION_NONE { return }
        if gtk_widget_has_focus(host) != 0 {
            Accessibility.setSelected(host)
        } else {
            Accessibility.resetSelected(host)
        }
    }
}
