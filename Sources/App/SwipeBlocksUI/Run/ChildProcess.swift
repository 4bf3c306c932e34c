import CGtk
import GtkBridge
import SnippetRun

/// A program started by the window (GSubprocess, no shell): its standard output and error read
/// together as it runs, and what it said (its newest `OutputTail.defaultLimit` bytes) given back
/// when it ends. `stop()` kills it; so does the end of the window's process, however it ends.
@MainActor
final class ChildProcess {
    /// How a child ended: its exit status (nil when a signal ended it) and what it wrote.
    struct Ending {
        var status: Int32?
        var output: String
    }

    private let process: OpaquePointer
    private let output: UnsafeMutablePointer<GInputStream>
    private let cancellable: UnsafeMutablePointer<GCancellable>
    private var ended: (@MainActor (Ending) -> Void)?
    private var said = OutputTail()
    /// How much is read at a time.
    private static let chunk = 16 * 1024

    /// Starts `command` in `folder` with `environment` (`NAME=value` each); `ended` is told how it
    /// ended, unless it was stopped first. Throws the reason it could not start, in GLib's words.
    init(_ command: [String], folder: String, environment: [String], ended: @escaping @MainActor (Ending) -> Void) throws(ChildProcessError)
    {
        let launcher = g_subprocess_launcher_new(
            GSubprocessFlags(rawValue: G_SUBPROCESS_FLAGS_STDOUT_PIPE.rawValue | G_SUBPROCESS_FLAGS_STDERR_MERGE.rawValue))!
        defer { g_object_unref(launcher.raw) }
        g_subprocess_launcher_set_cwd(launcher, folder)
        g_subprocess_launcher_set_child_setup(launcher, swipeblocks_die_with_parent, gpointer(bitPattern: Int(getpid())), nil)
        var error: UnsafeMutablePointer<GError>?
        let started = withCStrings(environment) { environ in
            g_subprocess_launcher_set_environ(
                launcher,
                UnsafeMutablePointer(mutating: environ).withMemoryRebound(
                    to: UnsafeMutablePointer<gchar>?.self, capacity: environment.count + 1
                ) { $0 })
            return withCStrings(command) { argv in g_subprocess_launcher_spawnv(launcher, argv, &error) }
        }
        guard let started else {
            let message = error.map { String(cString: $0.pointee.message) } ?? command[0]
            g_clear_error(&error)
            throw ChildProcessError(message: message)
        }
        process = started
        output = g_subprocess_get_stdout_pipe(started)
        cancellable = g_cancellable_new()
        self.ended = ended
        readOn()
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(process))
        g_object_unref(cancellable.raw)
    }

    /// Kills the child (SIGKILL) and forgets it: `ended` is not called.
    func stop() {
        ended = nil
        g_cancellable_cancel(cancellable)
        g_subprocess_force_exit(process)
    }

    /// What the child's asynchronous step in flight is: reading its output, or waiting for its exit.
    private var waiting = false

    /// The callback of either step: the child is kept alive until it comes, and given its result.
    nonisolated private static let ready: GAsyncReadyCallback = { _, result, data in
        let child = Unmanaged<ChildProcess>.fromOpaque(data!).takeRetainedValue()
        let result = UInt(bitPattern: result)  // a pointer GIO keeps alive until this returns
        MainActor.assumeIsolated { child.step(OpaquePointer(bitPattern: result)) }
    }

    private func step(_ result: OpaquePointer?) {
        if waiting { finish(result) } else { read(result) }
    }

    /// Reads the next chunk of what the child writes; at the end of it, waits for the child.
    private func readOn() {
        g_input_stream_read_bytes_async(
            output, gsize(Self.chunk), G_PRIORITY_DEFAULT, cancellable, Self.ready, Unmanaged.passRetained(self).toOpaque())
    }

    private func read(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let bytes = g_input_stream_read_bytes_finish(output, result, &error)
        g_clear_error(&error)
        guard let bytes else { return waitForExit() }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        let data = g_bytes_get_data(bytes, &size)
        guard size > 0 else { return waitForExit() }
        said.append(UnsafeRawBufferPointer(start: data, count: Int(size)))
        readOn()
    }

    /// The pipe is closed (or reading failed, or the child was stopped): waits for the child's exit.
    private func waitForExit() {
        waiting = true
        g_subprocess_wait_async(process, cancellable, Self.ready, Unmanaged.passRetained(self).toOpaque())
    }

    private func finish(_ result: OpaquePointer?) {
        var error: UnsafeMutablePointer<GError>?
        let waited = g_subprocess_wait_finish(process, result, &error) != 0
        g_clear_error(&error)
        guard waited, let ended else { return }
        self.ended = nil
        let exited = g_subprocess_get_if_exited(process) != 0
        ended(Ending(status: exited ? g_subprocess_get_exit_status(process) : nil, output: said.text))
    }
}

/// A program the window could not start: GLib's reason ("Failed to execute child process …").
struct ChildProcessError: Error {
    var message: String
}
