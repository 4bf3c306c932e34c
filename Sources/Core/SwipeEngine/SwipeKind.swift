/// One kind of swipe row — its options as a value, and every rule of the kind that the scene,
/// the keyboard and the plot ask about. A kind lives in one folder (`Kinds/<Kind>/`: its options,
/// its model, its rules) and is registered once; nothing else in the engine names it.
public protocol SwipeKind: Sendable, Hashable {
    /// The manifest's `engine.kind` (`completion`).
    static var name: String { get }
    /// The kind's options, each declared once (`Kinds/<Kind>/<Kind>Options.swift`).
    static var schema: OptionSchema { get }
    /// The ids of the row's actions, in the order its menu and screen readers offer them.
    var actionIDs: [String] { get }
    /// The action Delete runs, if the kind has one.
    var destructiveActionID: String? { get }
    /// The edges whose side a drag can reveal, in the order a demo offers them.
    var swipeEdges: [SwipeEdge] { get }
    /// Whether a list keeps one row of this kind open at a time (opening one closes the other).
    var keepsOneRowOpen: Bool { get }
    /// Whether a list that removes rows removes one after its action `id` runs.
    func removesRow(afterAction id: String) -> Bool
    /// What a tap on a row does while a row of the list is open (`onOpenRow`: the tapped row is it).
    func tapWhileOpen(onOpenRow: Bool) -> TapResponse
    /// Whether a tap in the list outside every row closes the open row.
    var tapOutsideClosesOpenRow: Bool { get }
    /// The action a keyboard slide that uncovers `edge` runs instead of opening the row, if any
    /// (the completion row completes as a forward swipe would).
    func slideAction(uncovering edge: SwipeEdge) -> String?
    /// The offsets where a drag of a row `width` wide changes what happens on release.
    func dragThresholds(width: Double) -> [DragThreshold]
    /// Whether a pointer resting over the row shows a button that opens it (the kinds that
    /// reveal buttons have it as an option, `showsHoverButton`; see `OptionDescriptor+Hover`).
    var showsHoverButton: Bool { get }
}

/// What a tap does while a row of the list is open.
public enum TapResponse: Sendable, Hashable {
    /// Nothing: the tap reaches the row.
    case passes
    /// The open row closes and the tap goes no further.
    case closesOpenRowConsumed
    /// The open row closes; the tap still reaches the tapped row unless it was the open one.
    case closesOpenRowPassingToOthers
}

extension SwipeKind {
    /// The options as a hashable value of their own type.
    var erased: AnyHashable { AnyHashable(self) }

    /// The action Return runs: the first that is not destructive.
    public var primaryActionID: String? {
        let destructive = destructiveActionID
        return actionIDs.first { $0 != destructive } ?? actionIDs.first
    }
}

/// How a kind makes its row model: the engine-side half of a kind, beside its rules.
protocol RowModelSource {
    func makeModel(reduceMotion: Bool) -> any SwipeRowModel
}

extension BlockConfiguration {
    /// The ids of the row's actions (see `SwipeKind.actionIDs`).
    public var actionIDs: [String] { options.actionIDs }
    /// The action Return runs: the first that is not destructive.
    public var primaryActionID: String? { options.primaryActionID }
    /// The action Delete runs, if any.
    public var destructiveActionID: String? { options.destructiveActionID }
    /// The edges whose side a drag can reveal.
    public var swipeEdges: [SwipeEdge] { options.swipeEdges }
    /// The offsets where a drag of a row `width` wide changes what happens on release.
    public func dragThresholds(width: Double) -> [DragThreshold] { options.dragThresholds(width: width) }

    /// A fresh row model of the kind, its numbers within their ranges (`OptionSchema.inRange`).
    func makeModel(reduceMotion: Bool) -> any SwipeRowModel {
        let options = type(of: options).schema.inRange(options)
        guard let source = options as? any RowModelSource else {
            preconditionFailure("the kind \(kind) has no row model (conform it to RowModelSource in its folder)")
        }
        return source.makeModel(reduceMotion: reduceMotion)
    }
}
