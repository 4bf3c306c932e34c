import AdwBridge
import CGtk
import GtkBridge
import Localization

/// Brief messages at the bottom of the window (libadwaita's toasts): what Copy, Export and the
/// demo's actions did, with a button (Undo, Open) where there is something to do about it.
@MainActor
final class Toasts {
    /// The overlay: the window's content goes inside it.
    let overlay = Adw.ToastOverlay()

    /// Puts `content` under the toasts.
    func wrap(_ content: some GObjectRef) {
        overlay.child = content.widget
    }

    /// Shows `title`; with a button, `action` runs when it is clicked (once). A toast with the
    /// same `key` as one still shown replaces it, so repeated Copies do not queue up. Screen
    /// readers are told `title` too (see `Accessibility.announce`), unless `spoken` is false:
    /// what was said another way already ("Marked as unread" by the row itself).
    func show(
        _ title: String, button: String? = nil, key: String? = nil, timeout: UInt32 = 5, spoken: Bool = true,
        action: (@MainActor () -> Void)? = nil
    ) {
        add(title, button: button.flatMap { label in action.map { (label, $0) } }, key: key, timeout: timeout, undoable: false)
        if spoken { Accessibility.announce(title, in: overlay) }
    }

    /// Shows `title` with Undo, which `undo()` (Ctrl+Z) also runs while the toast shows; it stays
    /// longer than a plain toast: time to see what went and decide. Screen readers are told
    /// `title` and that Ctrl+Z undoes it (the button is out of their way, at the window's end).
    func show(_ title: String, undo: @escaping @MainActor () -> Void, key: String? = nil) {
        add(title, button: (tr("Undo"), undo), key: key, timeout: 10, undoable: true)
        Accessibility.announce(tr("{toast}. Press Ctrl+Z to undo.", ["toast": title]), in: overlay)
    }

    private func add(
        _ title: String, button: (label: String, action: @MainActor () -> Void)?, key: String?,
        timeout: UInt32, undoable: Bool
    ) {
        // A toast with the key still shown is told its new words and button, and its time starts
        // again. Dismissing it for a new one instead meets libadwaita 1.2's use-after-free (fixed
        // in 1.3: "toast-overlay: Prevent show_done from firing after hide_done"): a toast that
        // replaced another and is dismissed within 0.2 s is freed while its show animation still
        // runs, and the app crashes as that animation ends — one run in five of four quick Deletes
        // on a loaded machine.
        if let key, let old = shown[key] {
            if let handler = old.button { old.toast.disconnect(handler) }
            shown[key]?.button = configure(old.toast, title, button: button, timeout: timeout, undoable: undoable)
            // Added again: shown, its timeout restarts; queued, it moves up.
            overlay.add(old.toast)
            nameButtons()
            return
        }
        let toast = Adw.Toast(title: title)
        let handler = configure(toast, title, button: button, timeout: timeout, undoable: undoable)
        // The toast's own closures know it by its pointer: holding it would keep it for ever.
        let id = toast.raw
        toast.onDismissed { [weak self] in
            if self?.undoable?.toast.raw == id { self?.undoable = nil }
        }
        if let key {
            // Held while shown, so a later toast with the key can take its place.
            shown[key] = (toast: toast, button: handler)
            toast.onDismissed { [weak self] in
                guard let self, self.shown[key]?.toast.raw == id else { return }
                self.shown[key] = nil
            }
        }
        overlay.add(toast)
        nameButtons()
        // A toast queued behind another gets its widget when the one before goes.
        toast.onDismissed { [weak self] in MainLoop.idle { self?.nameButtons() } }
    }

    /// Gives `toast` its title, timeout and button; returns the button's handler.
    private func configure(
        _ toast: Adw.Toast, _ title: String, button: (label: String, action: @MainActor () -> Void)?,
        timeout: UInt32, undoable: Bool
    ) -> UInt? {
        toast.title = title
        // The title wraps on a narrow window rather than being cut short ("‘Rain from 4 pm’ dism…"
        // beside Undo at 360 px): libadwaita 1.2's own title is one ellipsized line. The label
        // asks for one line (up to 50 characters) where there is room.
        let label = Make.label(title, classes: ["heading", "toast-title"], wrap: true)
        gtk_label_set_natural_wrap_mode(label.opaque, GTK_NATURAL_WRAP_NONE)
        gtk_label_set_max_width_chars(label.opaque, 50)
        toast.customTitle = label
        toast.timeout = timeout
        toast.buttonLabel = button?.label
        if undoable, let button {
            self.undoable = (toast, button.action)
        } else if self.undoable?.toast === toast {
            self.undoable = nil
        }
        guard let button else { return nil }
        let action = button.action
        return toast.onButtonClicked { [weak self] in
            if undoable { self?.leaveToast() }
            action()
        }
    }

    /// Lets go of keyboard focus when it is on a toast (its button, Undo by Return): Undo then
    /// puts focus on the row it restores (the demo does when focus is nowhere, as for Ctrl+Z on a
    /// row), where GTK would otherwise send it to the window's first widget as the toast goes.
    private func leaveToast() {
        guard let root = gtk_widget_get_root(overlay.widget), let focus = gtk_root_get_focus(root),
            gtk_widget_is_ancestor(focus, overlay.widget) != 0
        else { return }
        if let content = overlay.child, focus == content || gtk_widget_is_ancestor(focus, content) != 0 {
            return
        }
        gtk_root_set_focus(root, nil)
    }

    /// libadwaita 1.2 leaves a toast's dismiss button unnamed (screen readers hear "GtkImage") and
    /// its text button named twice ("Undo Undo"): each gets its one name in words.
    private func nameButtons() {
        var child = gtk_widget_get_first_child(overlay.widget)
        while let widget = child {
            if widget.typeName == "AdwToastWidget" { nameButtons(in: widget) }
            child = gtk_widget_get_next_sibling(widget)
        }
    }

    private func nameButtons(in widget: UnsafeMutablePointer<GtkWidget>) {
        if widget.isA(gtk_button_get_type()) {
            // Its name is its label (or "Dismiss") alone, not also the child it is labelled by:
            // the label ("Undo Undo") or the icon, read by its class name ("GtkImage Dismiss").
            Accessibility.clearLabelledBy(widget)
            if let label = gtk_button_get_label(widget.cast()) {
                Accessibility.setLabel(widget, String(cString: label))
            } else {
                Accessibility.setLabel(widget, tr("Dismiss"))
                gtk_widget_set_tooltip_text(widget, tr("Dismiss"))
                // The tooltip says the name again: not its description too ("Dismiss push button. Dismiss").
                Accessibility.setDescription(widget, "")
            }
            return
        }
        var child = gtk_widget_get_first_child(widget)
        while let c = child {
            nameButtons(in: c)
            child = gtk_widget_get_next_sibling(c)
        }
    }

    /// Runs the Undo of the toast shown last with one (Ctrl+Z), and takes the toast away.
    func undo() {
        guard let pending = undoable else { return }
        undoable = nil
        leaveToast()
        pending.toast.dismiss()
        pending.action()
    }

    /// The latest toast with an Undo button, while it is shown.
    private var undoable: (toast: Adw.Toast, action: @MainActor () -> Void)?

    /// Toasts shown with a key, and their button's handler.
    private var shown: [String: (toast: Adw.Toast, button: UInt?)] = [:]
}
