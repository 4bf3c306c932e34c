import CGtk
import GtkBridge

/// The widget of one demo list item: a live row, with its section's heading above it when the row
/// starts a section ("Tasks"). Headings are part of a row's item rather than items of their own,
/// so every item of the list is a row: one focus stop each, and "N of M" counts rows only.
@MainActor
final class DemoListCell {
    let root: UnsafeMutablePointer<GtkWidget>
    let row: SwipeRowView
    /// The heading, made the first time the cell shows one (most rows never do).
    private var header: UnsafeMutablePointer<GtkWidget>?

    init(row: SwipeRowView) {
        self.row = row
        root = Make.box(GTK_ORIENTATION_VERTICAL)
        Make.append(root, row.root)
    }

    /// Shows `title` above the row, or no heading when nil.
    func setHeading(_ title: String?) {
        if let title {
            let header = self.header ?? {
                let label = Make.label("", classes: ["title-3", "section-header"])
                gtk_box_prepend(root.cast(), label)
                gtk_widget_set_direction(label, gtk_widget_get_direction(root))
                self.header = label
                return label
            }()
            gtk_label_set_text(header.opaque, title)
            gtk_widget_set_visible(header, .yes)
        } else if let header {
            gtk_widget_set_visible(header, .no)
        }
    }

    /// Hands the row the list item around the cell, which holds focus for it (GTK 4.8's list
    /// view focuses its items, and screen readers read them as the list's items).
    func attachToListItem() {
        guard let item = gtk_widget_get_parent(root) else { return }
        row.attach(to: item)
    }
}
