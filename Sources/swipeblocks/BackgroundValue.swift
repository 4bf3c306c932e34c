import Glibc
import Synchronization

/// A value made on a thread of its own while the caller goes on: the window's catalogue is read
/// and validated while GTK and libadwaita start (about as long, each on one of two cores).
final class BackgroundValue<Value: Sendable>: Sendable {
    private let job: Job
    /// The thread making the value; nil when none could start (the value was made at once).
    private let thread: pthread_t?
    /// True once the thread has been waited for (it can be only once).
    private let joined = Mutex(false)

    /// Starts making the value with `make` on a new thread (or, if no thread can start, now).
    init(_ make: @escaping @Sendable () -> Value) {
        job = Job(make)
        let job = self.job
        thread = startThread { job.run() }
        if thread == nil { job.run() }
    }

    /// Whether the value is made (`wait` then returns at once).
    var isReady: Bool { job.value.withLock { $0 != nil } }

    /// The value, waiting for the thread to finish it if it has not yet.
    func wait() -> Value {
        if let thread {
            joined.withLock { joined in
                if !joined { pthread_join(thread, nil) }
                joined = true
            }
        }
        return job.value.withLock { $0! }
    }

    private final class Job: Sendable {
        let make: @Sendable () -> Value
        let value = Mutex<Value?>(nil)

        init(_ make: @escaping @Sendable () -> Value) {
            self.make = make
        }

        func run() {
            let made = make()
            value.withLock { $0 = made }
        }
    }
}

/// What a new thread runs (not generic: a C thread function cannot be).
private final class ThreadBody: Sendable {
    let run: @Sendable () -> Void

    init(_ run: @escaping @Sendable () -> Void) {
        self.run = run
    }
}

/// Starts a thread running `body`; nil when none can start.
private func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(ThreadBody(body))
    let status = pthread_create(
        &thread, nil,
        { context in
            // Background work: the window's own thread (and the display server it talks to)
            // go first when both want a core (on Linux, 0 names the calling thread).
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context.toOpaque())
    guard status == 0 else {
        context.release()  // the thread's reference, never taken
        return nil
    }
    return thread
}
