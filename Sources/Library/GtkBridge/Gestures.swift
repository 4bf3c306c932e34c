import CGtk

/// What a drag handler decides about the gesture in progress.
public enum GestureDecision: Sendable {
    /// Not yet: the gesture stays shared with the widgets around.
    case undecided
    /// The drag is ours: the widgets around (a scrolled window) let go of it.
    case claim
    /// Not ours: it goes to the widgets around.
    case deny
}

/// A scroll event as a scroll controller reports it: the deltas, and what made them.
public struct ScrollEvent: Sendable {
    public var dx: Double
    public var dy: Double
    /// Surface pixels (Wayland touchpads) or wheel steps.
    public var unit: GdkScrollUnit
    /// `GDK_SCROLL_SMOOTH` for smooth scrolling, else a discrete direction.
    public var direction: GdkScrollDirection
    /// The device that scrolled (`GDK_SOURCE_TOUCHPAD`, `GDK_SOURCE_MOUSE`, …).
    public var source: GdkInputSource
    /// The event's own timestamp in milliseconds (`gdk_event_get_time`).
    public var time: UInt32

    public init(dx: Double, dy: Double, unit: GdkScrollUnit, direction: GdkScrollDirection, source: GdkInputSource, time: UInt32) {
        self.dx = dx
        self.dy = dy
        self.unit = unit
        self.direction = direction
        self.source = source
        self.time = time
    }
}

/// Gestures and event controllers on a widget, handled in Swift; each returns its controller,
/// for `gtk_widget_remove_controller` (the widget owns its controllers and their closures).
@MainActor
public enum Gestures {
    /// A drag (pointer or touch): `begin` gets the start point and returns false to leave the
    /// drag alone (it is denied); `update` gets the offset from the start and decides; `end`
    /// gets the final offset; `cancel` runs when the drag is taken away. Each also gets the
    /// event's own timestamp in milliseconds (0 when it has none).
    @discardableResult
    public static func drag(
        on widget: some GObjectRef,
        begin: @escaping @MainActor (Double, Double, _ time: UInt32) -> Bool,
        update: @escaping @MainActor (Double, Double, _ time: UInt32) -> GestureDecision,
        end: @escaping @MainActor (Double, Double, _ time: UInt32) -> Void,
        cancel: @escaping @MainActor (_ time: UInt32) -> Void
    ) -> OpaquePointer {
        let gesture = gtk_gesture_drag_new()!
        let time = { gtk_event_controller_get_current_event_time(gesture.opaque) }
        Signal.connectPoint(gesture, "drag-begin") { x, y in
            if !begin(x, y, time()) { gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_DENIED) }
        }
        Signal.connectPoint(gesture, "drag-update") { dx, dy in
            switch update(dx, dy, time()) {
            case .claim: gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
            case .deny: gtk_gesture_set_state(gesture.opaque, GTK_EVENT_SEQUENCE_DENIED)
            case .undecided: break
            }
        }
        Signal.connectPoint(gesture, "drag-end") { dx, dy in end(dx, dy, time()) }
        Signal.connectIgnoringArgument(gesture, "cancel") { cancel(time()) }
        gtk_widget_add_controller(widget.widget, gesture.opaque)
        return gesture.opaque
    }

    /// Clicks of any button (and taps), or of `button` alone (`GDK_BUTTON_SECONDARY`: no taps):
    /// `pressed` and `released` get the button (`GDK_BUTTON_PRIMARY`, …), the press count and the
    /// point.
    @discardableResult
    public static func click(
        on widget: some GObjectRef, button: UInt32 = 0,
        pressed: @escaping @MainActor (_ button: UInt32, _ presses: Int, Double, Double) -> Void,
        released: @escaping @MainActor (_ button: UInt32, _ presses: Int, Double, Double) -> Void
    ) -> OpaquePointer {
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click.opaque, button)
        Signal.connectClick(click, "pressed") { n, x, y in pressed(gtk_gesture_single_get_current_button(click.opaque), n, x, y) }
        Signal.connectClick(click, "released") { n, x, y in released(gtk_gesture_single_get_current_button(click.opaque), n, x, y) }
        gtk_widget_add_controller(widget.widget, click.opaque)
        return click.opaque
    }

    /// A long press (with `touchOnly`, of a finger only), at the point pressed.
    @discardableResult
    public static func longPress(
        on widget: some GObjectRef, touchOnly: Bool,
        _ pressed: @escaping @MainActor (Double, Double) -> Void
    ) -> OpaquePointer {
        let longPress = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(longPress.opaque, gbool(touchOnly))
        Signal.connectPoint(longPress, "pressed") { x, y in pressed(x, y) }
        gtk_widget_add_controller(widget.widget, longPress.opaque)
        return longPress.opaque
    }

    /// Where the pointer is over the widget: a point as it enters and moves, nil when it leaves.
    @discardableResult
    public static func pointer(on widget: some GObjectRef, _ moved: @escaping @MainActor ((x: Double, y: Double)?) -> Void)
        -> OpaquePointer
    {
        hover(on: widget) { point, _ in moved(point) }
    }

    /// Where the pointer is over the widget, as `pointer` reports it, and the kind of device that
    /// moved it (`GDK_SOURCE_MOUSE`, `GDK_SOURCE_TOUCHPAD`, `GDK_SOURCE_TOUCHSCREEN`: a finger's
    /// emulated pointer, …); nil for a crossing GTK made up itself (a widget mapped under the
    /// pointer, a touch on Wayland), which carries no device.
    @discardableResult
    public static func hover(
        on widget: some GObjectRef, _ moved: @escaping @MainActor ((x: Double, y: Double)?, _ source: GdkInputSource?) -> Void
    ) -> OpaquePointer {
        let motion = gtk_event_controller_motion_new()!
        let source = { gtk_event_controller_get_current_event_device(motion.opaque).map { gdk_device_get_source($0) } }
        Signal.connectPoint(motion, "enter") { x, y in moved((x, y), source()) }
        Signal.connectPoint(motion, "motion") { x, y in moved((x, y), source()) }
        Signal.connect(motion, "leave") { moved(nil, source()) }
        gtk_widget_add_controller(widget.widget, motion)
        return motion.opaque
    }

    /// Scrolling on both axes, in `phase` (capture: before the widgets inside): `scroll` gets each
    /// event and returns true when it used it (false lets it go on, to a scrolled window); `ended`
    /// runs, with the event's timestamp, when the device says the scroll stopped (Wayland
    /// touchpads; X11 never does).
    @discardableResult
    public static func scroll(
        on widget: some GObjectRef, phase: GtkPropagationPhase = GTK_PHASE_BUBBLE,
        _ scroll: @escaping @MainActor (ScrollEvent) -> Bool,
        ended: @escaping @MainActor (_ time: UInt32) -> Void
    ) -> OpaquePointer {
        let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        gtk_event_controller_set_propagation_phase(controller.opaque, phase)
        Signal.connectScroll(controller, "scroll") { dx, dy in
            guard let event = gtk_event_controller_get_current_event(controller.opaque),
                let device = gdk_event_get_device(event)
            else { return false }
            return scroll(
                ScrollEvent(
                    dx: dx, dy: dy, unit: gtk_event_controller_scroll_get_unit(controller.opaque),
                    direction: gdk_scroll_event_get_direction(event), source: gdk_device_get_source(device),
                    time: gdk_event_get_time(event)))
        }
        Signal.connect(controller, "scroll-end") { ended(gtk_event_controller_get_current_event_time(controller.opaque)) }
        gtk_widget_add_controller(widget.widget, controller.opaque)
        return controller.opaque
    }
}
