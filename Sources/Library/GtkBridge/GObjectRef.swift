import CGtk

/// Anything that is a pointer to a GObject instance, however Swift imported its C type.
public protocol GObjectRef {
    /// The instance as an untyped pointer.
    var raw: UnsafeMutableRawPointer { get }
}

extension UnsafeMutablePointer: GObjectRef {
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectRef {
    public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension UnsafeMutableRawPointer: GObjectRef {
    public var raw: UnsafeMutableRawPointer { self }
}

extension GObjectRef {
    /// The instance as the derivable C struct `T` (GTK's `GTK_WIDGET(p)` and friends).
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        UnsafeMutablePointer<T>(OpaquePointer(raw))
    }

    /// The instance as an opaque pointer, for final GTK types.
    public var opaque: OpaquePointer { OpaquePointer(raw) }

    /// The instance as a `GtkWidget*`.
    public var widget: UnsafeMutablePointer<GtkWidget> { cast() }

    /// The instance as a `GObject*`.
    public var object: UnsafeMutablePointer<GObject> { cast() }

    /// The name of the instance's type (`"GtkButton"`), for types with no public `get_type`.
    public var typeName: String {
        String(cString: g_type_name(raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type))
    }

    /// True when the instance is a `type` (or a subtype of it).
    public func isA(_ type: GType) -> Bool {
        g_type_check_instance_is_a(raw.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

}

/// GLib's TRUE and FALSE.
extension gboolean {
    public static let yes: gboolean = 1
    public static let no: gboolean = 0
}

/// Converts a Swift Bool to a gboolean.
@inline(__always) public func gbool(_ value: Bool) -> gboolean { value ? 1 : 0 }
