import Glibc
import Localization

/// Why a file could not be written.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// The system's error number when a system call failed (`errno`), nil for a refusal of ours.
    public var code: Int32?
    public var description: String { tr("cannot write {path}: {reason}", ["path": path, "reason": reason]) }

    /// What went wrong as a sentence for people who never saw an error number (the window's
    /// dialog): "You do not have permission to write in that folder."
    public var sentence: String {
        switch code {
        case EACCES, EPERM: tr("You do not have permission to write in that folder.")
        case ENOSPC, EDQUOT: tr("There is no space left on that disk.")
        case EROFS: tr("That disk can only be read, not written.")
        case ENOENT, ENOTDIR: tr("That folder does not exist any more.")
        case EISDIR: tr("A folder already has that name.")
        case ENAMETOOLONG: tr("That name is too long.")
        case EIO: tr("The disk could not be written (an input or output error).")
        default: reason.prefix(1).uppercased() + reason.dropFirst() + "."
        }
    }
}

/// Whole-file writes that either fully happen or leave everything as it was.
public enum AtomicFile {
    /// Writes `text` to `path` through a temporary file in the same folder, then renames it over
    /// `path`; on any failure, or SIGINT or SIGTERM before the rename, the temporary file is
    /// removed and `path` is untouched. An existing file keeps its permissions; a new one gets
    /// 0666 less the umask. A symbolic link is followed: its target is replaced, the link stays
    /// (a link to nothing is refused). Device nodes, sockets, FIFOs and anything in /dev or /proc (/dev/stdout) are refused.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(bytes: Array(text.utf8), to: FilePath(path))
    }

    /// Writes `bytes` to `path` the same way: all of them, or nothing changes.
    public static func write(bytes: [UInt8], to path: String) throws(FileWriteError) {
        try write(bytes: bytes, to: FilePath(path))
    }

    /// The same, with the path as bytes (used exactly as given).
    public static func write(_ text: String, to path: FilePath) throws(FileWriteError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    public static func write(bytes: [UInt8], to path: FilePath) throws(FileWriteError) {
        let shown = path.displayed
        func failure(_ reason: String) -> FileWriteError { FileWriteError(path: shown, reason: reason) }
        /// The failure of the system call just made, by its error number.
        func systemFailure() -> FileWriteError {
            let code = errno
            return FileWriteError(path: shown, reason: String(cString: strerror(code)), code: code)
        }
        let entry = FileSystem.entry(path)
        // Renaming over a device, a socket or a pipe would replace it (as root, even /dev/null);
        // and nothing in /dev is a file to replace.
        switch entry.kind {
        case .folder: throw FileWriteError(path: shown, reason: tr("it is a folder"), code: EISDIR)
        case .other: throw failure(tr("not a regular file"))
        case .regular, .missing: break
        }
        var target = path
        if entry.isLink {
            guard entry.kind != .missing, let resolved = path.resolved else {
                throw failure(tr("a symbolic link to nothing (dangling); refused"))
            }
            target = resolved
        }
        let (directory, name) = target.split
        guard !name.isEmpty else { throw failure(tr("not a file name")) }
        // /dev/stdout and its kind are links into /proc's descriptors: renaming over what they
        // reach would replace the file a shell redirected to, not write to it.
        for folder in [path.split.directory.resolved, directory.resolved] {
            if let folder, folder.isInside(FilePath("/dev")) || folder.isInside(FilePath("/proc")) {
                throw failure(tr("it is in /dev or /proc; refused (leave out --output to write to standard output)"))
            }
        }

        var existing = stat()
        let exists = target.withCString { stat($0, &existing) } == 0
        guard let temporary = TemporaryFile.create(TemporaryFile.template(directory: directory, name: name)) else {
            throw systemFailure()
        }
        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        var problem: FileWriteError?
        if fchmod(temporary.descriptor, mode) != 0 { problem = systemFailure() }
        if problem == nil, !writeAll(bytes, to: temporary.descriptor) { problem = systemFailure() }
        if problem == nil, fsync(temporary.descriptor) != 0 { problem = systemFailure() }
        if close(temporary.descriptor) != 0, problem == nil { problem = systemFailure() }
        if let problem {
            _ = temporary.finish(renamingTo: nil)
            throw problem
        }
        guard temporary.finish(renamingTo: target) else { throw systemFailure() }
    }

    /// Writes every byte (retrying interrupted writes); false with `errno` set when one failed.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
