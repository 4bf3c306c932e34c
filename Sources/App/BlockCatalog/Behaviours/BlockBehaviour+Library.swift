import SwipeEngine

/// The behaviours of issue #36 that the catalogue shows, each with the lines its usage adds.
extension BlockBehaviour {
    /// Delete with undo: the list remembers what it removed and puts it back.
    public static let undo = BlockBehaviour(
        name: "undo",
        usage: [
            .note(
                "Delete with undo: in a list, remove the item when its action runs, and undo from your toast",
                methods: [
                    .init("SwipeListView", "remove_item", swift: "SwipeListView.removeItem(at:)"),
                    .init("SwipeListView", "undo", swift: "SwipeListView.undo()"),
                ])
        ])

    /// A destructive action asks first; the row says when it asks and when it was declined.
    public static let confirm = BlockBehaviour(
        name: "confirm",
        usage: [
            .signal("confirming", swift: "onConfirmation"),
            .signal("declined", swift: nil),
            .note("Answer from code too", methods: [.init("SwipeRow", "confirm", swift: "SwipeRow.confirm(_:)")]),
        ])

    /// Scrolling the list closes the open row (the default, shown), and code closes it.
    public static let closeOnScroll = BlockBehaviour(
        name: "closeOnScroll",
        usage: [
            .property("close-on-scroll", swift: "closesOnScroll", value: true),
            .note(
                "False keeps the row open while the list scrolls; close every open row from code",
                methods: [.init("SwipeListView", "close", swift: "SwipeListView.close()")]),
        ])

    /// Nothing to set: the library decides each touchpad scroll by its angle.
    public static let touchpad = BlockBehaviour(
        name: "touchpad",
        usage: [
            .note(
                "Nothing to set: a two-finger scroll within \(SwiftLiteral.number((TouchpadDecision.maximumSwipeAngle * 10).rounded() / 10))° of "
                    + "horizontal swipes the row, a steeper one scrolls the list",
                methods: [])
        ])

    /// Nothing to set: the list follows its model's changes around an open row.
    public static let modelChanges = BlockBehaviour(
        name: "modelChanges",
        usage: [
            .note(
                "Change the model as you like: an open row stays open on its item, and closes when its own item is replaced",
                methods: [.init("SwipeListView", "is_any_row_open", swift: "SwipeListView.isAnyRowOpen")])
        ])

    /// Mouse and touchpad users find the actions: the hover button is on by default; a row can peek.
    public static let discoverability = BlockBehaviour(
        name: "discoverability",
        usage: [
            .note(
                "A pointer over the resting row shows Show Actions (the shows-hover-button option, on by default); "
                    + "peek once, as a hint that the row swipes",
                methods: [.init("SwipeRow", "peek", swift: "SwipeRow.peek()")])
        ])
}
