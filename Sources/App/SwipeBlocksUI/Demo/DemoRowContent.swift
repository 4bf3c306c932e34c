import CGtk
import GtkBridge
import SwipeEngine

/// What a demo row shows, as the child of a library swipe row: an icon, a title and a subtitle,
/// and the marks its actions left (Unread, Flagged). One is made per row the list keeps and
/// shows many demo rows over its life. The icon and the subtitle are made the first time the row
/// shows a demo row that has one (many demos' rows have neither, and a list keeps up to 200 rows).
@MainActor
final class DemoRowContent {
    let root: UnsafeMutablePointer<GtkWidget>
    private var icon: UnsafeMutablePointer<GtkWidget>?
    private let title: UnsafeMutablePointer<GtkWidget>
    private var subtitle: UnsafeMutablePointer<GtkWidget>?
    private let texts: UnsafeMutablePointer<GtkWidget>
    /// The marks' labels, made the first time the row shows each mark (most rows never do, and
    /// a list keeps up to 200 rows).
    private var markLabels: [DemoMark: UnsafeMutablePointer<GtkWidget>] = [:]

    init() {
        title = Make.label("", classes: ["row-title"])
        gtk_label_set_ellipsize(title.opaque, PANGO_ELLIPSIZE_END)
        texts = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(texts, .yes)
        Make.append(texts, title)
        let box = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["demo-row"])
        Make.append(box, texts)
        root = box
        Lifetime.tie(self, to: root, key: Self.key)
    }

    private static let key = "swipeblocks-demo-row"

    /// The content whose widget is `widget`.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> DemoRowContent? {
        Lifetime.owner(of: widget, key: key)
    }

    /// A widget made after the row, in the row's direction (a widget takes the default direction,
    /// not its parent's, and the demo may be right to left).
    private func adopt(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        gtk_widget_set_direction(widget, gtk_widget_get_direction(root))
        return widget
    }

    /// The icon `name`, at the row's start.
    private func makeIcon(_ name: String) {
        let icon = adopt(Make.icon(name, pixelSize: 24))
        gtk_box_prepend(root.cast(), icon)
        self.icon = icon
    }

    /// The subtitle, under the title.
    private func makeSubtitle() -> UnsafeMutablePointer<GtkWidget> {
        let subtitle = adopt(Make.label("", classes: ["row-subtitle", "dim-label"]))
        gtk_label_set_wrap(subtitle.opaque, .yes)
        Make.append(texts, subtitle)
        self.subtitle = subtitle
        return subtitle
    }

    /// The label of `mark`, at the row's end as a mail app shows it.
    private func makeLabel(_ mark: DemoMark) -> UnsafeMutablePointer<GtkWidget> {
        let label = adopt(Make.label(mark.title, classes: ["row-mark", "mark-\(mark)"]))
        gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
        // In `DemoMark` order after the texts: after the nearest earlier mark's label made.
        let earlier = DemoMark.allCases.prefix { $0 != mark }.reversed().lazy.compactMap { self.markLabels[$0] }.first
        gtk_box_insert_child_after(root.cast(), label, earlier ?? texts)
        markLabels[mark] = label
        return label
    }

    /// Shows `content` with `marks`; a row without a subtitle or an icon hides it.
    func show(_ content: DemoRow, marks: Set<DemoMark> = []) {
        for mark in DemoMark.allCases {
            let label = markLabels[mark] ?? (marks.contains(mark) ? makeLabel(mark) : nil)
            if let label { gtk_widget_set_visible(label, gbool(marks.contains(mark))) }
        }
        gtk_label_set_text(title.opaque, content.title)
        if let text = content.subtitle, !text.isEmpty {
            let subtitle = self.subtitle ?? makeSubtitle()
            gtk_label_set_text(subtitle.opaque, text)
            gtk_widget_set_visible(subtitle, .yes)
        } else if let subtitle {
            gtk_label_set_text(subtitle.opaque, "")
            gtk_widget_set_visible(subtitle, .no)
        }
        if let name = content.icon {
            if let icon {
                gtk_image_set_from_icon_name(icon.opaque, name)
                gtk_widget_set_visible(icon, .yes)
            } else {
                makeIcon(name)
            }
        } else if let icon {
            gtk_widget_set_visible(icon, .no)
        }
    }
}
