import SwipeEngine

/// What a row widget needs of its kind beyond the engine's rules — how it looks and which widget
/// class it is. Each kind answers in its folder (`Kinds/<Kind>/`); the row widget asks only this.
protocol RowKindLook {
    /// The buttons behind the row, in button order (none: the kind has no buttons).
    var buttonSpecs: [SwipeActionSpec] { get }
    /// A tint and its symbol under the content, revealed by the drag (the completion row's).
    var underlay: RowUnderlay? { get }
    /// The content's own background, if the options give one.
    var rowBackground: RGBA? { get }
    /// The row's corner radius at rest.
    var restingCornerRadius: Double { get }
    /// The corner radius of rounded buttons, if the buttons are rounded.
    var roundedButtonRadius: Double? { get }
    /// The words of action `id` when they are not a button's title (the completion row's name).
    func title(ofAction id: String) -> String?
    /// False when screen readers should read the child's labels on their own, not as the row's name.
    var combinesAccessibilityChildren: Bool { get }
    /// The library's row widget for these options around `child`.
    @MainActor func makeRow(child: UnsafeMutablePointer<GtkWidget>) -> SwipeRow
}

/// A tint revealed under a row's content, with a symbol on it.
struct RowUnderlay: Hashable {
    var tint: RGBA
    var icon: String
}

extension RowKindLook {
    var underlay: RowUnderlay? { nil }
    var rowBackground: RGBA? { nil }
    var roundedButtonRadius: Double? { nil }
    func title(ofAction id: String) -> String? { nil }
    var combinesAccessibilityChildren: Bool { true }
    /// Every colour a row of these options may show, for the style classes made ahead.
    var tints: [RGBA] { buttonSpecs.map(\.tint) + (underlay.map { [$0.tint] } ?? []) }
}

extension BlockConfiguration {
    /// The look of the configuration's kind; every kind the library knows has one.
    var look: any RowKindLook {
        guard let look = options as? any RowKindLook else {
            preconditionFailure("the kind \(kind) has no row widget (conform it to RowKindLook in SwipeWidgets/Kinds)")
        }
        return look
    }
}
