import CGtk
import GtkBridge
import SwipeEngine

extension SwipeRow {
    /// Brings the row back after its item left (an undone removal): closed and at rest, its
    /// height growing from 0 to its own, the collapse in reverse, so what is below it slides down
    /// rather than jumps; under Reduce Motion it is there at once. A row that collapsed and
    /// stayed where it was (a standalone row) grows back in place; a row put back in its
    /// container, or the row a `SwipeListView` shows a restored item in, grows in there.
    public func restore() {
        guard isAlive else { return }
        reset()
        scene.enter(row: 0, time: clock.now())
        pump()
        gtk_widget_queue_resize(widget)
    }

    /// True while the row grows in after `restore()`.
    public var isEntering: Bool { sceneBox.map { $0.scene.isEntering(row: 0, at: $0.scene.clock) } == true }
}
