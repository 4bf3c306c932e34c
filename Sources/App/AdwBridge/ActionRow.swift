import CAdw
import GtkBridge

extension Adw {
    /// AdwActionRow: a list row with a title, a subtitle below it and widgets at its end.
    public struct ActionRow: ActionRowProtocol {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }

    /// What every action row offers (AdwActionRow and the rows derived from it, as AdwComboRow).
    public protocol ActionRowProtocol: GObjectRef {}
}

@MainActor
extension Adw.ActionRowProtocol {
    /// The row's words (AdwPreferencesRow's title).
    public var title: String {
        get { Adw.text(adw_preferences_row_get_title(cast())) ?? "" }
        nonmutating set { adw_preferences_row_set_title(cast(), newValue) }
    }

    /// The smaller words below the title.
    public var subtitle: String {
        get { Adw.text(adw_action_row_get_subtitle(cast())) ?? "" }
        nonmutating set { adw_action_row_set_subtitle(cast(), newValue) }
    }

    /// Adds `widget` at the row's end.
    public func addSuffix(_ widget: some GObjectRef) {
        adw_action_row_add_suffix(cast(), widget.widget)
    }
}

@MainActor
extension Adw.ActionRow {
    /// A new row titled `title`, with `subtitle` below.
    public init(title: String, subtitle: String) {
        raw = Adw.made(adw_action_row_new(), "adw_action_row_new")
        self.title = title
        self.subtitle = subtitle
    }
}
