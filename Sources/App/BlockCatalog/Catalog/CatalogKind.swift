import SwipeEngine
import SwipeScenario

/// The catalogue's half of a kind: what is not one of its options. The options themselves, with
/// their manifest keys, Swift and GObject names, types and summaries, are the kind's schema
/// (`SwipeKind.schema`), from which the manifest reader, the parameters writer, the API tables
/// and the usage snippets are made. Each kind answers in its folder (`Kinds/<Kind>/`) and is
/// listed once, in `SwipeKinds.all` (the engine's).
protocol CatalogKind: SwipeKind {
    /// The library's Swift row type (`CompletionSwipeRow`).
    static var swiftRowType: String { get }
    /// The actions added to the GObject row, in order (and to which edge).
    var gobjectActions: [GObjectAPI.Action] { get }
    /// The row reports `completed` when it is done (not `action`).
    static var reportsCompletion: Bool { get }
    /// Reports, under `path`, each rule of the kind that a manifest's `settings`, read into
    /// `options`, break beyond the options' own (a required option).
    static func check(_ options: Self, settings: [(key: String, value: JSONValue)], path: String, reader: FieldReader)
}

extension CatalogKind {
    static var reportsCompletion: Bool { false }
    static func check(_ options: Self, settings: [(key: String, value: JSONValue)], path: String, reader: FieldReader) {}

    /// The actions of every actions option, in the schema's order, added without an edge.
    var gobjectActions: [GObjectAPI.Action] {
        Self.schema.options.flatMap { option -> [GObjectAPI.Action] in
            guard case let .actions(specs) = option.value(in: self) else { return [] }
            return specs.map { GObjectAPI.Action(edge: nil, spec: $0) }
        }
    }

    /// The library's options type (`CompletionRowConfiguration`).
    static var swiftConfigurationType: String { String(describing: Self.self) }

    /// The library's defaults.
    static var libraryDefaults: Self {
        guard let defaults = schema.defaults as? Self else { preconditionFailure("\(name)'s schema has another kind's defaults") }
        return defaults
    }

    /// Options of this kind from a manifest's `settings` (keys already checked against the
    /// schema), each read as its type says over the library's defaults; the kind's own rules then
    /// checked. Every problem is reported under `path`.
    static func read(_ settings: [(key: String, value: JSONValue)], path: String, reader: FieldReader) -> BlockConfiguration {
        var options = libraryDefaults
        var seenIDs: Set<String> = []
        for (key, json) in settings {
            guard let option = schema.option(key), option.inManifest,
                let value = reader.value(json, of: option, join(path, key), seenIDs: &seenIDs)
            else { continue }
            options = option.setting(value, in: options)
        }
        check(options, settings: settings, path: path, reader: reader)
        return BlockConfiguration(options)
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

    /// The kind's schema.
    var schema: OptionSchema { type(of: options).schema }
}
