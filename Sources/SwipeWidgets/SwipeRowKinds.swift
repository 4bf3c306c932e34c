import CGtk
import SwipeEngine

/// The Completion Swipe Row: swiped forward past its threshold, the row checks, slides out and
/// collapses, and reports `.completed` once. Options: tint, row background, corner radius,
/// action name, minimum distance (`CompletionRowConfiguration`).
@MainActor
public final class CompletionSwipeRow: SwipeRow {
    /// A completion row around `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, configuration: CompletionRowConfiguration = .init()) {
        super.init(child: child, configuration: .completion(configuration))
    }
}

/// The Swipe Action Row: swiped toward the trailing edge, the row opens on its action buttons;
/// a button closes the row and reports `.action(id)`. Options: actions, button width, minimum
/// distance (`ActionRowConfiguration`).
@MainActor
public final class SwipeActionRow: SwipeRow {
    /// An action row around `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, configuration: ActionRowConfiguration) {
        super.init(child: child, configuration: .actionRow(configuration))
    }
}

/// The Full-Swipe Card row: leading and trailing actions, revealed in one of three styles,
/// with a full swipe that runs the edge's first action; a destructive action slides the row out
/// and collapses it before reporting `.action(id)`. Options: style, button width, full-swipe
/// edges and threshold, rubber banding, haptics (`.feedback`), label style, button shape, corner
/// radius, combined accessibility, minimum distance, debug progress (`CardListConfiguration`).
@MainActor
public final class SwipeCardRow: SwipeRow {
    /// A card row around `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, configuration: CardListConfiguration) {
        super.init(child: child, configuration: .cardList(configuration))
    }
}

extension SwipeRow {
    /// The row for `configuration`, whichever kind it is (for code that reads configurations,
    /// such as a catalogue).
    public static func make(child: UnsafeMutablePointer<GtkWidget>, configuration: BlockConfiguration) -> SwipeRow {
        switch configuration {
        case let .completion(c): CompletionSwipeRow(child: child, configuration: c)
        case let .actionRow(c): SwipeActionRow(child: child, configuration: c)
        case let .cardList(c): SwipeCardRow(child: child, configuration: c)
        }
    }
}
