import CGtk
import GtkBridge

/// One item of a demo list: a section heading ("Tasks") or a live row.
enum DemoListItem: Equatable {
    case header(String)
    case row(Int)

    /// The list model's string for the item.
    var key: String {
        switch self {
        case let .header(title): "h:" + title
        case let .row(row): String(row)
        }
    }

    init?(key: String) {
        if key.hasPrefix("h:") {
            self = .header(String(key.dropFirst(2)))
        } else if let row = Int(key) {
            self = .row(row)
        } else {
            return nil
        }
    }

    /// `rows` in order, with a heading before each row whose section differs from the one above.
    static func items(for rows: [Int], section: (Int) -> String?) -> [DemoListItem] {
        var items: [DemoListItem] = []
        var current: String?
        for row in rows {
            let s = section(row)
            if let s, s != current { items.append(.header(s)) }
            current = s
            items.append(.row(row))
        }
        return items
    }
}

/// The widget of one list item: a heading label and a row view, one of them shown.
@MainActor
final class DemoListCell {
    let root: UnsafeMutablePointer<GtkWidget>
    let row: SwipeRowView
    private let header: UnsafeMutablePointer<GtkWidget>

    init(row: SwipeRowView) {
        self.row = row
        // A list item to screen readers: the grid view around it calls its cells table cells.
        root = Accessibility.widget(gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_LIST_ITEM)
        gtk_orientable_set_orientation(OpaquePointer(root), GTK_ORIENTATION_VERTICAL)
        header = Make.label("", classes: ["title-3", "section-header"])
        Make.append(root, header, row.root)
        showRow()
    }

    func showHeader(_ title: String) {
        gtk_label_set_text(header.opaque, title)
        gtk_widget_set_visible(header, .yes)
        gtk_widget_set_visible(row.root, .no)
    }

    func showRow() {
        gtk_widget_set_visible(header, .no)
        gtk_widget_set_visible(row.root, .yes)
    }
}
