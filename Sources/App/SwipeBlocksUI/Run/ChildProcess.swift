import CGtk
import GtkBridge

/// A program started by the window (GSubprocess, no shell): its standard output and error read
/// together as it runs, and what it said given back when it ends. `stop()` kills it.
@MainActor
final class ChildProcess {
    /// How a child ended: its exit status (nil when a signal ended it) and what it wrote.
    struct Ending {
        var status: Int32?
        var output: String
    }

    private let process: OpaquePointer
    private let cancellable: UnsafeMutablePointer<GCancellable>
    private var ended: (@MainActor (Ending) -> Void)?

    /// Starts `command` in `folder` with `environment` (`NAME=value` each); `ended` is told how it
    /// ended, unless it was stopped first. Throws the reason it could not start, in GLib's words.
    init(_ command: [String], folder: String, environment: [String], ended: @escaping @MainActor (Ending) -> Void) throws(ChildProcessError)
    {
        let launcher = g_subprocess_launcher_new(
            GSubprocessFlags(rawValue: G_SUBPROCESS_FLAGS_STDOUT_PIPE.rawValue | G_SUBPROCESS_FLAGS_STDERR_MERGE.rawValue))!
        defer { g_object_unref(launcher.raw) }
        g_subprocess_launcher_set_cwd(launcher, folder)
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
        cancellable = g_cancellable_new()
        self.ended = ended
        let box = Unmanaged.passRetained(self).toOpaque()
        g_subprocess_communicate_utf8_async(
            process, nil, cancellable,
            { _, result, data in
                let child = Unmanaged<ChildProcess>.fromOpaque(data!).takeRetainedValue()
                MainActor.assumeIsolated { child.finish(result) }
            }, box)
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

    private func finish(_ result: OpaquePointer?) {
        var output: UnsafeMutablePointer<CChar>?
        var error: UnsafeMutablePointer<GError>?
        g_subprocess_communicate_utf8_finish(process, result, &output, nil, &error)
        g_clear_error(&error)
        let text = output.map { String(cString: $0) } ?? ""
        g_free(output)
        guard let ended else { return }
        self.ended = nil
        // Communicating ends once the pipe is closed and the child has exited: its status is known.
        let exited = g_subprocess_get_if_exited(process) != 0
        ended(Ending(status: exited ? g_subprocess_get_exit_status(process) : nil, output: text))
    }
}

/// A program the window could not start: GLib's reason ("Failed to execute child process …").
struct ChildProcessError: Error {
    var message: String
}
