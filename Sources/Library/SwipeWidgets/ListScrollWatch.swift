import CGtk
import GtkBridge

/// The vertical scrolling of the list around a row: while the row is mapped, the nearest
/// GtkScrolledWindow around it (alone in one, in a GtkListBox, in a `SwipeListView`) reports each
/// change of its vertical adjustment, in points (down positive). The handler is disconnected
/// and the adjustment let go when the row is unmapped or destroyed.
@MainActor
final class ListScrollWatch {
    private var adjustment: UnsafeMutablePointer<GtkAdjustment>?
    private var handler: UInt = 0
    private var value = 0.0
    private let scrolled: @MainActor (Double) -> Void

    /// A watch that calls `scrolled` with each change of the list's scroll position.
    init(_ scrolled: @escaping @MainActor (_ dy: Double) -> Void) { self.scrolled = scrolled }

    /// True while it listens to a scrolled window's adjustment.
    var isWatching: Bool { adjustment != nil }

    /// Listens to the scrolled window around `widget`, if there is one (none: nothing to watch).
    func attach(to widget: UnsafeMutablePointer<GtkWidget>) {
        detach()
        guard let window = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()),
            let adjustment = gtk_scrolled_window_get_vadjustment(window.opaque)
        else { return }
        // Held while connected, so the handler is always disconnected from a live object.
        g_object_ref(adjustment)
        self.adjustment = adjustment
        value = gtk_adjustment_get_value(adjustment)
        handler = Signal.connect(adjustment, "value-changed") { [weak self] in self?.changed() }
    }

    /// Stops listening.
    func detach() {
        guard let adjustment else { return }
        Signal.disconnect(adjustment, handler)
        g_object_unref(adjustment)
        self.adjustment = nil
        handler = 0
    }

    private func changed() {
        guard let adjustment else { return }
        let new = gtk_adjustment_get_value(adjustment)
        let dy = new - value
        value = new
        if dy != 0, dy.isFinite { scrolled(dy) }
    }
}
