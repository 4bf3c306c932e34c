import CGtk
import GtkBridge
import Localization
import SwipeWidgets

/// The live demo's own toolbar: the switches that change how the demo behaves, in words, bound to
/// the window's `rtl` and `reduce-motion` actions (so Ctrl+R and Ctrl+M toggle them too), and
/// Show Hint, which makes the demo's first row peek (`SwipeRow.peek()`) and says what it showed.
@MainActor
enum DemoToolbar {
    static func make() -> UnsafeMutablePointer<GtkWidget> {
        let bar = Make.wrappingBox(spacing: 6, rowSpacing: 6, classes: ["demo-toolbar"])
        Accessibility.setLabel(bar, tr("Demo settings"))
        for (text, tooltip, action) in [
            (tr("Reduce Motion"), tr("Reduce Motion (Ctrl+M)"), "win.reduce-motion"),
            (tr("Right to Left"), tr("Right to Left (Ctrl+R)"), "win.rtl"),
        ] {
            let toggle = Make.toggleButton(text: text)
            Descriptions.tooltip(toggle, tooltip)
            gtk_actionable_set_action_name(toggle.opaque, action)
            Make.append(bar, toggle)
        }
        let hint = gtk_button_new_with_label(tr("Show Hint"))!
        Descriptions.tooltip(hint, tr("The first row slides a little to show that it swipes"))
        Signal.connect(hint, "clicked") {
            // The demo sits beside the toolbar, in the same area.
            guard let area = gtk_widget_get_parent(bar), let row = firstRow(in: area), row.peek() else { return }
            // A peek is seen, not heard: the button, which has the focus, says it (its
            // description changed is what a screen reader speaks there).
            Accessibility.setDescription(hint, "")
            Accessibility.setDescription(hint, hintWords(for: row))
        }
        Make.append(bar, hint)
        return bar
    }

    /// What Show Hint says the first row showed: that it swipes, and to which actions.
    static func hintWords(for row: SwipeRow) -> String {
        let actions = row.actionIDs.map { row.title(ofAction: $0) }
        guard !actions.isEmpty else { return tr("The first row swipes.") }
        return tr(
            "The first row swipes. Its actions: {actions}. On a row, Shift+F10 opens its menu.",
            ["actions": actions.joined(separator: ", ")])
    }

    /// The first swipe row shown under `widget`, in the order the widgets are laid out.
    private static func firstRow(in widget: UnsafeMutablePointer<GtkWidget>) -> SwipeRow? {
        if let row = SwipeRow.of(widget), gtk_widget_get_mapped(widget) != 0 { return row }
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            if let row = firstRow(in: c) { return row }
            child = gtk_widget_get_next_sibling(c)
        }
        return nil
    }
}
