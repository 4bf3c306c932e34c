import AdwBridge
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
        Adw.StyleManager.default.colorScheme =
            switch self {
            case .followSystem: .default
            case .light: .forceLight
            case .dark: .forceDark
            }
    }

    /// True while the window is drawn dark (by choice or following the system).
    @MainActor
    static var isDark: Bool { Adw.StyleManager.default.isDark }
}
