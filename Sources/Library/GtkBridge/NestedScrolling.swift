import CGtk
import Glibc

/// One vertical scroller per page: the wheel (or a touchpad) scrolls the page wherever the
/// pointer is. GTK 4.8's scrolled window keeps every scroll event that reaches it, even one it
/// cannot use, so a sideways-only scroller (a wide table) or a list already at its end stops the
/// page under the pointer. The page looks first (in the capture phase): when no scrolled window
/// under the pointer can move that way, the page scrolls itself, by GTK's own step.
@MainActor
public enum NestedScrolling {
    /// Makes vertical scrolling anywhere over `page` (a GtkScrolledWindow) scroll the innermost
    /// scrolled window under the pointer that can still move that way, else `page`.
    public static func install(page: UnsafeMutablePointer<GtkWidget>) {
        // Where the pointer is over the page (a scroll event on X11 carries no position in GTK 4.8).
        var pointer: (x: Double, y: Double)?
        Gestures.pointer(on: page) { pointer = $0 }
        let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        gtk_event_controller_set_propagation_phase(controller.opaque, GTK_PHASE_CAPTURE)
        Signal.connectScroll(controller, "scroll") { dx, dy in
            guard abs(dy) > abs(dx) else { return false }
            // Shift turns the wheel sideways, as GTK's scrolled window does.
            if gtk_event_controller_get_current_event_state(controller.opaque).rawValue & GDK_SHIFT_MASK.rawValue != 0 { return false }
            var scroller = pointer.flatMap { innermostScroller(at: $0, in: page) }
            while let s = scroller, s != page {
                if canScroll(s, by: dy) { return false }  // it scrolls; GTK's handler does it
                scroller = enclosingScroller(of: s, upTo: page)
            }
            guard canScroll(page, by: dy) else { return true }
            let unit = gtk_event_controller_scroll_get_unit(controller.opaque)
            scroll(page, by: dy, unit: unit)
            return true
        }
        gtk_widget_add_controller(page, controller.opaque)
    }

    /// The innermost scrolled window at `point` (in `page`'s coordinates) inside `page`, or `page`.
    private static func innermostScroller(at point: (x: Double, y: Double), in page: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        guard let picked = gtk_widget_pick(page, point.x, point.y, GTK_PICK_DEFAULT) else { return nil }
        return picked.isA(gtk_scrolled_window_get_type()) ? picked : enclosingScroller(of: picked, upTo: page)
    }

    private static func enclosingScroller(of widget: UnsafeMutablePointer<GtkWidget>, upTo page: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        var parent = gtk_widget_get_parent(widget)
        while let p = parent, p != page {
            if p.isA(gtk_scrolled_window_get_type()) { return p }
            parent = gtk_widget_get_parent(p)
        }
        return parent
    }

    /// True when `scroller` scrolls vertically and is not at its end in the direction of `dy`.
    private static func canScroll(_ scroller: UnsafeMutablePointer<GtkWidget>, by dy: Double) -> Bool {
        var horizontal = GTK_POLICY_NEVER, vertical = GTK_POLICY_NEVER
        gtk_scrolled_window_get_policy(scroller.opaque, &horizontal, &vertical)
        guard vertical != GTK_POLICY_NEVER, let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return false }
        let value = gtk_adjustment_get_value(adjustment)
        let lower = gtk_adjustment_get_lower(adjustment)
        let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
        return dy > 0 ? value < end - 0.5 : value > lower + 0.5
    }

    /// Scrolls `scroller` by a wheel's `dy` as GTK would: a detent moves page size^(2/3); smooth
    /// deltas (touchpads) are in surface pixels times GTK's factor of 2.5.
    private static func scroll(_ scroller: UnsafeMutablePointer<GtkWidget>, by dy: Double, unit: GdkScrollUnit) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque) else { return }
        let step = unit == GDK_SCROLL_UNIT_WHEEL ? pow(gtk_adjustment_get_page_size(adjustment), 2.0 / 3.0) : 2.5
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + dy * step)
    }
}
