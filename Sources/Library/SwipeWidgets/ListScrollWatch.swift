import CGtk
import GtkBridge

/// The vertical scrolling of the list around a row: while the row is mapped, the nearest
/// GtkScrolledWindow around it (alone in one, in a GtkListBox, in a `SwipeListView`) reports each
/// change of its vertical adjustment, in points (down positive). The rows of one scrolled window
/// share one handler on its adjustment (`AdjustmentWatch`), not one each; a row stops listening
/// when it is unmapped or destroyed.
@MainActor
final class ListScrollWatch {
    private var watch: AdjustmentWatch?
    let scrolled: @MainActor (Double) -> Void

    /// A watch that calls `scrolled` with each change of the list's scroll position.
    init(_ scrolled: @escaping @MainActor (_ dy: Double) -> Void) { self.scrolled = scrolled }

    /// True while it listens to a scrolled window's adjustment.
    var isWatching: Bool { watch != nil }

    /// Listens to the scrolled window around `widget`, if there is one (none: nothing to watch).
    func attach(to widget: UnsafeMutablePointer<GtkWidget>) {
        detach()
        guard let window = gtk_widget_get_ancestor(widget, gtk_scrolled_window_get_type()),
            let adjustment = gtk_scrolled_window_get_vadjustment(window.opaque)
        else { return }
        watch = AdjustmentWatch.of(adjustment)
        watch?.add(self)
    }

    /// Stops listening.
    func detach() {
        watch?.remove(self)
        watch = nil
    }
}

/// One handler on a scrolled window's vertical adjustment for all the rows that listen to it:
/// each change goes to them as the distance scrolled since the last one. Made for the first row
/// and gone with the last (its handler disconnected, the adjustment it held let go), so nothing
/// is left on the adjustment once no row listens.
@MainActor
private final class AdjustmentWatch {
    private static let key = "swipe-widgets-scroll-watch"
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>
    private var handler: UInt = 0
    private var layoutHandler: UInt = 0
    private var value: Double
    /// The position a layout set with the content's or the view's height (`gtk_adjustment_configure`
    /// emits `changed` with its new position in place, then `value-changed`), until the next change.
    private var laidOut: Double?
    private var watchers: [ObjectIdentifier: ListScrollWatch] = [:]

    /// The watch of `adjustment` (made the first time).
    static func of(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) -> AdjustmentWatch {
        if let watch = Lifetime.owner(of: adjustment, key: key, as: AdjustmentWatch.self) { return watch }
        let watch = AdjustmentWatch(adjustment)
        Lifetime.tie(watch, to: adjustment, key: key)
        return watch
    }

    private init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        // Held while connected, so the handler is always disconnected from a live object.
        g_object_ref(adjustment)
        self.adjustment = adjustment
        value = gtk_adjustment_get_value(adjustment)
        handler = Signal.connect(adjustment, "value-changed") { [unowned self] in self.changed() }
        layoutHandler = Signal.connect(adjustment, "changed") { [unowned self] in laidOut = gtk_adjustment_get_value(self.adjustment) }
    }

    func add(_ watcher: ListScrollWatch) { watchers[ObjectIdentifier(watcher)] = watcher }

    /// Takes `watcher` out; the last one out ends the watch.
    func remove(_ watcher: ListScrollWatch) {
        watchers[ObjectIdentifier(watcher)] = nil
        guard watchers.isEmpty, handler != 0 else { return }
        Signal.disconnect(adjustment, handler)
        Signal.disconnect(adjustment, layoutHandler)
        handler = 0
        let adjustment = self.adjustment
        Lifetime.untie(adjustment, key: Self.key)
        g_object_unref(adjustment)
    }

    /// A position set together with the content's or the view's height is the list's layout, not
    /// a scroll: a `GtkListView` keeping its items in place as items come or go above them, or a
    /// position clamped as the list grows or the window is resized. The rows hear only scrolls.
    private func changed() {
        let new = gtk_adjustment_get_value(adjustment)
        let dy = new - value
        value = new
        let layout = laidOut == new
        laidOut = nil
        guard dy != 0, dy.isFinite, !layout else { return }
        for watcher in Array(watchers.values) { watcher.scrolled(dy) }
    }
}
