import CAdw
import GtkBridge

extension Adw {
    /// AdwComboRow: an action row that shows the chosen item of a list at its end and opens the
    /// list when activated.
    public struct ComboRow: ActionRowProtocol {
        /// The widget (GtkBridge's helpers take it as it is).
        public let raw: UnsafeMutableRawPointer
    }
}

@MainActor
extension Adw.ComboRow {
    /// A new row titled `title`, with `subtitle` below, choosing among `model`'s items (it takes
    /// its own reference) with item `selected` chosen.
    public init(title: String, subtitle: String, model: OpaquePointer, selected: Int) {
        raw = Adw.made(adw_combo_row_new(), "adw_combo_row_new")
        self.title = title
        self.subtitle = subtitle
        adw_combo_row_set_model(cast(), model)
        self.selected = selected
    }

    /// The position of the item chosen (past the end when none is); setting a negative one
    /// chooses the first.
    public var selected: Int {
        get { Int(adw_combo_row_get_selected(cast())) }
        nonmutating set { adw_combo_row_set_selected(cast(), guint(max(newValue, 0))) }
    }
}
