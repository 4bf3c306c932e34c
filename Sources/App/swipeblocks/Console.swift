import SwipeIO
import BlockCatalog
import Glibc
import SwipeBlocksUI

/// The process's exit codes.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
}

/// Writes straight to standard output and standard error (no buffers, so they never reorder).
enum Console {
    /// Why standard output could not be written (a full disk, an I/O error), if it failed.
    nonisolated(unsafe) private(set) static var outputFailure: String?
    /// True once a write to standard output failed, a closed pipe included: stop producing.
    nonisolated(unsafe) private(set) static var outputClosed = false

    static func out(_ text: String) {
        write(text, to: 1)
    }

    static func error(_ text: String) {
        write(text, to: 2)
    }

    /// `error: message` on standard error, as one line (control characters escaped); returns the failure exit code.
    @discardableResult
    static func fail(_ message: String) -> Int32 {
        error("error: \(TerminalText.escape(message))\n")
        return ExitCode.failure
    }

    private static func write(_ text: String, to descriptor: Int32) {
        guard let failure = StandardStream.write(text, to: descriptor) else { return }
        if descriptor == 1 { outputClosed = true }
        // A closed pipe (`swipeblocks list | head`) stops quietly; anything else is a failure the
        // command reports (`export > /dev/full` must not exit 0 having lost its output).
        if descriptor == 1, failure != EPIPE, outputFailure == nil {
            outputFailure = String(cString: strerror(failure))
        }
    }
}
