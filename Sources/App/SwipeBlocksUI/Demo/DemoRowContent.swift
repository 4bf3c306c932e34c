import CGtk
import GtkBridge
import SwipeEngine

/// What a demo row shows, as the child of a library swipe row: an icon, a title and a subtitle,
/// and the marks its actions left (Unread, Flagged). One is made per row the list keeps and
/// shows many demo rows over its life.
@MainActor
final class DemoRowContent {
    let root: UnsafeMutablePointer<GtkWidget>
    private let icon: UnsafeMutablePointer<GtkWidget>
    private let title: UnsafeMutablePointer<GtkWidget>
    private let subtitle: UnsafeMutablePointer<GtkWidget>
    private let texts: UnsafeMutablePointer<GtkWidget>
    /// The marks' labels, made the first time the row shows each mark (most rows never do, and
    /// a list keeps up to 200 rows).
    private var markLabels: [DemoMark: UnsafeMutablePointer<GtkWidget>] = [:]

    init() {
        icon = Make.icon("emblem-default-symbolic", pixelSize: 24)
        title = Make.label("", classes: ["row-title"])
        subtitle = Make.label("", classes: ["row-subtitle", "dim-label"])
        gtk_label_set_ellipsize(title.opaque, PANGO_ELLIPSIZE_END)
        gtk_label_set_wrap(subtitle.opaque, .yes)
        texts = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        gtk_widget_set_valign(texts, GTK_ALIGN_CENTER)
        gtk_widget_set_hexpand(texts, .yes)
        Make.append(texts, title, subtitle)
        let box = Make.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, classes: ["demo-row"])
        Make.append(box, icon, texts)
        root = box
        Lifetime.tie(self, to: root, key: Self.key)
    }

    private static let key = "swipeblocks-demo-row"

    /// The content whose widget is `widget`.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> DemoRowContent? {
        Lifetime.owner(of: widget, key: key)
    }

    /// The label of `mark`, at the row's end as a mail app shows it.
    private func makeLabel(_ mark: DemoMark) -> UnsafeMutablePointer<GtkWidget> {
        let label = Make.label(mark.title, classes: ["row-mark", "mark-\(mark)"])
        gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
        // A widget takes the default direction, not its parent's (the demo may be right to left).
        gtk_widget_set_direction(label, gtk_widget_get_direction(root))
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
        gtk_label_set_text(subtitle.opaque, content.subtitle ?? "")
        gtk_widget_set_visible(subtitle, gbool(!(content.subtitle ?? "").isEmpty))
        if let name = content.icon {
            gtk_image_set_from_icon_name(icon.opaque, name)
            gtk_widget_set_visible(icon, .yes)
        } else {
            gtk_widget_set_visible(icon, .no)
        }
    }
}
