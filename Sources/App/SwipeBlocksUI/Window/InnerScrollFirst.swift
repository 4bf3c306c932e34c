import CGtk
import GtkBridge

/// Under a finger, the list being touched scrolls, not the page around it. GTK 4.8 lets the
/// outermost scrolled window claim a touch drag first, so a vertical drag on a demo list that can
/// scroll would move the whole page. While such a touch is down, the page stops taking touch
/// drags; a touch elsewhere (or on a list with nothing to scroll) still scrolls the page.
@MainActor
enum InnerScrollFirst {
    /// Watches `window`'s touches before any widget sees them; `page` is the outer scrolled window
    /// and `innerClass` the CSS class of the scrollable lists inside it.
    static func install(window: UnsafeMutablePointer<GtkWidget>, page: UnsafeMutablePointer<GtkWidget>, innerClass: String) {
        var held: Set<UInt> = []
        Touches.watch(window) { change, sequence, event in
            switch change {
            case .began:
                guard let list = touchedList(event, in: window, innerClass: innerClass), canScroll(list) else { return }
                held.insert(sequence)
                gtk_scrolled_window_set_kinetic_scrolling(page.opaque, .no)
            case .ended:
                guard held.remove(sequence) != nil, held.isEmpty else { return }
                gtk_scrolled_window_set_kinetic_scrolling(page.opaque, .yes)
            }
        }
    }

    /// The widget with `innerClass` under the touch, if any (StaleTouchReset asks it too).
    static func touchedList(
        _ event: OpaquePointer, in window: UnsafeMutablePointer<GtkWidget>,
        innerClass: String
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var x = 0.0, y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let native = gtk_widget_get_native(window) else { return nil }
        // Event positions are in surface coordinates; the window's may be inset (client-side shadow).
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(native, &dx, &dy)
        var widget = gtk_widget_pick(window, x - dx, y - dy, GTK_PICK_DEFAULT)
        while let w = widget, w != window {
            if gtk_widget_has_css_class(w, innerClass) != 0 { return w }
            widget = gtk_widget_get_parent(w)
        }
        return nil
    }

    /// True when the list's own scrolled window has more to show than fits.
    private static func canScroll(_ list: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let scroller = gtk_widget_get_parent(list),
            let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)
        else { return false }
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) > 0.5
    }
}
