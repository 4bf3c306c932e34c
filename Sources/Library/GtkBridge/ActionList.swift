import CGtk

/// A `GActionGroup` of plain actions (no parameter, no state, always enabled) that all go to one
/// handler with the action's name: one small object where a `GSimpleActionGroup` holds a
/// `GSimpleAction` and a signal closure per action (measured: about 2.5 KB less for a swipe
/// row's four). Menus, `gtk_widget_activate_action` and screen readers (AT-SPI lists a widget's
/// actions from its action groups) see its actions as they see a simple group's.
@MainActor
public enum ActionList {
    /// A new group of the actions `names`; `activate` gets the name of each action activated.
    /// Owned by the caller until inserted (`Actions.insert`).
    public static func group(_ names: [String], _ activate: @escaping @MainActor (String) -> Void) -> OpaquePointer {
        let group = g_object_new_with_properties(type, 0, nil, nil)!
        Lifetime.tie(Entries(names: names, activate: activate), to: group, key: key)
        return OpaquePointer(group)
    }

    private static let key = "gtkbridge-action-list"

    /// The group's actions and their handler.
    private final class Entries {
        let names: [String]
        let activate: @MainActor (String) -> Void
        init(names: [String], activate: @escaping @MainActor (String) -> Void) {
            self.names = names
            self.activate = activate
        }
    }

    /// The entries of the group at address `bits`.
    private static func entries(_ bits: UInt) -> Entries? {
        OpaquePointer(bitPattern: bits).flatMap { Lifetime.owner(of: $0, key: key, as: Entries.self) }
    }

    /// The GType, registered the first time under a name no other copy of this code took (an app
    /// and a library of its each carry one).
    private static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GObjectClass>.size)
        info.instance_size = guint16(MemoryLayout<GObject>.size)
        var name = "GtkBridgeActionList"
        while g_type_from_name(name) != 0 { name += "_" }
        let type = g_type_register_static(GType(20 << 2), name, &info, GTypeFlags(rawValue: 0))  // G_TYPE_OBJECT
        var interface = GInterfaceInfo()
        interface.interface_init = { iface, _ in
            let vtable = iface!.assumingMemoryBound(to: GActionGroupInterface.self)
            // The group and the names cross into the main actor as plain values.
            vtable.pointee.list_actions = { group in
                let bits = UInt(bitPattern: group)
                let names = MainActor.assumeIsolated { ActionList.entries(bits)?.names ?? [] }
                let list = g_new0_strv(names.count + 1)
                for (i, name) in names.enumerated() { list[i] = g_strdup(name) }
                return list
            }
            vtable.pointee.query_action = { group, name, enabled, parameterType, stateType, stateHint, state in
                let bits = UInt(bitPattern: group), action = name.map { String(cString: $0) }
                let known = MainActor.assumeIsolated { action.map { ActionList.entries(bits)?.names.contains($0) == true } ?? false }
                guard known else { return 0 }
                enabled?.pointee = 1
                parameterType?.pointee = nil
                stateType?.pointee = nil
                stateHint?.pointee = nil
                state?.pointee = nil
                return 1
            }
            vtable.pointee.activate_action = { group, name, _ in
                let bits = UInt(bitPattern: group), action = name.map { String(cString: $0) }
                MainActor.assumeIsolated {
                    guard let action, let entries = ActionList.entries(bits), entries.names.contains(action) else { return }
                    entries.activate(action)
                }
            }
            vtable.pointee.change_action_state = { _, _, _ in }
        }
        g_type_add_interface_static(type, g_action_group_get_type(), &interface)
        return type
    }()
}

/// A zeroed `gchar **` of `count` entries, as `g_new0 (gchar *, count)`.
private func g_new0_strv(_ count: Int) -> UnsafeMutablePointer<UnsafeMutablePointer<gchar>?> {
    g_malloc0(gsize(count * MemoryLayout<UnsafeMutablePointer<gchar>?>.stride))!.assumingMemoryBound(
        to: UnsafeMutablePointer<gchar>?.self)
}
