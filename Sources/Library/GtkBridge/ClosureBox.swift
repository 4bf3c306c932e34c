import CGtk
import Synchronization

/// A Swift closure kept alive for GLib; GLib's destroy notify releases it when the object dies.
public final class ClosureBox<Function>: @unchecked Sendable {
    /// How many boxes are alive now, across all function types (for leak tests).
    public static var live: Int { BoxCounter.live.load(ordering: .relaxed) }

    let call: Function

    init(_ call: Function) {
        self.call = call
        BoxCounter.live.add(1, ordering: .relaxed)
    }

    deinit { BoxCounter.live.subtract(1, ordering: .relaxed) }

    /// A +1 pointer for GLib; pair with `releaseBox` in a destroy notify.
    var retainedPointer: UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> ClosureBox<Function> {
        Unmanaged<ClosureBox<Function>>.fromOpaque(pointer!).takeUnretainedValue()
    }
}

/// Live closure boxes of every function type.
public enum BoxCounter {
    static let live = Atomic<Int>(0)
    /// How many closure boxes GLib still holds.
    public static var count: Int { live.load(ordering: .relaxed) }
}

/// Releases a box passed to GLib with `retainedPointer` (a `GDestroyNotify`).
let releaseBox: @convention(c) (UnsafeMutableRawPointer?) -> Void = { pointer in
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}

/// Releases a box passed to `g_signal_connect_data` (a `GClosureNotify`).
let releaseSignalBox: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { pointer, _ in
    guard let pointer else { return }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
}
