import CGtk
import SwipeEngine

extension SwipeRow {
    /// The row for `configuration`, whichever kind it is (for code that reads configurations,
    /// such as a catalogue).
    public static func make(child: UnsafeMutablePointer<GtkWidget>, configuration: BlockConfiguration) -> SwipeRow {
        configuration.look.makeRow(child: child)
    }
}
