import CGtk
import GtkBridge

/// What a block's page opens on: its title and summary, above the demo.
@MainActor
final class PageTitle {
    let root: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let summary: UnsafeMutablePointer<GtkWidget>

    init() {
        title = Make.label("", classes: ["title-1", "page-title"], wrap: true)
        summary = Make.label("", classes: ["summary"], wrap: true)
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["page-heading"])
        Make.append(root, title, summary)
    }

    func show(_ page: BlockPage) {
        gtk_label_set_text(title.opaque, page.title)
        gtk_label_set_text(summary.opaque, page.summary)
    }
}
