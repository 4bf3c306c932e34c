import CAdw
import GtkBridge

extension Adw {
    /// AdwApplication: a GtkApplication that initialises libadwaita as it starts up.
    public struct Application: GObjectRef {
        /// The application (a new reference, the caller's to release with `g_object_unref`).
        public let raw: UnsafeMutableRawPointer
    }

    /// AdwApplicationWindow: a GtkApplicationWindow whose whole area, title bar included, is its
    /// content (the header bars are the content's).
    public struct ApplicationWindow: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.Application {
    /// A new application with the reverse-DNS `id`.
    public init(id: String, flags: GApplicationFlags) {
        raw = Adw.made(adw_application_new(id, flags), "adw_application_new")
    }
}

@MainActor
extension Adw.ApplicationWindow {
    /// A new window of `application`.
    public init(application: UnsafeMutablePointer<GtkApplication>) {
        raw = Adw.made(adw_application_window_new(application), "adw_application_window_new")
    }

    /// What the window shows.
    public var content: UnsafeMutablePointer<GtkWidget>? {
        get { adw_application_window_get_content(cast()) }
        nonmutating set { adw_application_window_set_content(cast(), newValue) }
    }
}
