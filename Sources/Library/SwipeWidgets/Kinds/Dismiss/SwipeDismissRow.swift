import CGtk
import SwipeEngine

/// The Swipe-to-Dismiss row, as Android's RecyclerView has it (`ItemTouchHelper`): the row
/// follows the finger and, released past half the width or flung fast enough the way it was
/// going, flies out, lets the space close and reports `.action(id)`; otherwise it settles back.
/// Options: directions, threshold, escape velocity and its cap, durations, minimum distance,
/// action name (`DismissRowConfiguration`).
@MainActor
public final class SwipeDismissRow: SwipeRow, TypedSwipeRow {
    public typealias Options = DismissRowConfiguration

    /// A dismissible row around `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, configuration: DismissRowConfiguration = .init()) {
        super.init(child: child, configuration: BlockConfiguration(configuration))
    }
}

/// The dismiss row's look: nothing behind the content (Android draws nothing there either),
/// square corners, its action's name.
extension DismissRowConfiguration: RowKindLook {
    var buttonSpecs: [SwipeActionSpec] { [] }
    var restingCornerRadius: Double { 0 }
    func title(ofAction id: String) -> String? { id == actionID ? actionTitle : nil }
    @MainActor func makeRow(child: UnsafeMutablePointer<GtkWidget>) -> SwipeRow { SwipeDismissRow(child: child, configuration: self) }
}
