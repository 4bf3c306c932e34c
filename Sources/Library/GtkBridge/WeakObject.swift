import CGtk

/// A weak reference to a GObject (GLib's GWeakRef): `object` is nil once it is finalized.
@MainActor
public final class WeakObject {
    private let ref = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    /// A weak reference to `object`.
    public init(_ object: some GObjectRef) {
        ref.initialize(to: GWeakRef())
        g_weak_ref_init(ref, object.raw)
    }

    /// Calls `body` with the object while it lives (holding a reference for the call); nil once
    /// it is gone.
    public func with<R>(_ body: (UnsafeMutableRawPointer) -> R) -> R? {
        guard let object = g_weak_ref_get(ref) else { return nil }
        defer { g_object_unref(object) }
        return body(object)
    }

    isolated deinit {
        g_weak_ref_clear(ref)
        ref.deallocate()
    }
}
