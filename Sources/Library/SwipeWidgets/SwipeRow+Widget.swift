import CGtk
import GtkBridge

/// The row and its widget's life: the widget is realized, destroyed, mapped and unmapped, its
/// direction changes, GTK measures and allocates it. A widget of the row's own (a box, an app's
/// widget) tells the row through a layout delegate and signal handlers; a GObject row's class
/// calls `widget(_:)`, `measureWidget` and `allocateWidget` from its own functions instead, with
/// nothing connected to each row (a list holds a row per item: about 1 KB a row less).
extension SwipeRow {
    /// What the row's widget did.
    package enum WidgetEvent {
        case realized, destroyed, mapped, unmapped, directionChanged
    }

    /// The layout delegate and the signal handlers on a widget that does not call the row.
    func connectWidget() {
        CustomLayout.install(
            on: widget,
            LayoutDelegate(
                measure: { [unowned self] orientation, forSize in self.measure(orientation, forSize) },
                allocate: { [unowned self] width, height, _ in self.allocate(width, height) }))
        // One closure for the four.
        Signal.connect(widget, ["realize", "destroy", "map", "unmap"]) { [unowned self] signal in
            self.widget([.realized, .destroyed, .mapped, .unmapped][signal])
        }
        Signal.connectIgnoringArgument(widget, "direction-changed") { [unowned self] in self.widget(.directionChanged) }
    }

    /// The row's widget did `event` (after GTK's own handling of it).
    package func widget(_ event: WidgetEvent) {
        switch event {
        case .realized: realized()
        case .destroyed: destroyed()
        case .mapped:
            // A row without an engine cannot be open: it watches the list from when it has one.
            if sceneBox != nil { listScroll.attach(to: widget) }
            joinListGroup()
        case .unmapped:
            madeListScroll?.detach()
            leaveListGroup()
            // No pointer is over a row that is not shown: its button would show wherever it goes next.
            setHovered(false)
        case .directionChanged: applyEnvironment()
        }
    }

    /// GTK measures the row's widget: (minimum, natural) in `orientation`.
    package func measureWidget(_ orientation: GtkOrientation, _ forSize: Int32) -> (Int32, Int32) {
        measure(orientation, forSize)
    }

    /// GTK allocates the row's widget `width` × `height`.
    package func allocateWidget(_ width: Int32, _ height: Int32) { allocate(width, height) }
}
