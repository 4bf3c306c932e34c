/// Every kind of row the engine has, each in its folder (`Kinds/<Kind>/`), in the catalogue's
/// order: the one list a new kind is added to. What goes over every kind reads it: the
/// catalogue's registry, the GObject types' properties and their docs, the scene fuzzer's
/// generator, the tests that hold each surface to the schema.
public enum SwipeKinds {
    public static let all: [any SwipeKind.Type] = [
        CompletionRowConfiguration.self, ActionRowConfiguration.self, CardListConfiguration.self, DismissRowConfiguration.self,
    ]

    /// The kind named `name` (`SwipeKind.name`: `completion`, `cardList`), if there is one.
    public static func named(_ name: String) -> (any SwipeKind.Type)? {
        all.first { $0.name == name }
    }
}
