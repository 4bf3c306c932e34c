import CGtk

/// Measures and allocates a widget's children from Swift: how a row moves its content by a
/// transform each frame without a relayout of anything else.
@MainActor
public struct LayoutDelegate {
    /// (orientation, for-size) → (minimum, natural).
    public var measure: @MainActor (GtkOrientation, Int32) -> (Int32, Int32)
    /// (width, height, baseline): allocate the children here.
    public var allocate: @MainActor (Int32, Int32, Int32) -> Void

    public init(
        measure: @escaping @MainActor (GtkOrientation, Int32) -> (Int32, Int32),
        allocate: @escaping @MainActor (Int32, Int32, Int32) -> Void
    ) {
        self.measure = measure
        self.allocate = allocate
    }
}

@MainActor
public enum CustomLayout {
    /// Gives `widget` a layout manager that calls `delegate`; released with the widget. With
    /// `heightForWidth` its height is asked for a given width (text that wraps, children that wrap).
    public static func install(on widget: some GObjectRef, heightForWidth: Bool = false, _ delegate: LayoutDelegate) {
        let box = ClosureBox<LayoutDelegate>(delegate)
        g_object_set_data_full(widget.object, layoutKey, box.retainedPointer, releaseBox)
        let manager = gtk_custom_layout_new(heightForWidth ? heightForWidthThunk : nil, measureThunk, allocateThunk)
        gtk_widget_set_layout_manager(widget.widget, manager)
    }

    /// Allocates `child` at (x, y) with size (width, height) by a translation transform.
    public static func place(_ child: some GObjectRef, x: Double, y: Double, width: Int32, height: Int32) {
        var point = graphene_point_t(x: Float(x), y: Float(y))
        let transform = gsk_transform_translate(nil, &point)
        gtk_widget_allocate(child.widget, width, height, -1, transform)
    }

    /// The natural size of `child` along `orientation` for `forSize` (−1: unconstrained).
    public static func measure(_ child: some GObjectRef, _ orientation: GtkOrientation, forSize: Int32) -> (Int32, Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(child.widget, orientation, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }
}

private let layoutKey = "swipeblocks-layout-delegate"

private func delegate(of widget: UnsafeMutablePointer<GtkWidget>?) -> ClosureBox<LayoutDelegate>? {
    guard let widget, let data = g_object_get_data(widget.object, layoutKey) else { return nil }
    return ClosureBox<LayoutDelegate>.from(data)
}

private let measureThunk:
    @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?,
        UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void = {
        widget, orientation, forSize, minimum, natural, minBaseline, natBaseline in
        minBaseline?.pointee = -1
        natBaseline?.pointee = -1
        guard let box = delegate(of: widget) else { minimum?.pointee = 0; natural?.pointee = 0; return }
        let (m, n) = MainActor.assumeIsolated { box.call.measure(orientation, forSize) }
        minimum?.pointee = m
        natural?.pointee = n
    }

private let heightForWidthThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> GtkSizeRequestMode = { _ in
    GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
}

private let allocateThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    widget, width, height, baseline in
    guard let box = delegate(of: widget) else { return }
    MainActor.assumeIsolated { box.call.allocate(width, height, baseline) }
}

extension CustomLayout {
    /// `child` in a box whose natural width is at most `width` (its minimum stays the child's):
    /// how a page tells an adaptive container how wide it would like to be without stopping it
    /// from being given more.
    public static func cappingNaturalWidth(of child: UnsafeMutablePointer<GtkWidget>, at width: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(box.cast(), child)
        install(
            on: box,
            LayoutDelegate(
                measure: { orientation, forSize in
                    let (minimum, natural) = measure(child, orientation, forSize: forSize)
                    guard orientation == GTK_ORIENTATION_HORIZONTAL else { return (minimum, natural) }
                    return (minimum, max(minimum, min(natural, width)))
                },
                allocate: { w, h, _ in place(child, x: 0, y: 0, width: w, height: h) }))
        return box
    }
}
