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
        // Text to read, not to touch: the pointer passes through to the page. (A touch that
        // scrolls a demo list far enough loses its grab in GTK 4.8 when its row is recycled; GTK
        // then takes the "active" state off whatever is under the finger at the end, which never
        // had it — warned about, "Broken accounting of active state", for a label picked here.)
        for widget in [root, title, summary] { gtk_widget_set_can_target(widget, .no) }
    }

    func show(title text: String, summary line: String) {
        gtk_label_set_text(title.opaque, text)
        gtk_label_set_text(summary.opaque, line)
    }
}
