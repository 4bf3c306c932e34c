import CAdw
import GtkBridge

extension Adw {
    /// AdwPreferencesGroup: a titled group of rows in a boxed list, with an optional widget at
    /// the end of its title.
    public struct PreferencesGroup: GObjectRef {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.PreferencesGroup {
    /// A new group titled `title`.
    public init(title: String) {
        raw = Adw.made(adw_preferences_group_new(), "adw_preferences_group_new")
        adw_preferences_group_set_title(cast(), title)
    }

    /// The widget at the end of the title (a button for the whole group).
    public var headerSuffix: UnsafeMutablePointer<GtkWidget>? {
        get { adw_preferences_group_get_header_suffix(cast()) }
        nonmutating set { adw_preferences_group_set_header_suffix(cast(), newValue) }
    }

    /// Adds `row` after the others.
    public func add(_ row: some GObjectRef) {
        adw_preferences_group_add(cast(), row.widget)
    }
}
