import CGtk
import GtkBridge
import Localization

/// Where a block's demo and reference would be while its manifest is broken: each of its problems
/// (file, field and why) as text to read, so a block being edited stays in the list, says what is
/// wrong, and comes back as soon as it is saved valid. A button copies them all, for an editor or
/// a bug report, and is the page's Tab stop (the problems themselves are text, read in order).
@MainActor
final class ProblemsView {
    let root: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private var problems: [String] = []
    /// Called after the problems went to the clipboard.
    var onCopied: (@MainActor () -> Void)?

    init() {
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 12, classes: ["block-problems"])
        let heading = Make.label(tr("Problems"), classes: ["heading"])
        let hint = Make.label(
            tr("Fix them in the block's files and save: the page comes back as it is saved."),
            classes: ["dim-label"], wrap: true)
        list = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["problem-list"])
        let copy = Make.button(tr("Copy Problems"), wrap: true) { [unowned self] in
            Clipboard.setText(self.problems.joined(separator: "\n"), from: self.root)
            self.onCopied?()
        }
        gtk_widget_set_halign(copy, GTK_ALIGN_START)
        Make.append(root, heading, hint, list, copy)
        gtk_widget_set_visible(root, .no)
    }

    /// Shows `problems` (`file: field: message` each).
    func show(_ problems: [String]) {
        self.problems = problems
        Make.removeAllChildren(of: list)
        for problem in problems {
            // Selectable, to be copied into an editor's search; no Tab stop (Make.label).
            Make.append(list, Make.label(problem, classes: ["problem", "monospace"], wrap: true, selectable: true))
        }
    }
}
