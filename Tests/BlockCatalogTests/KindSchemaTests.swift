import Localization
import SwipeEngine
import SwipeScenario
import Testing

@testable import BlockCatalog

/// The catalogue exposes exactly each registered kind's options schema: a manifest sets its
/// manifest options and no other key, the API table lists its Swift options, the usage snippets
/// set only its GObject properties, and each number is held to its unit's range with its unit's
/// message. Every case is made from the schema, so a new kind or option is covered as it is added.
@Suite struct KindSchemaTests {
    let catalog = Catalog.load()

    /// A built-in block of `kind`: its settings make a valid manifest to change one option in.
    func block(of kind: EngineKind) throws -> Block {
        try #require(catalog.blocks.first { $0.kind == kind.name }, "no built-in block of the \(kind.name) kind")
    }

    @Test func everyRegisteredKindHasABuiltInBlockAndItsSchema() throws {
        #expect(EngineRegistry.kinds.map(\.name) == EngineRegistry.registered.map { $0.name })
        for kind in EngineRegistry.kinds {
            _ = try block(of: kind)
            #expect(kind.parameters == kind.schema.manifestOptions.map(\.key))
        }
    }

    /// Each option written as a manifest writes it: a manifest option reads back as it was, any
    /// other key is not a parameter of the kind.
    @Test func aManifestSetsExactlyTheManifestOptions() throws {
        for kind in EngineRegistry.kinds {
            let block = try block(of: kind)
            for option in kind.schema.options {
                let written = ParameterValues.json(anotherValue(of: option, in: block.configuration.options))
                do {
                    let read = try block.configuration(overriding: [(option.key, written)])
                    #expect(option.inManifest, "\(kind.name).\(option.key) is read though not a manifest option")
                    #expect(ParameterValues.json(option.value(in: read.options)) == written, "\(kind.name).\(option.key)")
                } catch {
                    #expect(!option.inManifest, "\(kind.name).\(option.key): \(error)")
                    #expect(error.message.hasPrefix(#"not a parameter of the "\#(kind.name)" kind"#), "\(error)")
                }
            }
        }
    }

    /// The library's table: the Swift options, by name, Swift type and summary, then the row's members.
    @Test func theAPITableIsTheSwiftOptionsAndTheRowMembers() throws {
        for kind in EngineRegistry.kinds {
            let swift = kind.schema.swiftOptions
            let table = LibraryAPI.defaults(of: BlockConfiguration(kind.schema.defaults))
            #expect(table.map(\.name) == swift.map(\.key))
            #expect(table.map(\.type) == swift.map(\.type.swiftType))
            #expect(table.map(\.summary) == swift.map { Localization.translate($0.summary) })

            let markdown = LibraryAPI.markdownTable(try block(of: kind))
            let names = markdown.split(separator: "\n").compactMap { $0.firstMatch(of: /^\| `([^`]+)` \|/)?.output.1 }
            #expect(names.map(String.init) == swift.map(\.key) + LibraryAPI.rowMembers.map(\.name), "\(kind.name)")
        }
    }

    /// The C, Python, JavaScript and Vala snippets of the defaults, of each block and of each block with every
    /// option changed set only properties of the kind's GObject options.
    /// The row properties `block`'s behaviour sets in its snippets (`close-on-scroll`).
    static func behaviourProperties(_ block: Block) -> [String] {
        (block.behaviour.flatMap(BlockBehaviour.named)?.usage ?? []).compactMap { fact in
            if case let .property(name, _, _) = fact { name } else { nil }
        }
    }

    @Test func theSnippetsSetOnlyTheSchemasGObjectProperties() throws {
        for kind in EngineRegistry.kinds {
            let properties = Set(kind.schema.gobjectOptions.compactMap(\.property))
            for block in catalog.blocks where block.kind == kind.name {
                let edited = everyManifestOptionEdited(block.configuration)
                for configuration in [BlockConfiguration(kind.schema.defaults), block.configuration, edited] {
                    let set = GObjectAPI.properties(of: configuration).map(\.name)
                    #expect(Set(set).isSubset(of: properties), "\(kind.name): \(set)")
                    // A behaviour's block sets the row's own properties after the kind's.
                    let own = Self.behaviourProperties(block)
                    let c = UsageSnippet.c(for: block, configuration: configuration)
                    let inC = c.matches(of: /g_object_set \(row, "([a-z-]+)"/).map { String($0.output.1) }
                    #expect(inC == set + own, "\(block.id)")
                    let python = UsageSnippet.python(for: block, configuration: configuration)
                    let inPython = python.matches(of: /([a-z][a-z_]*)=/).map { String($0.output.1.replacing("_", with: "-")) }
                    #expect(inPython == ["child"] + set, "\(block.id)")
                    let javascript = UsageSnippet.javascript(for: block, configuration: configuration)
                    let constructor = try #require(javascript.firstMatch(of: /new SwipeWidgets\.\w+\(\{([^}]*)\}\)/)?.output.1)
                    let inJavaScript = constructor.matches(of: /(?:^|,)\s*([a-zA-Z]+)(?=:|,|\s*$)/).map { String($0.output.1) }
                    #expect(inJavaScript == ["child"] + set.map(Self.lowerCamelCase), "\(block.id): \(constructor)")
                    let vala = UsageSnippet.vala(for: block, configuration: configuration)
                    let inVala = vala.matches(of: /^    row\.([a-z_]+) =\s/.anchorsMatchLineEndings())
                        .map { String($0.output.1.replacing("_", with: "-")) }
                    #expect(inVala == set + own, "\(block.id)")
                }
                #expect(!GObjectAPI.properties(of: edited).isEmpty, "\(block.id): the edited options set no property")
            }
        }
    }

    /// `button-width` → `buttonWidth`.
    private static func lowerCamelCase(_ property: String) -> String {
        let words = property.split(separator: "-")
        return String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Just past each end of every number option's range: rejected, with its unit's rule; each end itself is accepted.
    @Test func everyNumberIsHeldToItsUnitsRange() throws {
        for kind in EngineRegistry.kinds {
            let block = try block(of: kind)
            for option in kind.schema.manifestOptions {
                guard case let .number(unit) = option.type else { continue }
                let (range, lowest) = (unit.range, unit.excludesLowerBound ? unit.range.lowerBound : unit.range.lowerBound - 1)
                for outside in [lowest, range.upperBound + 1] {
                    let expected = Self.rule(unit, brokenBy: outside).replacing("{value}", with: JSONValue.number(outside).serialized)
                    #expect(throws: CatalogProblem(file: "", field: "parameters.\(option.key)", message: expected)) {
                        try block.configuration(overriding: [(option.key, .number(outside))])
                    }
                }
                let ends = [unit.excludesLowerBound ? range.lowerBound.nextUp : range.lowerBound, range.upperBound]
                for end in ends {
                    let read = try block.configuration(overriding: [(option.key, .number(end))])
                    #expect(option.value(in: read.options) == .number(end), "\(kind.name).\(option.key) = \(end)")
                }
            }
        }
    }

    /// Every flags option reports each unknown name and each name given twice, not only the first.
    @Test func everyFlagsListReportsEachBadItem() throws {
        for kind in EngineRegistry.kinds {
            let block = try block(of: kind)
            for option in kind.schema.manifestOptions {
                guard case let .flags(cases) = option.type else { continue }
                let first = JSONValue.string(cases.names[0])
                var settings = block.engineSettings.filter { $0.key != option.key }
                settings.append((option.key, .array([.string("nowhere"), first, first])))
                let engine = JSONValue.object([("kind", .string(kind.name))] + settings)
                let loaded = BlockCatalogTests.catalog(manifest(["engine": engine.serialized]))
                let problems = loaded.problems.map { "\($0.field): \($0.message)" }
                let names = cases.names.map { "\"\($0)\"" }.joined(separator: ", ")
                #expect(
                    problems == [
                        "engine.\(option.key)[0]: expected one of \(names), got \"nowhere\"",
                        "engine.\(option.key)[2]: \(first.serialized) is listed twice",
                    ], "\(kind.name).\(option.key)")
            }
        }
    }

    /// Each unit's rule, in the manifest's words (`{value}`: the number as written).
    static func rule(_ unit: NumberUnit, brokenBy value: Double) -> String {
        switch unit {
        case .length: value < 0 ? "must be 0 or more, got {value}" : "must be at most 10000, got {value}"
        case .signedLength: "must be at most 10000 in size, got {value}"
        case .fraction: "must be between 0 and 1, got {value}"
        case .positiveFraction: "must be more than 0 and at most 1, got {value}"
        case .speed: "must be from 0 to 100000 points per second, got {value}"
        case .duration: "must be from 0 to 10 seconds, got {value}"
        }
    }
}
