/// Every kind of row the engine has, each in its folder (`Kinds/<Kind>/`): the one list a new
/// kind is added to, for the surfaces that make something of each kind (the GObject types'
/// properties and their docs).
public enum SwipeKinds {
    public static let all: [any SwipeKind.Type] = [
        CompletionRowConfiguration.self, ActionRowConfiguration.self, CardListConfiguration.self, DismissRowConfiguration.self,
    ]

    /// The kind named `name` (`SwipeKind.name`: `completion`, `cardList`), if there is one.
    public static func named(_ name: String) -> (any SwipeKind.Type)? {
        all.first { $0.name == name }
    }
}
