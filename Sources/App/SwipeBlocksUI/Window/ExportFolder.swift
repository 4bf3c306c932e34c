import CGtk
import Glibc
import GtkBridge

/// Where the export dialog opens: the folder of the last export — remembered across runs in
/// `$XDG_STATE_HOME/swipeblocks/export-folder` — or the Documents folder (XDG) until there is
/// one, or home when there is neither. A remembered folder that is gone, or a state file that is
/// not a short UTF-8 path, is passed over.
@MainActor
final class ExportFolder {
    private var last: String?
    /// The state file, in the user's state folder.
    private let stateFile: String

    init() {
        let state = String(cString: g_get_user_state_dir())
        stateFile = state + "/swipeblocks/export-folder"
        last = Self.readState(stateFile)
    }

    /// The folder to offer now.
    var current: String {
        if let last, Self.isFolder(last) { return last }
        if let documents = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS).map({ String(cString: $0) }), Self.isFolder(documents) {
            return documents
        }
        return String(cString: g_get_home_dir())
    }

    /// Opens `chooser` in the current folder.
    func offer(to chooser: OpaquePointer) {
        let folder = g_file_new_for_path(current)!
        gtk_file_chooser_set_current_folder(chooser, folder, nil)
        g_object_unref(folder.raw)
    }

    /// Remembers the folder of `path`, where a file was just exported, for this run and the next
    /// (written atomically; a state folder that cannot be written only loses the next run's memory).
    func used(_ path: String) {
        guard let slash = path.lastIndex(of: "/") else { return }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        last = folder
        let parent = String(stateFile[..<stateFile.lastIndex(of: "/")!])
        guard g_mkdir_with_parents(parent, 0o700) == 0 else { return }
        _ = g_file_set_contents(stateFile, folder + "\n", -1, nil)
    }

    /// The longest state file read: a path, not a document.
    nonisolated static let stateLimit = 4096

    /// The folder a state file names, if it is a short UTF-8 text of one absolute path.
    nonisolated static func folder(inState text: [UInt8]) -> String? {
        guard text.count <= stateLimit, let decoded = String(validating: text, as: UTF8.self) else { return nil }
        let line = decoded.hasSuffix("\n") ? String(decoded.dropLast()) : decoded
        guard line.hasPrefix("/"), !line.contains("\n"), !line.contains("\0") else { return nil }
        return line
    }

    /// The state file's folder, read with a bound (at most `stateLimit` + 1 bytes are read).
    private static func readState(_ file: String) -> String? {
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: stateLimit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got <= 0 { break }
            count += got
        }
        return folder(inState: Array(bytes[..<count]))
    }

    private static func isFolder(_ path: String) -> Bool {
        g_file_test(path, G_FILE_TEST_IS_DIR) != 0
    }
}
