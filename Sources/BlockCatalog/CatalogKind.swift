import SwipeEngine
import SwipeScenario

/// The catalogue's half of a kind: how a manifest writes its options, and how the library's
/// Swift, C and Python APIs name them (the API tables, the usage snippets). Each kind answers in
/// its folder (`Kinds/<Kind>/`) and is registered once, in `EngineRegistry.registered`.
protocol CatalogKind: SwipeKind {
    /// The library's defaults.
    init()
    /// The manifest's keys for these options and how they are read.
    static var engineKind: EngineKind { get }
    /// The manifest parameters in which these options differ from `base`, written as a manifest
    /// writes them (applied over `base`, they give these options).
    func parameters(differingFrom base: Self) -> [(key: String, value: JSONValue)]
    /// The library's Swift row type (`CompletionSwipeRow`) and options type.
    static var swiftRowType: String { get }
    static var swiftConfigurationType: String { get }
    /// Every option with its Swift type and value, in the API table's order.
    var libraryOptions: [LibraryAPI.Option] { get }
    /// The GObject library's C type, constructor prefix and introspected class.
    static var gobjectType: (c: String, prefix: String, gi: String) { get }
    /// Every GObject property with its value, in the API table's order.
    var gobjectProperties: [GObjectAPI.Property] { get }
    /// The actions added to the row, in order (and to which edge).
    var gobjectActions: [GObjectAPI.Action] { get }
    /// The row reports `completed` when it is done (not `action`).
    static var reportsCompletion: Bool { get }
}

extension CatalogKind {
    var gobjectActions: [GObjectAPI.Action] { [] }
    static var reportsCompletion: Bool { false }

    /// The library's defaults of this kind, as a block's configuration.
    var defaults: BlockConfiguration { BlockConfiguration(Self()) }

    /// The manifest parameters in which these options differ from `base`, when it is of this kind.
    func parameters(differingFrom base: any SwipeKind) -> [(key: String, value: JSONValue)] {
        guard let base = base as? Self else { return [] }
        return parameters(differingFrom: base)
    }
}

extension BlockConfiguration {
    /// The catalogue's half of the configuration's kind; every registered kind has one.
    var catalogKind: any CatalogKind {
        guard let kind = options as? any CatalogKind else {
            preconditionFailure("the kind \(kind) is not in the catalogue (conform it to CatalogKind in BlockCatalog/Kinds)")
        }
        return kind
    }

    /// The library's defaults of the configuration's kind.
    var kindDefaults: BlockConfiguration { catalogKind.defaults }
}

/// One way of writing a changed option back (`ParameterValues`): `add` appends when they differ.
struct ParameterWriter {
    private(set) var out: [(key: String, value: JSONValue)] = []

    mutating func add<T: Equatable>(_ key: String, _ new: T, _ old: T, _ value: (T) -> JSONValue) {
        if new != old { out.append((key, value(new))) }
    }
}
