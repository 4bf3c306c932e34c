import CAdw
import GtkBridge

extension Adw {
    /// AdwAboutWindow: the application's name, icon and version, its links, credits and licence,
    /// in one window.
    public struct AboutWindow: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.AboutWindow {
    /// A new About window; `applicationIcon` is a themed icon's name, `issueURL` the page to
    /// report a problem on, `developers` the credits' names.
    public init(
        applicationName: String, applicationIcon: String, version: String, developerName: String, comments: String,
        website: String, issueURL: String, developers: [String], license: GtkLicense, copyright: String
    ) {
        raw = Adw.made(adw_about_window_new(), "adw_about_window_new")
        adw_about_window_set_application_name(opaque, applicationName)
        adw_about_window_set_application_icon(opaque, applicationIcon)
        adw_about_window_set_version(opaque, version)
        adw_about_window_set_developer_name(opaque, developerName)
        adw_about_window_set_comments(opaque, comments)
        adw_about_window_set_website(opaque, website)
        adw_about_window_set_issue_url(opaque, issueURL)
        withCStrings(developers) { adw_about_window_set_developers(opaque, UnsafeMutablePointer(mutating: $0)) }
        adw_about_window_set_license_type(opaque, license)
        adw_about_window_set_copyright(opaque, copyright)
    }

    /// Adds a credits section `name` listing `people` ("Name https://…" links the name).
    public func addAcknowledgementSection(_ name: String, _ people: [String]) {
        withCStrings(people) { adw_about_window_add_acknowledgement_section(opaque, name, UnsafeMutablePointer(mutating: $0)) }
    }
}
