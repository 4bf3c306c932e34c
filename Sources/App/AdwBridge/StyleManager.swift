import CAdw
import GtkBridge

extension Adw {
    /// AdwStyleManager: the application's light or dark look, following the system's preference
    /// (the settings portal, GNOME's `color-scheme`) unless the application forces one.
    public struct StyleManager {
        let raw: OpaquePointer
    }

    /// The look asked of the style manager (AdwColorScheme).
    public enum ColorScheme: CaseIterable, Sendable {
        /// The system's preference, light where there is none.
        case `default`
        /// Light whatever the system prefers.
        case forceLight
        /// Dark whatever the system prefers.
        case forceDark

        /// libadwaita's value.
        var value: AdwColorScheme {
            switch self {
            case .default: ADW_COLOR_SCHEME_DEFAULT
            case .forceLight: ADW_COLOR_SCHEME_FORCE_LIGHT
            case .forceDark: ADW_COLOR_SCHEME_FORCE_DARK
            }
        }

        /// The case for libadwaita's `value`; nil for those the app does not use (prefer light or dark).
        init?(_ value: AdwColorScheme) {
            guard let scheme = Self.allCases.first(where: { $0.value == value }) else { return nil }
            self = scheme
        }
    }
}

@MainActor
extension Adw.StyleManager {
    /// The style manager of the default display (libadwaita must be initialised: `Adw.initialize()`).
    public static var `default`: Self {
        guard let manager = adw_style_manager_get_default() else { preconditionFailure("adw_style_manager_get_default returned NULL") }
        return Self(raw: manager)
    }

    /// The look asked for; nil for a scheme set outside the app that it does not name.
    public var colorScheme: Adw.ColorScheme? {
        get { Adw.ColorScheme(adw_style_manager_get_color_scheme(raw)) }
        nonmutating set { adw_style_manager_set_color_scheme(raw, (newValue ?? .default).value) }
    }

    /// True while the application is drawn dark (by choice or following the system).
    public var isDark: Bool { adw_style_manager_get_dark(raw) != 0 }
}
