import CGtk
import SwipeEngine

/// The Full-Swipe Card row: leading and trailing actions, revealed in one of three styles,
/// with a full swipe that runs the edge's first action; a destructive action slides the row out
/// and collapses it before reporting `.action(id)`. Options: style, button width, full-swipe
/// edges and threshold, rubber banding, haptics (`.feedback`), label style, button shape, corner
/// radius, combined accessibility, minimum distance, debug progress (`CardListConfiguration`).
@MainActor
public final class SwipeCardRow: SwipeRow, TypedSwipeRow {
    public typealias Options = CardListConfiguration

    /// A card row around `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, configuration: CardListConfiguration) {
        super.init(child: child, configuration: BlockConfiguration(configuration))
    }
}

/// The card row's look: leading then trailing buttons, rectangles or rounded cards, its corner
/// radius, and whether screen readers read it as one element.
extension CardListConfiguration: RowKindLook {
    var buttonSpecs: [SwipeActionSpec] { leading + trailing }
    var restingCornerRadius: Double { cornerRadius }
    var roundedButtonRadius: Double? { if case let .rounded(radius, _) = buttonShape { radius } else { nil } }
    @MainActor func makeRow(child: UnsafeMutablePointer<GtkWidget>) -> SwipeRow { SwipeCardRow(child: child, configuration: self) }
}
