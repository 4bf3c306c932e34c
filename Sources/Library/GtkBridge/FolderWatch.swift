import CGtk
import Glibc

/// Watches folders for changes to what is in them (not recursive: watch each folder whose entries
/// matter). Changes reach `onChange` on the main loop with the paths of the entries concerned
/// (one, or two for a rename: the old name and the new, as an editor's atomic save renames its
/// temporary file over the one saved); `cancel` stops them (a watch must be cancelled, not just
/// dropped).
///
/// One inotify descriptor serves every folder, read on the main loop: a catalogue of a thousand
/// block folders costs a thousand kernel watches and one small table, where a GFileMonitor per
/// folder cost about 1.5 KB and a few microseconds each to start (1.5 MB at a thousand).
/// Reports are not rate-limited here; `CatalogWatcher` waits for changes to settle.
@MainActor
public final class FolderWatch {
    private var descriptor: Int32 = -1
    private var source: guint = 0
    /// The folder of each watch descriptor.
    private var folders: [Int32: String] = [:]

    /// What changes are reported: entries made, removed, written, renamed in or out, and the
    /// folder itself removed or renamed.
    private static let events =
        UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_ATTRIB)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF) | UInt32(IN_ONLYDIR)

    /// Starts watching `folders`; a folder that cannot be watched (gone, unreadable, no folder) is
    /// passed over.
    public init(folders: [String], onChange: @escaping @MainActor ([String]) -> Void) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return }
        for folder in folders {
            let watch = inotify_add_watch(descriptor, folder, Self.events)
            if watch >= 0 { self.folders[watch] = folder }
        }
        let box = ClosureBox<@MainActor () -> Bool>({ [weak self] in
            guard let self else { return false }
            let paths = self.readEvents()
            if !paths.isEmpty { onChange(paths) }
            return true
        })
        source = g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, descriptor, G_IO_IN, readableThunk,
            box.retainedPointer, releaseBox)
    }

    /// How many folders are watched.
    public var count: Int { folders.count }

    /// Stops every report and closes the descriptor (the kernel drops its watches with it).
    public func cancel() {
        if source != 0 { g_source_remove(source) }
        source = 0
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        folders = [:]
    }

    /// The paths named by the events waiting on the descriptor, in order (a folder's own removal
    /// or rename is reported as the folder's path). When the kernel's queue overflowed, changes
    /// were lost: every folder is reported, as if all of it changed.
    private func readEvents() -> [String] {
        var paths: [String] = []
        let size = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer, size)
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameBytes = Int(event.len)
                if let folder = folders[event.wd] {
                    if nameBytes > 0 {
                        let name = String(cString: buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self))
                        paths.append(folder.hasSuffix("/") ? folder + name : folder + "/" + name)
                    } else if event.mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
                        paths.append(folder)
                    }
                }
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { paths += folders.values.sorted() }
                if event.mask & UInt32(IN_IGNORED) != 0 { folders[event.wd] = nil }
                offset += header + nameBytes
            }
        }
        return paths
    }
}

/// `gboolean (*)(gint fd, GIOCondition condition, gpointer data)`.
private let readableThunk: @convention(c) (Int32, GIOCondition, UnsafeMutableRawPointer?) -> gboolean = { _, _, data in
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { box.call() } ? 1 : 0
}
