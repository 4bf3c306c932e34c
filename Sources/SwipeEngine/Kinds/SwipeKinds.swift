/// Every kind of row the engine has, each in its folder (`Kinds/<Kind>/`), in the catalogue's
/// order: what goes over every kind reads it (the scene fuzzer's generator, the tests that hold
/// each surface to the schema). The catalogue's `EngineRegistry` names the same kinds.
public enum SwipeKinds {
    public static let all: [any SwipeKind.Type] = [
        CompletionRowConfiguration.self, ActionRowConfiguration.self, CardListConfiguration.self, DismissRowConfiguration.self,
    ]
}
