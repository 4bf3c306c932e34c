import CGtk
import GtkBridge

/// The About dialog.
@MainActor
enum About {
    static let version = "0.2.0"

    static func present(parent: UnsafeMutablePointer<GtkWindow>?) {
        let dialog = gtk_about_dialog_new()!
        let about = dialog.opaque
        gtk_about_dialog_set_program_name(about, "Swipe Blocks")
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_comments(about, "A catalogue of swipe-gesture blocks to browse, try and export.")
        gtk_about_dialog_set_logo_icon_name(about, DesktopApp.applicationID)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_copyright(about, "© 2026 The SwipeBlocks developers")
        if let parent { gtk_window_set_transient_for(dialog.cast(), parent) }
        gtk_window_set_modal(dialog.cast(), .yes)
        gtk_window_present(dialog.cast())
    }
}
