import CGtk

/// Work scheduled on the GLib main loop (the GTK thread).
@MainActor
public enum MainLoop {
    /// Runs `body` once when the main loop is idle.
    public static func idle(_ body: @escaping @MainActor () -> Void) {
        let box = ClosureBox<@MainActor () -> Bool>({
            body(); return false
        })
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceThunk, box.retainedPointer, releaseBox)
    }

    /// Calls `attempt` each time the main loop is idle until it returns true, at most `times`
    /// times (for what can only be done once GTK has laid something out, as focusing a list's
    /// item it has just scrolled to).
    public static func whenIdle(atMost times: Int, _ attempt: @escaping @MainActor () -> Bool) {
        var left = times
        let box = ClosureBox<@MainActor () -> Bool>({
            left -= 1
            return !attempt() && left > 0
        })
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceThunk, box.retainedPointer, releaseBox)
    }

    /// Calls `body` every `milliseconds` until it returns false.
    @discardableResult
    public static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = ClosureBox<@MainActor () -> Bool>(body)
        return g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, sourceThunk, box.retainedPointer, releaseBox)
    }

    /// Runs `body` once, `milliseconds` from now.
    public static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) {
        let box = ClosureBox<@MainActor () -> Bool>({
            body(); return false
        })
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, sourceThunk, box.retainedPointer, releaseBox)
    }

    /// Runs `body` on the main loop each time the process receives `signal` (SIGTERM, SIGINT…).
    public static func onUnixSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) {
        let box = ClosureBox<@MainActor () -> Bool>({
            body(); return true
        })
        g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, sourceThunk, box.retainedPointer, releaseBox)
    }

    /// Runs the main loop while `going` returns true, for at most `seconds`; true if `going`
    /// ended it, false at the deadline. A timer wakes the loop so the deadline is seen even when
    /// nothing else happens.
    public static func run(while going: () -> Bool, atMost seconds: Double) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
        let timer = every(milliseconds: 50) { true }
        defer { g_source_remove(timer) }
        while going() {
            if g_get_monotonic_time() > deadline { return false }
            g_main_context_iteration(nil, .yes)
        }
        return true
    }

    /// Runs pending main-loop work without blocking (for tests).
    public static func drain(maxIterations: Int = 1000) {
        var n = 0
        while n < maxIterations, g_main_context_iteration(nil, .no) != 0 { n += 1 }
    }
}

private let sourceThunk: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { gbool(box.call()) }
}
