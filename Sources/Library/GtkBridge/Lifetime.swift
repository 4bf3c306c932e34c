import CGtk

/// Ties a Swift object's life to a GObject: it is released when the GObject is finalized.
@MainActor
public enum Lifetime {
    /// Keeps `owner` alive as long as `object` lives, under `key`.
    public static func tie(_ owner: AnyObject, to object: some GObjectRef, key: String = "swipeblocks-owner") {
        g_object_set_data_full(object.object, key, Unmanaged.passRetained(owner).toOpaque(), releaseBox)
    }

    /// Lets go of the object tied to `object` under `key` (it is released now).
    public static func untie(_ object: some GObjectRef, key: String) {
        g_object_set_data(object.object, key, nil)
    }

    /// The object tied under `key`, if any.
    public static func owner<T: AnyObject>(of object: some GObjectRef, key: String = "swipeblocks-owner", as _: T.Type = T.self) -> T? {
        guard let data = g_object_get_data(object.object, key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? T
    }

    /// Holds a reference to the GObject `object` as long as `owner` lives, under `key`; the
    /// reference is given back when `owner` is finalized.
    public static func keep(_ object: some GObjectRef, aliveWith owner: some GObjectRef, key: String) {
        g_object_set_data_full(owner.object, key, g_object_ref(object.raw), g_object_unref)
    }
}
