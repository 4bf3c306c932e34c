import CGtk

extension Focus {
    /// Scrolls `scroller` so the widget that takes focus inside it shows whole with `margin`
    /// pixels around it — its focus ring too, which GTK draws outside the widget. GTK 4.8's own
    /// scroll to focus (its viewport's) stops at the widget's edge, so a control Tab reached at
    /// the bottom of the window showed a ring cut off. A widget taller than the view is shown
    /// from its top. Call it once `scroller` has its child (a viewport GTK made for it).
    public static func keepInView(_ scroller: UnsafeMutablePointer<GtkWidget>, margin: Double) {
        guard let viewport = gtk_scrolled_window_get_child(scroller.opaque), viewport.isA(gtk_viewport_get_type()) else { return }
        gtk_viewport_set_scroll_to_focus(viewport.opaque, .no)
        var watching: UnsafeMutablePointer<GtkWidget>?
        Signal.connect(scroller, "map") {
            guard watching == nil, let root = gtk_widget_get_root(scroller) else { return }
            let window = UnsafeMutablePointer<GtkWidget>(root)
            watching = window
            Signal.connectIgnoringArgument(window, "notify::focus-widget") {
                guard gtk_widget_get_mapped(scroller) != 0, let focus = gtk_root_get_focus(root) else { return }
                scrollToShow(focus, in: viewport, of: scroller, margin: margin)
            }
        }
    }

    private static func scrollToShow(
        _ focus: UnsafeMutablePointer<GtkWidget>, in viewport: UnsafeMutablePointer<GtkWidget>,
        of scroller: UnsafeMutablePointer<GtkWidget>, margin: Double
    ) {
        guard gtk_widget_is_ancestor(focus, viewport) != 0, let content = gtk_viewport_get_child(viewport.opaque),
            let adjustment = gtk_scrolled_window_get_vadjustment(scroller.opaque)
        else { return }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(focus, content, &bounds) != 0 else { return }
        let top = Double(bounds.origin.y) - margin
        let bottom = Double(bounds.origin.y + bounds.size.height) + margin
        let value = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        if top < value || bottom - top > page {
            gtk_adjustment_set_value(adjustment, top)
        } else if bottom > value + page {
            gtk_adjustment_set_value(adjustment, bottom - page)
        }
    }
}
