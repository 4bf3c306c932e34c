import Localization
import SwipeEngine
import SwipeScenario

/// An engine kind a manifest can name: the configuration keys it accepts and how it builds them,
/// both from the kind's options schema.
public struct EngineKind: Sendable {
    /// The `engine.kind` string (`completion`, `cardList`, …).
    public let name: String
    /// The kind's options; a manifest may set its `manifestOptions`.
    public let schema: OptionSchema
    /// Accepted configuration keys, by API parameter name, in the schema's order.
    public let parameters: [String]
    /// Builds the configuration from keys already checked against `parameters`, reporting each problem.
    let build: @Sendable (_ settings: [(key: String, value: JSONValue)], _ path: String, _ reader: FieldReader) -> BlockConfiguration

    init<Kind: CatalogKind>(_ kind: Kind.Type) {
        name = Kind.name
        schema = Kind.schema
        parameters = Kind.schema.manifestOptions.map(\.key)
        build = { settings, path, reader in Kind.read(settings, path: path, reader: reader) }
    }
}

/// The engine kinds blocks are made of; a block that only configures one of these needs no Swift code.
public enum EngineRegistry {
    /// Every kind of the engine (`SwipeKinds.all`, the one list a new kind is added to), each with
    /// its catalogue half in `Kinds/<Kind>/`.
    static let registered: [any CatalogKind.Type] = SwipeKinds.all.map { kind in
        guard let kind = kind as? any CatalogKind.Type else {
            preconditionFailure("the kind \(kind.name) has no catalogue half: conform it to CatalogKind in BlockCatalog/Kinds")
        }
        return kind
    }

    public static let kinds: [EngineKind] = registered.map { EngineKind($0) }

    public static func kind(named name: String) -> EngineKind? {
        kinds.first { $0.name == name }
    }

    /// Builds a configuration of `kindName` from `settings`, reporting each problem under `path`.
    static func configuration(
        kind kindName: String,
        kindField: String,
        settings: [(key: String, value: JSONValue)],
        path: String,
        reader: FieldReader
    ) -> BlockConfiguration? {
        guard let kind = kind(named: kindName) else {
            let names = kinds.map { "\"\($0.name)\"" }.joined(separator: ", ")
            reader.diagnostics.report(
                kindField, tr("unknown engine kind \"{kind}\" (known kinds: {kinds})", ["kind": kindName, "kinds": names]))
            return nil
        }
        let before = reader.diagnostics.problems.count
        for member in settings where !kind.parameters.contains(member.key) {
            reader.diagnostics.report(
                join(path, member.key),
                tr(
                    "not a parameter of the \"{kind}\" kind (its parameters: {parameters})",
                    ["kind": kind.name, "parameters": kind.parameters.joined(separator: ", ")])
            )
        }
        let known = settings.filter { kind.parameters.contains($0.key) }
        let configuration = kind.build(known, path, reader)
        return reader.diagnostics.problems.count == before ? configuration : nil
    }
}
