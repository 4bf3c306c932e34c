import CGtk

/// The live demo's controls for the library behaviour its block shows (`BlockPage.behaviour`),
/// under its heading: one line per behaviour that has any. A behaviour the demo shows as it is
/// (undo's toast, a row that asks first) needs no line.
@MainActor
enum DemoBehaviours {
    static func make(for demo: LiveDemo) -> UnsafeMutablePointer<GtkWidget>? {
        switch demo.page.behaviour {
        case "closeOnScroll": CloseOnScrollDemo.make(demo)
        case "touchpad": TouchpadDemo(demo).root
        case "modelChanges": ModelChangesDemo(demo).root
        default: nil
        }
    }
}
