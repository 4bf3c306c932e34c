import GtkBridge
import Synchronization

/// A value made on a thread of its own while the caller goes on: the window's catalogue is read
/// and validated while GTK and libadwaita start (about as long, each on one of two cores).
final class BackgroundValue<Value: Sendable>: Sendable {
    private let job: Job
    /// The thread making the value; nil when none could start (the value was made at once).
    private let thread: BackgroundThread?
    /// True once the thread has been waited for (it can be only once).
    private let joined = Mutex(false)

    /// Starts making the value with `make` on a new thread (or, if no thread can start, now).
    init(_ make: @escaping @Sendable () -> Value) {
        job = Job(make)
        let job = self.job
        thread = BackgroundThread.start("swipeblocks-catalog") { job.run() }
        if thread == nil { job.run() }
    }

    /// Whether the value is made (`wait` then returns at once).
    var isReady: Bool { job.value.withLock { $0 != nil } }

    /// The value, waiting for the thread to finish it if it has not yet.
    func wait() -> Value {
        if let thread {
            joined.withLock { joined in
                if !joined { thread.join() }
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
