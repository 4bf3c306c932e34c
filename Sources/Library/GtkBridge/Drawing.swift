import CGtk

/// Cairo drawing in a GtkDrawingArea.
@MainActor
public enum Drawing {
    /// A drawing area that calls `draw(cairo, width, height)` whenever GTK paints it; screen
    /// readers see it as a picture (the accessible role is fixed at construction).
    public static func area(_ draw: @escaping @MainActor (OpaquePointer, Double, Double) -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let area = Accessibility.widget(gtk_drawing_area_get_type(), role: GTK_ACCESSIBLE_ROLE_IMG)
        let box = ClosureBox<@MainActor (OpaquePointer, Double, Double) -> Void>(draw)
        gtk_drawing_area_set_draw_func(area.cast(), drawThunk, box.retainedPointer, releaseBox)
        return area
    }

    /// A colour of the widget's style: its text colour, or a named theme colour
    /// (`theme_selected_bg_color`…) when `named` is given and defined.
    public static func color(of widget: UnsafeMutablePointer<GtkWidget>, named: String? = nil) -> GdkRGBA {
        var rgba = GdkRGBA()
        let context = gtk_widget_get_style_context(widget)
        if let named, gtk_style_context_lookup_color(context, named, &rgba) != 0 { return rgba }
        gtk_style_context_get_color(context, &rgba)
        return rgba
    }

    /// Sets the cairo source to `color` with its alpha scaled by `alpha`.
    public static func setSource(_ cairo: OpaquePointer, _ color: GdkRGBA, alpha: Double = 1) {
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * alpha)
    }

    /// Draws `text` with the widget's font, its top-left corner where `place` puts it given the
    /// text's size (one layout, measured and drawn); nothing when `place` finds no room (nil).
    public static func text(
        _ text: String, in widget: UnsafeMutablePointer<GtkWidget>, cairo: OpaquePointer,
        at place: (_ width: Double, _ height: Double) -> (x: Double, y: Double)?
    ) {
        let layout = gtk_widget_create_pango_layout(widget, text)!
        defer { g_object_unref(layout.raw) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        guard let origin = place(Double(width), Double(height)) else { return }
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, layout)
    }
}

private let drawThunk:
    @convention(c) (UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
        _, cairo, width, height, data in
        guard let cairo else { return }
        let box = ClosureBox<@MainActor (OpaquePointer, Double, Double) -> Void>.from(data)
        nonisolated(unsafe) let context = cairo
        MainActor.assumeIsolated { box.call(context, Double(width), Double(height)) }
    }
