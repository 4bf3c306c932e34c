import CGtk

/// GObject properties that have no typed setter in C.
@MainActor
public enum Properties {
    /// Sets a string property.
    public static func set(_ object: some GObjectRef, _ name: String, string: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_STRING
        g_value_set_string(&value, string)
        g_object_set_property(object.object, name, &value)
        g_value_unset(&value)
    }

}
