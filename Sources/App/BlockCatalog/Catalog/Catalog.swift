import Localization
import SwipeIO
import SwipeEngine
import SwipeScenario

/// The loaded catalogue: the valid blocks, and every problem of the manifests that are not.
public struct Catalog: Sendable {
    /// What the list and search read of each valid block, in the order of `blocks`.
    public private(set) var summaries: [BlockSummary] = []
    /// The valid blocks, whole; nil for a catalogue that does not keep them.
    private var kept: [Block]? = []
    /// Valid blocks, built-in first, then each extra folder in order. An invalid block is never
    /// here. A catalogue that does not keep its blocks (`keepsBlocks`) reads each again from its
    /// manifest, leaving out one that is no longer that valid block.
    public var blocks: [Block] { kept ?? summaries.compactMap(reread) }
    /// Whether the blocks are held whole, or read again when asked for (`load(folders:includeBuiltIn:keepingBlocks:)`).
    public var keepsBlocks: Bool { kept != nil }
    /// Every problem found, in loading order.
    public private(set) var problems: [CatalogProblem] = []
    /// Ids of manifests that were rejected, with the file that holds each.
    public private(set) var rejectedIDs: [String: String] = [:]
    /// The manifests that were rejected and name a block no valid manifest defines (by their id
    /// or, when that cannot be read, their folder), with their problems; the first of an id only.
    public private(set) var rejectedBlocks: [RejectedBlock] = []
    /// The ids of `blocks` and `rejectedBlocks` together, in loading order.
    public private(set) var order: [String] = []
    /// The user folders read and the block folders in them (hidden ones are never read): where a
    /// change changes what this catalogue holds. A file watcher that is not recursive needs all of
    /// them: a manifest saved is a change in its block's folder.
    public private(set) var watchedFolders: [FilePath] = []
    /// The blocks' folded words, made on the first search (Search.swift).
    let searchIndex = SearchIndex()
    /// The file that first defined each id seen so far, valid or not (while reading: a
    /// duplicate's problem names it).
    private var firstFile: [String: String] = [:]
    /// The languages the manifests' texts are read in, most wanted first (`CatalogLanguage`).
    public private(set) var languages: [String] = CatalogLanguage.preferred

    /// The built-in catalogue (unless `includeBuiltIn` is false) plus the blocks of `directories`;
    /// `keepingBlocks` as in `load(folders:includeBuiltIn:keepingBlocks:)`.
    public static func load(directories: [String] = [], includeBuiltIn: Bool = true, keepingBlocks: Bool = true) -> Catalog {
        load(folders: directories.map(FilePath.init), includeBuiltIn: includeBuiltIn, keepingBlocks: keepingBlocks)
    }

    /// The same, with the folders' paths as bytes (used exactly as given, UTF-8 or not).
    /// Without `keepingBlocks`, each block is checked as it is read, then only its summary is
    /// held (about a quarter of the whole block; `BlockSummary`): `block(id:)` reads it again.
    /// A window over thousands of blocks shows one at a time.
    public static func load(folders directories: [FilePath], includeBuiltIn: Bool = true, keepingBlocks: Bool = true) -> Catalog {
        var catalog = Catalog(sources: [])
        if !keepingBlocks { catalog.kept = nil }
        for source in includeBuiltIn ? ManifestSource.builtIn : [] { catalog.add(source) }
        var folderProblems: [CatalogProblem] = []
        // Each manifest is decoded as soon as it is read and its text let go: a catalogue of
        // thousands never holds all its texts at once.
        for directory in directories {
            folderProblems += ManifestSource.directory(directory, { catalog.add($0) }, visited: { catalog.watchedFolders.append($0) })
        }
        catalog.problems += folderProblems
        catalog.finishReading()
        return catalog
    }

    /// Decodes and validates `sources` in order, their texts in `languages`; a later manifest with
    /// an id already seen is rejected.
    public init(
        sources: [ManifestSource], problems folderProblems: [CatalogProblem] = [],
        languages: [String] = CatalogLanguage.preferred
    ) {
        self.languages = languages
        for source in sources { add(source) }
        problems += folderProblems
        finishReading()
    }

    /// Once every manifest is read: lets go of what only reading needed (each id's file), and gives
    /// the lists kept for the catalogue's life storage of their own size (grown one block at a
    /// time, they may hold as much room again as they use). 0.17 MB over a thousand blocks.
    private mutating func finishReading() {
        firstFile = [:]
        summaries = summaries.withoutSpareCapacity()
        order = order.withoutSpareCapacity()
    }

    /// Decodes and validates one more manifest: a block, or its problems.
    private mutating func add(_ source: ManifestSource) {
        guard let text = source.text else {
            problems.append(CatalogProblem(file: source.file, field: "", message: source.readProblem ?? tr("cannot read this file")))
            return
        }
        let outcome = ManifestDecoder.decode(
            text: text, file: source.file, folderName: source.folderName, description: source.description,
            descriptions: source.descriptions, languages: languages)
        var fileProblems = outcome.problems
        if let problem = source.descriptionProblem { fileProblems.append(problem) }
        if let id = outcome.id {
            if let other = firstFile[id] {
                fileProblems.append(
                    CatalogProblem(
                        file: source.file, field: "id",
                        message: tr("duplicate id \"{id}\", already defined in {file}", ["id": id, "file": other])))
            } else {
                firstFile[id] = source.file
            }
        }
        if fileProblems.isEmpty, let block = outcome.block {
            // A broken manifest that only its folder named, met earlier, gives way to the block.
            if let index = rejectedBlocks.firstIndex(where: { $0.id == block.id }) {
                rejectedBlocks.remove(at: index)
                order.removeAll { $0 == block.id }
            }
            summaries.append(BlockSummary(block, location: source.location))
            kept?.append(block)
            order.append(block.id)
        } else {
            problems += fileProblems
            if let id = outcome.id, rejectedIDs[id] == nil, !summaries.contains(where: { $0.id == id }) {
                rejectedIDs[id] = source.file
            }
            // Listed where it would be, unless its id is another manifest's (a duplicate).
            let named = outcome.id ?? source.folderName.flatMap { ManifestDecoder.isBlockID($0) ? $0 : nil }
            if let id = named, firstFile[id] == nil || firstFile[id] == source.file,
                !rejectedBlocks.contains(where: { $0.id == id })
            {
                rejectedBlocks.append(
                    RejectedBlock(
                        id: id, title: outcome.title, category: outcome.category,
                        file: source.file, problems: fileProblems))
                order.append(id)
            }
        }
    }

    /// The valid block with this id (read again from its manifest when the catalogue does not
    /// keep its blocks: nil if it is no longer there or no longer that valid block).
    public func block(id: String) -> Block? {
        if let kept { return kept.first { $0.id == id } }
        return summaries.first { $0.id == id }.flatMap(reread)
    }

    /// The block `summary` sums up, read and checked again as the catalogue read it.
    private func reread(_ summary: BlockSummary) -> Block? {
        guard let source = summary.location?.source, let text = source.text, source.descriptionProblem == nil else { return nil }
        let outcome = ManifestDecoder.decode(
            text: text, file: source.file, folderName: source.folderName, description: source.description,
            descriptions: source.descriptions, languages: languages)
        guard outcome.problems.isEmpty, let block = outcome.block, block.id == summary.id else { return nil }
        return block
    }

    /// The id of a valid block closest to `text` (by edit distance, or containing it), if any is close enough.
    public func nearestID(to text: String) -> String? {
        Suggestion.nearest(to: text, among: summaries.map(\.id))
    }

    /// Why `id` names no valid block: invalid, or unknown with the nearest id suggested.
    /// The message names at most `suggested` ids, and quotes at most 80 characters of `id`.
    public func missingBlockMessage(_ id: String) -> String {
        let shown = TerminalText.cell(id, width: 80)
        if let file = rejectedIDs[id] {
            return tr("block \"{id}\" is invalid (see the problems of {file}; run `swipeblocks check`)", ["id": shown, "file": file])
        }
        if let nearest = nearestID(to: id) {
            return tr("no block with id \"{id}\"; did you mean \"{nearest}\"?", ["id": shown, "nearest": nearest])
        }
        let closest = Suggestion.closest(to: id, among: summaries.map(\.id), count: Self.suggested)
        let values = ["id": shown, "ids": closest.joined(separator: ", ")]
        guard summaries.count > closest.count else { return tr("no block with id \"{id}\" (nearest known ids: {ids})", values) }
        return trn(
            "no block with id \"{id}\" (nearest known ids: {ids}, and {count} more (swipeblocks list))",
            "no block with id \"{id}\" (nearest known ids: {ids}, and {count} more (swipeblocks list))",
            count: summaries.count - closest.count, values)
    }

    /// How many ids an unknown id's message suggests.
    public static let suggested = 3

    /// Block `id`'s engine configuration with `overrides` applied, and its demo data.
    /// Problems are reported as `block` (unknown id) or `parameters.<name>`.
    public func resolve(id: String, overrides: [(key: String, value: JSONValue)] = []) throws(CatalogProblem) -> (
        configuration: BlockConfiguration, demo: DemoData
    ) {
        guard let block = block(id: id) else {
            throw CatalogProblem(file: "", field: "block", message: missingBlockMessage(id))
        }
        return (try block.configuration(overriding: overrides), block.demoData)
    }
}

extension Block {
    /// This block's configuration with `overrides` (API parameter name → value) applied over the
    /// manifest's, validated as a manifest's; the first problem is thrown, as `parameters.<name>`.
    public func configuration(overriding overrides: [(key: String, value: JSONValue)]) throws(CatalogProblem) -> BlockConfiguration {
        guard !overrides.isEmpty else { return configuration }
        var settings = engineSettings
        for override in overrides {
            if let index = settings.firstIndex(where: { $0.key == override.key }) {
                settings[index].value = override.value
            } else {
                settings.append(override)
            }
        }
        let diagnostics = Diagnostics(file: "")
        let built = EngineRegistry.configuration(
            kind: kind, kindField: "engine.kind", settings: settings, path: "parameters", reader: FieldReader(diagnostics: diagnostics)
        )
        if let problem = diagnostics.problems.first { throw problem }
        guard let built else { throw CatalogProblem(file: "", field: "parameters", message: tr("invalid parameters")) }
        return built
    }
}

extension Catalog {
    /// The resolver `Simulator.run` takes: block `id` with `parameters` applied, or a SimulationError naming the field.
    public func simulationBlock(id: String, parameters: [(key: String, value: JSONValue)]) throws(SimulationError) -> SimulationBlock {
        do throws(CatalogProblem) {
            let resolved = try resolve(id: id, overrides: parameters)
            return SimulationBlock(id: id, configuration: resolved.configuration, demo: resolved.demo)
        } catch {
            throw SimulationError(field: error.field, message: error.message)
        }
    }
}
