import CGtk

/// A window's touches as they arrive, before any widget sees them (the capture phase); watching
/// never stops them.
@MainActor
public enum Touches {
    public enum Change: Sendable { case began, ended }

    /// Calls `handler` for each touch that begins, and each that ends or is cancelled, with its
    /// sequence and the event.
    public static func watch(
        _ window: UnsafeMutablePointer<GtkWidget>,
        _ handler: @escaping @MainActor (Change, UInt, OpaquePointer) -> Void
    ) {
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connectEvent(controller, "event") { event in
            let sequence = UInt(bitPattern: gdk_event_get_event_sequence(event))
            switch gdk_event_get_event_type(event) {
            case GDK_TOUCH_BEGIN: handler(.began, sequence, event)
            case GDK_TOUCH_END, GDK_TOUCH_CANCEL: handler(.ended, sequence, event)
            default: break
            }
            return false
        }
        gtk_widget_add_controller(window, controller)
    }
}
