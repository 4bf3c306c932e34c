import CAdw
import GtkBridge

/// libadwaita for the window, as GTK is reached through GtkBridge: each type here is named as
/// libadwaita names it (`Adw.Leaflet` is `AdwLeaflet`, as Python and JavaScript spell it) and
/// offers only what the app uses. A widget's wrapper holds no reference of its own: GTK's widget
/// tree owns the widget, as it owns the plain `GtkWidget` pointers the app keeps.
public enum Adw {
    /// Initialises libadwaita (its styles, icons and types) once GTK has started; further calls
    /// do nothing.
    @MainActor
    public static func initialize() {
        adw_init()
    }

    /// `pointer` made by an `adw_*_new` function: these abort rather than fail, so nil is a broken
    /// libadwaita, said in words.
    static func made(_ pointer: (some GObjectRef)?, _ function: String) -> UnsafeMutableRawPointer {
        guard let pointer else { preconditionFailure("\(function) returned NULL") }
        return pointer.raw
    }

    /// A C string libadwaita returns (owned by the object), as Swift text; nil stays nil.
    static func text(_ string: UnsafePointer<CChar>?) -> String? {
        string.map { String(cString: $0) }
    }
}
