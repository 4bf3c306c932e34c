import CGtk

/// A key press as a key controller reports it: the key and the modifiers held.
public struct KeyPress: Sendable, Equatable {
    /// The GDK key value (`GDK_KEY_Return`, …).
    public var keyval: UInt32
    /// The modifiers held, with the ones that do not change a shortcut (Caps Lock, Num Lock) left out.
    public var modifiers: UInt32
    /// The event's own timestamp in milliseconds (`gdk_event_get_time`; 0 when it has none).
    public var time: UInt32

    /// A press of `keyval` with `modifiers` held (those that do not make a shortcut are dropped).
    public init(keyval: UInt32, modifiers: UInt32 = 0, time: UInt32 = 0) {
        self.keyval = keyval
        self.modifiers = modifiers & Self.relevantModifiers
        self.time = time
    }

    /// Shift, Control, Alt and Super: the modifiers a shortcut is made of.
    public static let relevantModifiers =
        GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue
        | GDK_SUPER_MASK.rawValue
    /// Shift alone, as `modifiers` reads for Shift+F10.
    public static let shift = GDK_SHIFT_MASK.rawValue
}

/// Key presses on a widget, handled in Swift.
@MainActor
public enum Keys {
    /// Calls `handler` for each key pressed while `widget` or a widget inside it has focus, in
    /// `phase` (capture runs before the widget's own bindings); it returns true when it handled
    /// the key. Returns the controller (for `gtk_widget_remove_controller`).
    @discardableResult
    public static func onPress(
        _ widget: some GObjectRef, phase: GtkPropagationPhase = GTK_PHASE_BUBBLE,
        _ handler: @escaping @MainActor (KeyPress) -> Bool
    ) -> OpaquePointer {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, phase)
        Signal.connect(controller, "key-pressed", unsafeBitCast(keyThunk, to: UnsafeRawPointer.self), handler)
        gtk_widget_add_controller(widget.widget, controller)
        return controller.opaque
    }
}

private typealias KeyFn = @MainActor (KeyPress) -> Bool

private let keyThunk: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
    controller, keyval, _, state, data in
    let box = ClosureBox<KeyFn>.from(data)
    let address = UInt(bitPattern: controller)
    return MainActor.assumeIsolated {
        let time = OpaquePointer(bitPattern: address).map { gtk_event_controller_get_current_event_time($0) } ?? 0
        return gbool(box.call(KeyPress(keyval: keyval, modifiers: state.rawValue, time: time)))
    }
}
