import SwipeEngine

/// The card list's demo offers the swipe group's controls.
extension CardListConfiguration: DemoKind {
    static var showsGroupControls: Bool { true }
}
