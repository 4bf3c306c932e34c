import CGtk

extension RowView {
    /// The shown action button under (`x`, `y`) in the row's widget, if any.
    func button(atX x: Double, y: Double) -> ActionButton? {
        var widget = gtk_widget_pick(self.widget, x, y, GTK_PICK_DEFAULT)
        while let w = widget, w != self.widget {
            if let button = buttons.first(where: { $0.widget == w }) { return button }
            widget = gtk_widget_get_parent(w)
        }
        return nil
    }
}
