import CGtk

/// Work that runs on a thread of its own and hands its result back to the GTK thread, where only
/// the latest request counts: a request made while one runs waits for it and replaces any request
/// already waiting; the result of a request so replaced is never delivered. One thread at a time,
/// however fast requests come (a search per keystroke over ten thousand blocks).
@MainActor
public final class LatestJob<Output: Sendable> {
    /// A request not started yet: what to run and whom to tell.
    private typealias Request = (work: @Sendable () -> Output, done: @MainActor (Output) -> Void)

    private var running = false
    private var waiting: Request?
    /// Bumped by each request and by `cancel`: a result is delivered only if none came since.
    private var generation = 0

    public init() {}

    /// Whether a request has not been answered yet.
    public var isBusy: Bool { running || waiting != nil }

    /// Runs `work` on a thread of its own, then `done` with its result on the main loop, unless
    /// another request (or `cancel`) comes first.
    public func run(_ work: @escaping @Sendable () -> Output, then done: @escaping @MainActor (Output) -> Void) {
        generation &+= 1
        waiting = (work, done)
        startNext()
    }

    /// Forgets every request: no result is delivered until the next `run`.
    public func cancel() {
        generation &+= 1
        waiting = nil
    }

    private func startNext() {
        guard !running, let request = waiting else { return }
        waiting = nil
        running = true
        let mine = generation
        Background.run(request.work) { [weak self] output in
            guard let self else { return }
            self.running = false
            if mine == self.generation { request.done(output) }
            self.startNext()
        }
    }
}

/// A thread for one piece of work, whose result comes back on the GTK thread.
@MainActor
private enum Background {
    /// Runs `work` on a new thread, then `done` with its result from the main loop (at once,
    /// on this thread, when no thread can start).
    static func run<Output: Sendable>(_ work: @escaping @Sendable () -> Output, then done: @escaping @MainActor (Output) -> Void) {
        let job = Job(work: work, done: done)
        let thread = BackgroundThread.start("swipeblocks-job") {
            job.runWork()
            // The job's reference goes to the main loop, which delivers the result once.
            g_idle_add_full(G_PRIORITY_DEFAULT, deliverJob, Unmanaged.passRetained(job as AnyObject).toOpaque(), releaseBox)
        }
        guard let thread else {
            done(work())
            return
        }
        thread.detach()
    }

    /// What a thread runs and tells: the result is written once, on the work's thread, before
    /// the main loop is asked to deliver it (GLib orders the two).
    private final class Job<Output: Sendable>: @unchecked Sendable, JobRunning {
        let work: @Sendable () -> Output
        let done: @MainActor (Output) -> Void
        var output: Output?

        init(work: @escaping @Sendable () -> Output, done: @escaping @MainActor (Output) -> Void) {
            self.work = work
            self.done = done
        }

        nonisolated func runWork() { output = work() }

        func deliver() {
            if let output { done(output) }
        }
    }
}

/// A job seen from C (not generic: a main-loop callback cannot be).
private protocol JobRunning: AnyObject, Sendable {
    nonisolated func runWork()
    @MainActor func deliver()
}

/// On the main loop: gives the result to whoever asked (once).
private let deliverJob: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { pointer in
    let job = Unmanaged<AnyObject>.fromOpaque(pointer!).takeUnretainedValue() as! JobRunning
    MainActor.assumeIsolated { job.deliver() }
    return 0
}
