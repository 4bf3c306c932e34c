import Glibc

/// Why a file could not be written.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}

/// Whole-file writes that either fully happen or leave everything as it was.
public enum AtomicFile {
    /// Writes `text` to `path` through a temporary file in the same folder, then renames it over
    /// `path`; on any failure the temporary file is removed and `path` is untouched.
    /// An existing file keeps its permissions; a new one gets 0666 less the umask.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes `bytes` to `path` the same way: all of them, or nothing changes.
    public static func write(bytes: [UInt8], to path: String) throws(FileWriteError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty else { throw FileWriteError(path: path, reason: "not a file name") }

        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, (existing.st_mode & S_IFMT) == S_IFDIR { throw FileWriteError(path: path, reason: "it is a folder") }
        // Renaming over a device, a socket or a pipe would replace it (as root, even /dev/null).
        if exists, (existing.st_mode & S_IFMT) != S_IFREG {
            throw FileWriteError(path: path, reason: "not a regular file")
        }

        var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: lastError()) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        defer {
            if !committed { unlink(temporary) }
        }

        let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
        var failure: String?
        if fchmod(descriptor, mode) != 0 { failure = lastError() }
        if failure == nil { failure = writeAll(bytes, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = lastError() }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if let failure { throw FileWriteError(path: path, reason: failure) }
        guard rename(temporary, path) == 0 else { throw FileWriteError(path: path, reason: lastError()) }
        committed = true
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return lastError()
            }
            offset += written
        }
        return nil
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
