import CGtk

/// Signal connections with Swift closures; GLib releases each closure when the object dies.
/// Each function matches one C signal signature exactly.
@MainActor
public enum Signal {
    @discardableResult
    static func connect<F>(_ object: some GObjectRef, _ name: String, _ thunk: UnsafeRawPointer, _ handler: F) -> UInt {
        let box = ClosureBox(handler)
        let callback = unsafeBitCast(thunk, to: GCallback.self)
        return UInt(g_signal_connect_data(object.raw, name, callback, box.retainedPointer, releaseSignalBox, GConnectFlags(rawValue: 0)))
    }

    /// `void (*)(GObject*, gpointer)`: clicked, activate, toggled, destroy, changed, search-changed…
    @discardableResult
    public static func connect(_ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        connect(object, name, unsafeBitCast(voidThunk, to: UnsafeRawPointer.self), handler)
    }

    /// `void (*)(GObject*, double, double, gpointer)`: drag-begin/update/end, scroll-begin…
    @discardableResult
    public static func connectPoint(_ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor (Double, Double) -> Void)
        -> UInt
    {
        connect(object, name, unsafeBitCast(pointThunk, to: UnsafeRawPointer.self), handler)
    }

    /// `gboolean (*)(GObject*, double, double, gpointer)`: the scroll controller's `scroll`.
    @discardableResult
    public static func connectScroll(_ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor (Double, Double) -> Bool)
        -> UInt
    {
        connect(object, name, unsafeBitCast(scrollThunk, to: UnsafeRawPointer.self), handler)
    }

    /// `void (*)(GObject*, int, double, double, gpointer)`: GtkGestureClick pressed/released.
    @discardableResult
    public static func connectClick(
        _ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor (Int, Double, Double) -> Void
    ) -> UInt {
        connect(object, name, unsafeBitCast(clickThunk, to: UnsafeRawPointer.self), handler)
    }

    /// `void (*)(GObject*, GObject*, gpointer)`: list item factory setup/bind/unbind, notify.
    @discardableResult
    public static func connectObject(
        _ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
    ) -> UInt {
        connect(object, name, unsafeBitCast(objectThunk, to: UnsafeRawPointer.self), handler)
    }

    /// Emits `name`, a signal of no arguments and no return value, on `object`: what it says is
    /// said again (an adjustment's `value-changed` for the value it has).
    public static func emit(_ object: some GObjectRef, _ name: String) {
        let type = object.raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        var instance = GValue()
        g_value_init(&instance, type)
        g_value_set_object(&instance, object.raw)
        defer { g_value_unset(&instance) }
        g_signal_emitv(&instance, g_signal_lookup(name, type), 0, nil)
    }

    /// Disconnects a handler; its closure is released by GLib.
    public static func disconnect(_ object: some GObjectRef, _ id: UInt) {
        g_signal_handler_disconnect(object.raw, gulong(id))
    }
}

private typealias VoidFn = @MainActor () -> Void
private typealias PointFn = @MainActor (Double, Double) -> Void
private typealias ScrollFn = @MainActor (Double, Double) -> Bool
private typealias ClickFn = @MainActor (Int, Double, Double) -> Void
private typealias ObjectFn = @MainActor (UnsafeMutableRawPointer) -> Void

private let voidThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
    let box = ClosureBox<VoidFn>.from(data)
    MainActor.assumeIsolated { box.call() }
}

private let pointThunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
    let box = ClosureBox<PointFn>.from(data)
    MainActor.assumeIsolated { box.call(x, y) }
}

private let scrollThunk: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
    _, x, y, data in
    let box = ClosureBox<ScrollFn>.from(data)
    return MainActor.assumeIsolated { gbool(box.call(x, y)) }
}

private let clickThunk: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?) -> Void = {
    _, n, x, y, data in
    let box = ClosureBox<ClickFn>.from(data)
    MainActor.assumeIsolated { box.call(Int(n), x, y) }
}

private let objectThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, object, data in
    let box = ClosureBox<ObjectFn>.from(data)
    guard let object else { return }
    nonisolated(unsafe) let instance = object
    MainActor.assumeIsolated { box.call(instance) }
}

extension Signal {
    /// `void (*)(GObject*, int, gpointer)`: GtkNativeDialog/GtkDialog `response`.
    @discardableResult
    public static func connectInt(_ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor (Int32) -> Void) -> UInt {
        connect(object, name, unsafeBitCast(intThunk, to: UnsafeRawPointer.self), handler)
    }
}

private let intThunk: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutableRawPointer?) -> Void = { _, value, data in
    let box = ClosureBox<@MainActor (Int32) -> Void>.from(data)
    MainActor.assumeIsolated { box.call(value) }
}

extension Signal {
    /// `void (*)(GObject*, gpointer arg, gpointer)` where the argument is not needed (it may be
    /// NULL): GtkGesture `cancel`, `end`.
    @discardableResult
    public static func connectIgnoringArgument(_ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor () -> Void)
        -> UInt
    {
        connect(object, name, unsafeBitCast(ignoringThunk, to: UnsafeRawPointer.self), handler)
    }
}

private let ignoringThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, _, data in
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.call() }
}

extension Signal {
    /// `gboolean (*)(GObject*, GdkEvent*, gpointer)`: GtkEventControllerLegacy `event`; return
    /// true to stop the event.
    @discardableResult
    public static func connectEvent(_ object: some GObjectRef, _ name: String, _ handler: @escaping @MainActor (OpaquePointer) -> Bool)
        -> UInt
    {
        connect(object, name, unsafeBitCast(eventThunk, to: UnsafeRawPointer.self), handler)
    }
}

private let eventThunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, event, data in
    let box = ClosureBox<@MainActor (OpaquePointer) -> Bool>.from(data)
    guard let event else { return .no }
    nonisolated(unsafe) let instance = event
    return MainActor.assumeIsolated { gbool(box.call(instance)) }
}

extension Signal {
    /// `void (*)(GListModel*, guint position, guint removed, guint added, gpointer)`: GListModel
    /// `items-changed`; the handler gets the position and the counts removed and added.
    @discardableResult
    public static func connectItemsChanged(_ model: some GObjectRef, _ handler: @escaping @MainActor (Int, Int, Int) -> Void) -> UInt {
        connect(model, "items-changed", unsafeBitCast(itemsChangedThunk, to: UnsafeRawPointer.self), handler)
    }
}

private let itemsChangedThunk: @convention(c) (UnsafeMutableRawPointer?, guint, guint, guint, UnsafeMutableRawPointer?) -> Void = {
    _, position, removed, added, data in
    let box = ClosureBox<@MainActor (Int, Int, Int) -> Void>.from(data)
    MainActor.assumeIsolated { box.call(Int(position), Int(removed), Int(added)) }
}

extension Signal {
    /// Connects the `void (*)(GObject*, gpointer)` signals `names` of `object` (realize, map,
    /// destroy…) to one handler, which gets the index in `names` of the signal emitted: one
    /// Swift closure for them all, where a connection each would make one each.
    public static func connect(_ object: some GObjectRef, _ names: [String], _ handler: @escaping @MainActor (Int) -> Void) {
        let type = object.raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
        let ids = names.map { g_signal_lookup($0, type) }
        let box = ClosureBox<@MainActor (guint) -> Void> { id in
            if let i = ids.firstIndex(of: id) { handler(i) }
        }
        for name in names {
            g_signal_connect_data(
                object.raw, name, unsafeBitCast(dispatchThunk, to: GCallback.self), box.retainedPointer, releaseSignalBox,
                GConnectFlags(rawValue: 0))
        }
    }
}

private let dispatchThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { instance, data in
    let box = ClosureBox<@MainActor (guint) -> Void>.from(data)
    guard let instance, let hint = g_signal_get_invocation_hint(instance) else { return }
    let id = hint.pointee.signal_id
    MainActor.assumeIsolated { box.call(id) }
}
