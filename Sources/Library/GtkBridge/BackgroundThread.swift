import CGtk
import Glibc

/// A thread of its own for work that must not hold up the GTK thread: it runs at a lower
/// priority than the process's other threads, so drawing, typing and the display server go first
/// when both want a core. Each thread is either joined or detached, once.
public struct BackgroundThread: @unchecked Sendable {
    private let thread: UnsafeMutablePointer<GThread>

    /// Starts `body` on a new thread called `name`; nil when no thread can start (the caller then
    /// does the work itself).
    public static func start(_ name: String, _ body: @escaping @Sendable () -> Void) -> BackgroundThread? {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        guard let thread = g_thread_try_new(name, runBody, context, nil) else {
            Unmanaged<Body>.fromOpaque(context).release()  // the thread's reference, never taken
            return nil
        }
        return BackgroundThread(thread: thread)
    }

    /// Waits until the thread has ended.
    public func join() {
        _ = g_thread_join(thread)
    }

    /// Lets the thread end on its own, with nobody waiting for it.
    public func detach() {
        g_thread_unref(thread)
    }
}

/// What a new thread runs (a C thread function cannot be a closure).
private final class Body: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}

private let runBody: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
    // On Linux, 0 names the calling thread: only this thread's priority changes.
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
    return nil
}
