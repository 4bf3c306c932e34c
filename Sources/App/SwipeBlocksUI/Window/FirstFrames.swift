import CGtk
import GtkBridge

/// Waits for a new window's first two frames before work that is not on screen at first.
///
/// GTK 4.8 draws a window's icons again in a second frame, tens of milliseconds after the first
/// (they are loaded on worker threads; nothing else in that frame changes). Under the cairo
/// renderer on X11 a frame is painted into a buffer as large as the box around all that changed —
/// the header bar's icons and the demo rows' make it most of the window (2.7 MB at 1100×760) —
/// and, that soon after the first frame, often into a new shared-memory segment as well. The
/// window's peak memory is one of these two frames; work done after them rather than between them
/// does not add its own memory to theirs (BENCHMARKS.md, session 21).
@MainActor
enum FirstFrames {
    /// Runs `work` once `window` has gone through `frames` frame cycles (each ends with the frame
    /// clock's `after-paint`), or `fallback` milliseconds after it maps, whichever is first.
    static func after(
        _ window: UnsafeMutablePointer<GtkWidget>, frames: Int = 2, fallback: UInt32 = 500,
        _ work: @escaping @MainActor () -> Void
    ) {
        let pending = Pending(work)
        Signal.connect(window, "map") {
            guard !pending.done, !pending.watching else { return }
            guard let clock = gtk_widget_get_frame_clock(window) else { return pending.run() }
            pending.watching = true
            var painted = 0
            var handler: UInt = 0
            let stop = { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), gulong(handler)) }
            handler = Signal.connect(clock, "after-paint") {
                painted += 1
                guard painted == frames else { return }
                stop()
                MainLoop.idle { pending.run() }
            }
            MainLoop.after(milliseconds: fallback) {
                if painted < frames { stop() }
                pending.run()
            }
        }
    }

    /// The work, run once.
    @MainActor
    private final class Pending {
        private var work: (@MainActor () -> Void)?
        /// Whether the window's frames are being counted.
        var watching = false
        var done: Bool { work == nil }

        init(_ work: @escaping @MainActor () -> Void) { self.work = work }

        func run() {
            guard let work else { return }
            self.work = nil
            work()
        }
    }
}
