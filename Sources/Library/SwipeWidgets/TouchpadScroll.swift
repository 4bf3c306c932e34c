import CGtk

/// Which scroll events are a touchpad's two-finger scroll, and how far the fingers moved.
///
/// Wayland reports touchpad scrolling in surface pixels and ends it with a stop event. X11
/// (XInput 2) reports it as smooth scrolling in wheel steps — one step is the driver's scroll
/// distance, 15 pixels of finger travel with libinput's default — and never says it stopped,
/// so a pause ends the scroll (`SwipeInput.touchpadIdleEnd`). Both axes scale alike, so the
/// scroll's angle, which decides whether it swipes a row (`TouchpadDecision`), is the fingers'.
/// Mouse wheels (discrete, or smooth from a mouse) never drag a row.
enum TouchpadScroll {
    /// Finger travel per X11 smooth-scroll step (xf86-input-libinput's default scroll distance).
    static let pointsPerX11Step = 15.0

    /// The travel in points for a scroll of (`dx`, `dy`), or nil when it is not a touchpad's.
    static func points(
        dx: Double, dy: Double, unit: GdkScrollUnit, direction: GdkScrollDirection, source: GdkInputSource
    ) -> (dx: Double, dy: Double)? {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return nil }
        if unit == GDK_SCROLL_UNIT_SURFACE { return (dx, dy) }
        guard direction == GDK_SCROLL_SMOOTH, source == GDK_SOURCE_TOUCHPAD else { return nil }
        return (dx * pointsPerX11Step, dy * pointsPerX11Step)
    }
}
