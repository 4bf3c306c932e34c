import AdwBridge
import CGtk
import GtkBridge
import Localization

/// Export Markdown… from the window: a save dialog, the atomic write, and what came of it (a
/// toast with Open, or a dialog saying in words why not).
extension MainWindow {
    /// Asks where to save (the last folder used, or Documents), then writes the current block's
    /// Markdown export atomically and says so in a toast with an Open button.
    func exportMarkdown() {
        guard let page = current else { return }
        let chooser = gtk_file_chooser_native_new(
            tr("Export Markdown"), window.cast(), GTK_FILE_CHOOSER_ACTION_SAVE, tr("_Export"), tr("_Cancel"))!
        gtk_file_chooser_set_current_name(chooser.opaque, "\(page.id).md")
        exportFolder.offer(to: chooser)
        let markdown = source.exportMarkdown([page.id])
        Signal.connectInt(chooser, "response") { [unowned self] response in
            defer { g_object_unref(chooser.raw) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue,
                let file = gtk_file_chooser_get_file(chooser.opaque)
            else { return }
            defer { g_object_unref(file.raw) }
            guard let cpath = g_file_get_path(file) else { return }
            let path = String(cString: cpath)
            g_free(cpath)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            do {
                try self.source.writeAtomically(markdown, path)
                self.exportFolder.used(path)
                self.toasts.show(tr("Exported to {file}", ["file": name]), button: tr("Open"), key: "export") { [unowned self] in
                    guard let uri = g_filename_to_uri(path, nil, nil) else { return }
                    gtk_show_uri(self.window.cast(), uri, UInt32(GDK_CURRENT_TIME))
                    g_free(uri)
                }
            } catch {
                self.showError(tr("Could not export {file}", ["file": name]), detail: (error as? SaveFailure)?.sentence ?? "\(error)")
            }
        }
        gtk_native_dialog_show(chooser.cast())
    }

    /// A message dialog over the window: `message` as its heading, `detail` in words below.
    func showError(_ message: String, detail: String) {
        let dialog = Adw.MessageDialog(parent: window.cast(), heading: message, body: detail)
        dialog.addResponse("close", label: tr("_Close"))
        gtk_window_present(dialog.cast())  // it closes itself on a response
    }
}
