import Glibc

/// A temporary file that SIGINT or SIGTERM removes before the process ends: its name is
/// registered, with the signals blocked, before it can exist, and a handler that only calls
/// `unlink` (async-signal-safe) on that pre-computed C string then re-raises the signal with the
/// action that was there before (the default one ends the process as usual).
struct TemporaryFile {
    static let signals: [Int32] = [SIGINT, SIGTERM]
    /// The name the handler removes (nil: none); written only with the signals blocked.
    nonisolated(unsafe) static let pending: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let pointer = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
        pointer.initialize(to: nil)
        return pointer
    }()
    /// The actions of SIGINT and SIGTERM before ours, restored by the handler and after the write.
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 2)
        pointer.initialize(repeating: sigaction(), count: 2)
        return pointer
    }()

    let name: UnsafeMutablePointer<CChar>
    let descriptor: Int32

    /// The longest temporary name: NAME_MAX bytes.
    static let nameLimit = 255

    /// `.NAME.tmp-XXXXXX` for a target called NAME, NAME cut (by bytes) so the result fits NAME_MAX.
    static func template(directory: FilePath, name: [UInt8]) -> FilePath {
        let suffix = Array(".tmp-XXXXXX".utf8)
        let kept = name.prefix(nameLimit - 1 - suffix.count)
        return directory.appending([UInt8(ascii: ".")] + kept + suffix)
    }

    /// Creates the file from `template` (mkstemp), registered for removal on SIGINT and SIGTERM; nil with errno set on failure.
    static func create(_ template: FilePath) -> TemporaryFile? {
        let name = UnsafeMutablePointer<CChar>.allocate(capacity: template.bytes.count + 1)
        template.withCString { _ = strcpy(name, $0) }
        let mask = blockSignals()
        let descriptor = mkstemp(name)
        if descriptor >= 0 {
            install()
            pending.pointee = name
        }
        let saved = errno
        restore(mask)
        errno = saved
        guard descriptor >= 0 else { name.deallocate(); return nil }
        return TemporaryFile(name: name, descriptor: descriptor)
    }

    /// Renames the file to `target`, or removes it when `target` is nil or the rename fails;
    /// returns whether it was renamed. The signal handler is removed either way.
    func finish(renamingTo target: FilePath?) -> Bool {
        let mask = Self.blockSignals()
        var renamed = false
        if let target { renamed = target.withCString { rename(name, $0) } == 0 }
        let saved = errno
        if !renamed { unlink(name) }
        Self.pending.pointee = nil
        Self.uninstall()
        Self.restore(mask)
        name.deallocate()
        errno = saved
        return renamed
    }

    private static func blockSignals() -> sigset_t {
        var set = sigset_t(), old = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, &old)
        return old
    }

    private static func restore(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    private static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            if let path = TemporaryFile.pending.pointee { unlink(path) }
            TemporaryFile.pending.pointee = nil
            let index = signal == SIGINT ? 0 : 1
            sigaction(signal, TemporaryFile.previous + index, nil)
            raise(signal)
        }
        sigemptyset(&action.sa_mask)
        for (index, signal) in signals.enumerated() {
            sigaction(signal, nil, previous + index)
            // A signal that was ignored (nohup) stays ignored.
            let ignored = unsafeBitCast(previous[index].__sigaction_handler.sa_handler, to: Int.self) == 1
            if !ignored { sigaction(signal, &action, nil) }
        }
    }

    private static func uninstall() {
        for (index, signal) in signals.enumerated() { sigaction(signal, previous + index, nil) }
    }
}
