import Glibc

/// Unbuffered writes to standard output and standard error, straight to the descriptors (no
/// buffers, so the two never reorder). The executable's console writes through it too.
public enum StandardStream {
    /// Writes `text` to standard output.
    public static func output(_ text: String) { write(text, to: STDOUT_FILENO) }

    /// Writes `text` to standard error.
    public static func error(_ text: String) { write(text, to: STDERR_FILENO) }

    /// Writes all of `text`, resuming after interruptions; stops at the first error and returns
    /// its errno (nil when everything was written).
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            offset += written
        }
        return nil
    }
}
