import CGtk

/// GObject properties that have no typed setter in C.
@MainActor
public enum Properties {
    /// Sets a string property.
    public static func set(_ object: some GObjectRef, _ name: String, string: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_STRING
        g_value_set_string(&value, string)
        g_object_set_property(object.object, name, &value)
        g_value_unset(&value)
    }

    /// Sets a boolean property.
    public static func set(_ object: some GObjectRef, _ name: String, bool: Bool) {
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        g_value_set_boolean(&value, gbool(bool))
        g_object_set_property(object.object, name, &value)
        g_value_unset(&value)
    }

    /// Reads a boolean property.
    public static func bool(_ object: some GObjectRef, _ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
        defer { g_value_unset(&value) }
        g_object_get_property(object.object, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    /// Keeps `target`'s property `targetName` equal to `source`'s `sourceName` (set now, and on
    /// every change), for as long as both live.
    public static func bind(_ source: some GObjectRef, _ sourceName: String, to target: some GObjectRef, _ targetName: String) {
        g_object_bind_property(source.object, sourceName, target.object, targetName, G_BINDING_SYNC_CREATE)
    }
}
