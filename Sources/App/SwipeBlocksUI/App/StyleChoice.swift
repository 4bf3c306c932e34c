import CAdw
import CGtk
import GtkBridge
import Localization

/// Light or dark: the window follows the system's preference (libadwaita's style manager reads
/// it from the settings portal or GNOME's `color-scheme`), unless the person chose one in the
/// main menu's Style section.
enum StyleChoice: String, CaseIterable, Sendable {
    case followSystem = "system"
    case light
    case dark

    /// The menu item's words.
    var title: String {
        switch self {
        case .followSystem: tr("Follow System")
        case .light: tr("Light")
        case .dark: tr("Dark")
        }
    }

    /// Applies the choice to the whole application.
    @MainActor
    func apply() {
        let scheme =
            switch self {
            case .followSystem: ADW_COLOR_SCHEME_DEFAULT
            case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .dark: ADW_COLOR_SCHEME_FORCE_DARK
            }
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), scheme)
    }

    /// True while the window is drawn dark (by choice or following the system).
    @MainActor
    static var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }
}
