import CGtk
import GtkBridge

/// The first touch after a touch scroll of a demo list must reach the list. A scroll long enough
/// unmaps the row the finger came down on (the grid view recycles its widget), and GTK 4.8 then
/// drops the touch's implicit grab: the touch's end no longer reaches the list's scrolled window,
/// whose touch gestures keep the lifted finger as still down, claimed for scrolling. Wayland gives
/// the next finger the same sequence, which those gestures take as the old touch going on: they
/// swallow it in the capture phase and the row never sees it (the touch after that works, the
/// stale one having ended with it). So when a finger lands on a demo list and no other finger is
/// on one, the list's scrolled window starts its touch gestures afresh: turning kinetic scrolling
/// off resets them (and stops a glide, which the touch would stop anyway), and it is turned back
/// on at once.
@MainActor
enum StaleTouchReset {
    /// Watches `window`'s touches before any widget sees them; `listClass` is the CSS class of
    /// the demo lists, each the child of its own scrolled window.
    static func install(window: UnsafeMutablePointer<GtkWidget>, listClass: String) {
        var down: Set<UInt> = []
        Touches.watch(window) { change, sequence, event in
            switch change {
            case .began:
                // A touch that begins is new, even when its sequence is one whose end went astray.
                down.remove(sequence)
                guard let list = InnerScrollFirst.touchedList(event, in: window, innerClass: listClass),
                    let scroller = gtk_widget_get_parent(list),
                    scroller.isA(gtk_scrolled_window_get_type())
                else { return }
                if down.isEmpty, gtk_scrolled_window_get_kinetic_scrolling(scroller.opaque) != 0 {
                    gtk_scrolled_window_set_kinetic_scrolling(scroller.opaque, .no)
                    gtk_scrolled_window_set_kinetic_scrolling(scroller.opaque, .yes)
                }
                down.insert(sequence)
            case .ended:
                down.remove(sequence)
            }
        }
    }
}
