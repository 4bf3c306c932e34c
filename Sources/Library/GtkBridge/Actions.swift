import CGtk

/// Named actions for a widget or window, as GLib action groups; screen readers see them too.
@MainActor
public enum Actions {
    /// A new empty action group (owned by the caller until inserted).
    public static func group() -> OpaquePointer {
        OpaquePointer(g_simple_action_group_new()!)
    }

    /// Adds a stateless action `name` to `map` (a GSimpleActionGroup, GtkApplication or GtkApplicationWindow).
    @discardableResult
    public static func add(_ map: some GObjectRef, _ name: String, _ handler: @escaping @MainActor () -> Void) -> OpaquePointer {
        let action = g_simple_action_new(name, nil)!
        let box = ClosureBox<@MainActor () -> Void>(handler)
        g_signal_connect_data(
            action.raw, "activate", unsafeBitCast(actionThunk, to: GCallback.self),
            box.retainedPointer, releaseSignalBox, GConnectFlags(rawValue: 0))
        g_action_map_add_action(map.opaque, action)
        g_object_unref(action.raw)
        return action
    }

    /// Adds a boolean stateful action; `handler` gets the new state after it changes.
    @discardableResult
    public static func addToggle(
        _ map: some GObjectRef, _ name: String, initial: Bool,
        _ handler: @escaping @MainActor (Bool) -> Void
    ) -> OpaquePointer {
        addStateful(
            map, name, type: nil, initial: g_variant_new_boolean(gbool(initial)),
            box: ClosureBox<@MainActor (Bool) -> Void>(handler).retainedPointer, changeState: changeStateThunk)
    }

    /// Adds a string-state action whose menu items are radio items (`"win.style::dark"`);
    /// `handler` gets the value chosen, after the state changed to it.
    @discardableResult
    public static func addChoice(
        _ map: some GObjectRef, _ name: String, initial: String,
        _ handler: @escaping @MainActor (String) -> Void
    ) -> OpaquePointer {
        // A type of its own, freed after the action copied it: `g_variant_type_checked_("s")`
        // would hand GLib a pointer into Swift's temporary copy of "s", gone when that call returns.
        let type = g_variant_type_new("s")!
        defer { g_variant_type_free(type) }
        return addStateful(
            map, name, type: type, initial: g_variant_new_string(initial),
            box: ClosureBox<@MainActor (String) -> Void>(handler).retainedPointer, changeState: choiceThunk)
    }

    /// A stateful action of state `type` starting at `initial`, whose `change-state` runs
    /// `changeState` with `box` (a retained ClosureBox, released with the handler).
    private static func addStateful(
        _ map: some GObjectRef, _ name: String, type: OpaquePointer?, initial: OpaquePointer,
        box: UnsafeMutableRawPointer,
        changeState: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
    ) -> OpaquePointer {
        let action = g_simple_action_new_stateful(name, type, initial)!
        g_signal_connect_data(
            action.raw, "change-state", unsafeBitCast(changeState, to: GCallback.self),
            box, releaseSignalBox, GConnectFlags(rawValue: 0))
        g_action_map_add_action(map.opaque, action)
        g_object_unref(action.raw)
        return action
    }

    /// Inserts `group` into `widget` under `prefix` (actions then read `prefix.name`).
    public static func insert(_ group: OpaquePointer, into widget: some GObjectRef, as prefix: String) {
        gtk_widget_insert_action_group(widget.widget, prefix, group)
        g_object_unref(group.raw)
    }

    /// Sets keyboard accelerators (`"<Control>q"`) for a detailed action name (`"app.quit"`).
    public static func setAccels(_ app: some GObjectRef, _ action: String, _ accels: [String]) {
        withCStrings(accels) { gtk_application_set_accels_for_action(app.cast(), action, $0) }
    }

    /// Activates `name` (`"row.delete"`) as if from a menu, searching the widget's action groups.
    @discardableResult
    public static func activate(_ widget: some GObjectRef, _ name: String) -> Bool {
        gtk_widget_activate_action_variant(widget.widget, name, nil) != 0
    }
}

/// Calls `body` with a NULL-terminated C array of strings.
public func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let duplicated = strings.map { UnsafePointer(strdup($0)) }
    defer { for string in duplicated { free(UnsafeMutableRawPointer(mutating: string)) } }
    let array: [UnsafePointer<CChar>?] = duplicated + [nil]
    return array.withUnsafeBufferPointer { body($0.baseAddress!) }
}

private let actionThunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.call() }
}

private let choiceThunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    action, value, data in
    let box = ClosureBox<@MainActor (String) -> Void>.from(data)
    guard let action, let value, let chosen = g_variant_get_string(value, nil) else { return }
    let text = String(cString: chosen)
    g_simple_action_set_state(OpaquePointer(action), value)
    MainActor.assumeIsolated { box.call(text) }
}

private let changeStateThunk: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = {
    action, value, data in
    let box = ClosureBox<@MainActor (Bool) -> Void>.from(data)
    guard let action, let value else { return }
    let on = g_variant_get_boolean(value) != 0
    g_simple_action_set_state(OpaquePointer(action), value)
    MainActor.assumeIsolated { box.call(on) }
}
