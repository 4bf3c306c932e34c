import SwipeEngine

/// What the window's demo needs of a kind besides its schema (which makes the parameter panel):
/// whether the demo offers the swipe group's controls. A kind that does conforms in its folder
/// (`Kinds/<Kind>/`); one that does not needs nothing here.
protocol DemoKind: SwipeKind {
    /// The demo shows "Open Leading/Trailing" and "Close Row", as the reference's group does.
    static var showsGroupControls: Bool { get }
}

extension BlockConfiguration {
    /// The demo's half of the configuration's kind (none: no group controls).
    var demoKind: (any DemoKind)? { options as? any DemoKind }
}
