import CGtk
import SwipeEngine

/// The Completion Swipe Row: swiped forward past its threshold, the row checks, slides out and
/// collapses, and reports `.completed` once. Options: tint, row background, corner radius,
/// action name, minimum distance (`CompletionRowConfiguration`).
@MainActor
public final class CompletionSwipeRow: SwipeRow, TypedSwipeRow {
    public typealias Options = CompletionRowConfiguration

    /// A completion row around `child`.
    public init(child: UnsafeMutablePointer<GtkWidget>, configuration: CompletionRowConfiguration = .init()) {
        super.init(child: child, configuration: BlockConfiguration(configuration))
    }
}

/// The completion row's look: its tint and checkmark under the content, its own background and
/// corner radius, its action's name.
extension CompletionRowConfiguration: RowKindLook {
    var buttonSpecs: [SwipeActionSpec] { [] }
    var underlay: RowUnderlay? { RowUnderlay(tint: tint, icon: "object-select-symbolic") }
    var restingCornerRadius: Double { cornerRadius }
    func title(ofAction id: String) -> String? { id == actionID ? actionTitle : nil }
    @MainActor func makeRow(child: UnsafeMutablePointer<GtkWidget>) -> SwipeRow { CompletionSwipeRow(child: child, configuration: self) }
}
