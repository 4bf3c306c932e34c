import CAdw
import CGtk
import GtkBridge
import Localization

/// The About window: icon, version, website, issue tracker, credits and licence.
@MainActor
enum About {
    static var version: String { DesktopApp.version }
    static let website = "https://github.com/swipeblocks/swipeblocks"
    static let issueTracker = "https://github.com/swipeblocks/swipeblocks/issues"

    static func present(parent: UnsafeMutablePointer<GtkWindow>?) {
        AppIcon.register()
        let window = adw_about_window_new()!
        let about = window.opaque
        adw_about_window_set_application_name(about, tr("Swipe Blocks"))
        adw_about_window_set_application_icon(about, DesktopApp.applicationID)
        adw_about_window_set_version(about, version)
        adw_about_window_set_developer_name(about, tr("The SwipeBlocks developers"))
        adw_about_window_set_comments(
            about, tr("A catalogue of swipe-gesture blocks to browse, try and export, and the swipe rows as a GTK 4 library."))
        adw_about_window_set_website(about, website)
        adw_about_window_set_issue_url(about, issueTracker)
        withCStrings([tr("The SwipeBlocks developers")]) { adw_about_window_set_developers(about, UnsafeMutablePointer(mutating: $0)) }
        withCStrings(["GTK https://gtk.org", "libadwaita https://gnome.pages.gitlab.gnome.org/libadwaita/"]) {
            adw_about_window_add_acknowledgement_section(about, tr("Built on"), UnsafeMutablePointer(mutating: $0))
        }
        adw_about_window_set_license_type(about, GTK_LICENSE_MIT_X11)
        adw_about_window_set_copyright(about, tr("© 2026 The SwipeBlocks developers"))
        if let parent { gtk_window_set_transient_for(window.cast(), parent) }
        gtk_window_set_modal(window.cast(), .yes)
        gtk_window_present(window.cast())
    }
}
