import CGtk

/// Watches folders for changes to what is in them (GLib's GFileMonitor, not recursive: watch each
/// folder whose entries matter). Changes reach `onChange` on the main loop with the paths of the
/// entries concerned (one, or two for a rename: the old name and the new, as an editor's atomic
/// save renames its temporary file over the one saved); `cancel` stops them (a watch must be
/// cancelled, not just dropped).
@MainActor
public final class FolderWatch {
    private var monitors: [UnsafeMutablePointer<GFileMonitor>] = []

    /// Starts watching `folders`; a folder that cannot be watched (gone, unreadable) is passed over.
    public init(folders: [String], onChange: @escaping @MainActor ([String]) -> Void) {
        for folder in folders {
            guard let file = g_file_new_for_path(folder) else { continue }
            var error: UnsafeMutablePointer<GError>?
            let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error)
            g_object_unref(file.raw)
            if let error { g_error_free(error) }
            guard let monitor else { continue }
            // GLib's default is 800 ms between reports of one file being written; a saved manifest
            // should show sooner.
            g_file_monitor_set_rate_limit(monitor, 100)
            Signal.connect(monitor, "changed", unsafeBitCast(changedThunk, to: UnsafeRawPointer.self), onChange)
            monitors.append(monitor)
        }
    }

    /// How many folders are watched.
    public var count: Int { monitors.count }

    /// Stops every report and lets the monitors go.
    public func cancel() {
        for monitor in monitors {
            g_file_monitor_cancel(monitor)
            g_object_unref(monitor.raw)
        }
        monitors = []
    }
}

/// `void (*)(GFileMonitor*, GFile* file, GFile* other, GFileMonitorEvent, gpointer)`.
private let changedThunk:
    @convention(c) (
        UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent,
        UnsafeMutableRawPointer?
    ) -> Void = { _, file, other, _, data in
        let box = ClosureBox<@MainActor ([String]) -> Void>.from(data)
        let paths = [file, other].compactMap { file -> String? in
            guard let file, let path = g_file_get_path(file) else { return nil }
            defer { g_free(path) }
            return String(cString: path)
        }
        MainActor.assumeIsolated { box.call(paths) }
    }
