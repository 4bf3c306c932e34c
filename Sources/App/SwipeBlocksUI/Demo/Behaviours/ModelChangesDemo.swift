import CGtk
import GtkBridge
import Localization

/// Rows that survive the model: buttons that change the demo's model around its open row, as an
/// app's own code would, and a line saying what became of the open row.
@MainActor
final class ModelChangesDemo {
    let root: UnsafeMutablePointer<GtkWidget>
    private let status: UnsafeMutablePointer<GtkWidget>
    private weak var demo: LiveDemo?

    init(_ demo: LiveDemo) {
        self.demo = demo
        root = Make.box(GTK_ORIENTATION_VERTICAL, spacing: 6, classes: ["demo-behaviour"])
        let bar = Make.wrappingBox(spacing: 6, rowSpacing: 6, classes: ["model-changes"])
        Accessibility.setLabel(bar, tr("Change the model"))
        status = Make.label(tr("Open a row, then change the model around it."), classes: ["dim-label", "model-change-status"], wrap: true)
        gtk_label_set_xalign(status.opaque, 0)
        Make.append(root, bar, status)
        let nothingBelow = tr("There is no item below the open row.")
        let changes: [Change] = [
            Change(tr("Insert Above"), tr("Inserted an item above the open row."), "") { $0.insertItem(at: $1) },
            Change(tr("Remove Below"), tr("Removed the item below the open row."), nothingBelow) { $0.removeItem(at: $1 + 1) },
            Change(tr("Move Below to Top"), tr("Moved the item below the open row to the top."), nothingBelow) {
                $0.moveItem(from: $1 + 1, to: 0)
            },
            Change(tr("Change Open Item"), tr("Changed the open row's item."), "") { $0.replaceItem(at: $1) },
            Change(
                tr("Move Open Item Down"), tr("Moved the open row's item down one place."), tr("The open row's item is already the last.")
            ) { $0.moveItem(from: $1, to: $1 + 1) },
        ]
        for change in changes {
            let button = Make.button(change.title, classes: ["flat"]) { [unowned self] in self.apply(change) }
            Make.append(bar, button)
        }
        Lifetime.tie(self, to: root, key: "swipeblocks-model-changes-demo")
    }

    /// One button's change: its title, what it says when done, what it says when there was
    /// nothing to change (the open row is the last), and the change (false: nothing changed).
    private struct Change {
        let title: String
        let done: String
        let nothing: String
        let change: @MainActor (LiveDemo, Int) -> Bool

        init(_ title: String, _ done: String, _ nothing: String, change: @escaping @MainActor (LiveDemo, Int) -> Bool) {
            (self.title, self.done, self.nothing, self.change) = (title, done, nothing, change)
        }
    }

    /// Changes the model around the open row, then says, once the list has followed, whether the
    /// row is still open on its item (or, if there was nothing to change, that and no more).
    private func apply(_ change: Change) {
        guard let demo else { return }
        guard let position = demo.openPosition else {
            show(tr("No row is open: open one first (swipe it, or Open Trailing)."))
            return
        }
        let index = demo.listed[position]
        guard change.change(demo, position) else { return show(change.nothing) }
        let done = change.done
        // Told once the list has laid itself out twice: keeping its place as items come above
        // may scroll it, and a scroll closes an open row (close-on-scroll).
        var frames = 0
        _ = FrameClock.addTick(root) { [weak self] _ in
            frames += 1
            guard frames > 2, let self, let demo = self.demo else { return frames <= 2 }
            let title = demo.content(index).title
            // Still open on the same item: the one it showed, or the one that replaced it there.
            let stillOpen =
                demo.openPosition.map { demo.listed[$0] == index || demo.listed.firstIndex(of: index) == nil && $0 == position } ?? false
            self.show(
                done + " "
                    + (stillOpen
                        ? tr("The open row stayed open on “{title}”.", ["title": title])
                        : tr("The row of “{title}” closed cleanly.", ["title": title])))
            return false
        }
    }

    /// Shows `text` under the buttons and says it to a screen reader (the focus stays on the
    /// button pressed, so the line itself is never read on its own).
    private func show(_ text: String) {
        gtk_label_set_text(status.opaque, text)
        Accessibility.setLabel(status, text)
        Accessibility.announce(text, in: root)
    }
}
