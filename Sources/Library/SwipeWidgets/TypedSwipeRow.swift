/// A row of one kind (`SwipeCardRow`, …) with its options typed: `row.options.buttonWidth = 96`
/// changes the live row, as `g_object_set` does a GObject row's properties.
@MainActor
public protocol TypedSwipeRow: SwipeRow {
    /// The kind's options type (`CardListConfiguration`, …).
    associatedtype Options: SwipeKind
}

extension TypedSwipeRow {
    /// The row's options. Setting them changes the live row (see `SwipeRow.configuration`): it
    /// comes to rest with them, open on its edge still if the new options open it there.
    public var options: Options {
        get {
            guard let options = configuration.options(Options.self) else {
                preconditionFailure("a \(Self.self) holds \(Options.self) options, not \(configuration.kind)")
            }
            return options
        }
        set { configuration = BlockConfiguration(newValue) }
    }
}
