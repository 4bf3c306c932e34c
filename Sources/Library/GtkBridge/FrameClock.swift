import CGtk

/// Frame-synchronised callbacks on a widget's frame clock.
@MainActor
public enum FrameClock {
    /// Calls `tick` with the frame time in seconds on every frame until it returns false.
    /// Returns the callback id for `removeTick`.
    @discardableResult
    public static func addTick(_ widget: some GObjectRef, _ tick: @escaping @MainActor (Double) -> Bool) -> UInt32 {
        let box = ClosureBox<@MainActor (Double) -> Bool>(tick)
        return gtk_widget_add_tick_callback(widget.widget, tickThunk, box.retainedPointer, releaseBox)
    }

    /// Stops the tick callback `id` that `addTick` gave `widget` (its closure is released).
    public static func removeTick(_ widget: some GObjectRef, _ id: UInt32) {
        gtk_widget_remove_tick_callback(widget.widget, guint(id))
    }

    /// GLib's monotonic clock in seconds (`g_get_monotonic_time`): the clock GTK times input and
    /// frames with.
    public nonisolated static var monotonicSeconds: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}

private let tickThunk: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, clock, data in
    let box = ClosureBox<@MainActor (Double) -> Bool>.from(data)
    guard let clock else { return .no }
    let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    return MainActor.assumeIsolated { gbool(box.call(seconds)) }
}
