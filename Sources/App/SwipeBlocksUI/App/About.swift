import AdwBridge
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
        let window = Adw.AboutWindow(
            applicationName: tr("Swipe Blocks"), applicationIcon: DesktopApp.applicationID, version: version,
            developerName: tr("The SwipeBlocks developers"),
            comments: tr("A catalogue of swipe-gesture blocks to browse, try and export, and the swipe rows as a GTK 4 library."),
            website: website, issueURL: issueTracker, developers: [tr("The SwipeBlocks developers")], license: GTK_LICENSE_MIT_X11,
            copyright: tr("© 2026 The SwipeBlocks developers"))
        window.addAcknowledgementSection(
            tr("Built on"), ["GTK https://gtk.org", "libadwaita https://gnome.pages.gitlab.gnome.org/libadwaita/"])
        if let parent { gtk_window_set_transient_for(window.cast(), parent) }
        gtk_window_set_modal(window.cast(), .yes)
        gtk_window_present(window.cast())
    }
}
