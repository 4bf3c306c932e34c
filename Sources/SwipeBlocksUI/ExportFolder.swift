import CGtk
import GtkBridge

/// Where the export dialog opens: the folder of the last export, or the Documents folder (XDG)
/// until there is one, or home when there is neither.
@MainActor
final class ExportFolder {
    private var last: String?

    /// The folder to offer now.
    var current: String {
        if let last { return last }
        if let documents = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS),
           g_file_test(documents, G_FILE_TEST_IS_DIR) != 0 {
            return String(cString: documents)
        }
        return String(cString: g_get_home_dir())
    }

    /// Opens `chooser` in the current folder.
    func offer(to chooser: OpaquePointer) {
        let folder = g_file_new_for_path(current)!
        gtk_file_chooser_set_current_folder(chooser, folder, nil)
        g_object_unref(folder.raw)
    }

    /// Remembers the folder of `path`, where a file was just exported.
    func used(_ path: String) {
        guard let slash = path.lastIndex(of: "/") else { return }
        last = slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
