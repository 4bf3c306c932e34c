import CGtk

/// Accessible names and descriptions, as screen readers read them over AT-SPI.
@MainActor
public enum Accessibility {
    /// Sets the accessible name (GTK_ACCESSIBLE_PROPERTY_LABEL).
    public static func setLabel(_ widget: some GObjectRef, _ text: String) {
        setString(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, text)
    }

    /// Sets the accessible description (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION).
    public static func setDescription(_ widget: some GObjectRef, _ text: String) {
        setString(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
    }

    /// A new widget of `type` with the accessible `role` (fixed at construction), floating like
    /// the `gtk_…_new()` functions: the parent it is added to takes it.
    public static func widget(_ type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, Int32(role.rawValue))
        let object = "accessible-role".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafeMutablePointer(to: &value) { v in g_object_new_with_properties(type, 1, &names, v) }
        }
        g_value_unset(&value)
        return UnsafeMutablePointer<GtkWidget>(OpaquePointer(object!))
    }

    private static func setString(_ widget: some GObjectRef, _ property: GtkAccessibleProperty, _ text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)) // G_TYPE_STRING
        g_value_set_string(&value, text)
        var properties = [property]
        withUnsafeMutablePointer(to: &value) { v in
            gtk_accessible_update_property_value(widget.opaque, 1, &properties, v)
        }
        g_value_unset(&value)
    }
}
