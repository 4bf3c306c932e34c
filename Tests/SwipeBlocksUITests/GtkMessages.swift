import CGtk
import Synchronization

/// What GLib's structured log (every GTK warning and critical) printed while a test ran: a log
/// writer, installed once a process (GLib allows one), keeps each message and passes it on to
/// GLib's own writer, so it is still printed.
enum GtkMessages {
    private static let kept = Mutex<[String]>([])
    private static let installed: Void = g_log_set_writer_func(writer, nil, nil)

    /// The messages printed while `body` ran.
    @MainActor
    static func printed(while body: () throws -> Void) rethrows -> [String] {
        installed
        let before = kept.withLock { $0.count }
        try body()
        return kept.withLock { Array($0[before...]) }
    }

    private static let writer: GLogWriterFunc = { level, fields, count, data in
        if let fields {
            for field in UnsafeBufferPointer(start: fields, count: Int(count)) where String(cString: field.key) == "MESSAGE" {
                if let value = field.value, field.length < 0 {
                    let message = String(cString: value.assumingMemoryBound(to: CChar.self))
                    GtkMessages.kept.withLock { $0.append(message) }
                }
            }
        }
        return g_log_writer_default(level, fields, count, data)
    }
}
