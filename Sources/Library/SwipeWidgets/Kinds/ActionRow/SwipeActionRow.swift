import CGtk
import SwipeEngine

/// The Swipe Action Row: swiped toward the trailing edge, the row opens on its action buttons;
/// a button closes the row and reports `.action(id)`. Options: actions, button width, minimum
/// distance (`ActionRowConfiguration`).
@MainActor
public final class SwipeActionRow: SwipeRow, TypedSwipeRow {
    public typealias Options = ActionRowConfiguration

    /// An action row around `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, configuration: ActionRowConfiguration) {
        super.init(child: child, configuration: BlockConfiguration(configuration))
    }
}

/// The action row's look: its buttons, square corners.
extension ActionRowConfiguration: RowKindLook {
    var buttonSpecs: [SwipeActionSpec] { actions }
    var restingCornerRadius: Double { 0 }
    @MainActor func makeRow(child: UnsafeMutablePointer<GtkWidget>) -> SwipeRow { SwipeActionRow(child: child, configuration: self) }
}
