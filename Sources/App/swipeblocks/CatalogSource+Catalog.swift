import SwipeIO
import BlockCatalog
import SwipeEngine
import SwipeBlocksUI

extension CatalogSource {
    /// What the window shows of `catalog`, with the CLI's own search, export and atomic write;
    /// `folders` says where its user blocks are read from, now (it is asked again on each reload).
    init(_ catalog: Catalog, folders: @escaping @Sendable () -> [FilePath] = { [] }) {
        let shown = ShownBlock(catalog)
        self.init(
            entries: Self.entries(catalog),
            page: { id in shown(id).map(Self.page) },
            search: { query in catalog.search(query).map(\.block.id) },
            exportMarkdown: { ids in MarkdownExport.document(ids.compactMap { catalog.block(id: $0) }) },
            writeAtomically: { text, path in
                do throws(FileWriteError) { try AtomicFile.write(text, to: path) } catch { throw SaveFailure(sentence: error.sentence) }
            },
            usage: { id, configuration in
                shown(id).map { Self.usage($0, configuration) } ?? .none
            },
            parameters: { edited, base in edited.parameters(differingFrom: base) },
            configuration: { id, parameters in
                guard let block = shown(id) else { return nil }
                do throws(CatalogProblem) { return try block.configuration(overriding: parameters) } catch { return nil }
            },
            watchedFolders: {
                // The user's blocks folder made while the window is open is found too.
                let appear = DataFolders.userBlocksFolderToAppear.map { [$0] } ?? []
                return (appear + catalog.watchedFolders).compactMap { String(validating: $0.bytes, as: UTF8.self) }
            },
            reload: { CatalogSource(Catalog.load(folders: folders(), keepingBlocks: catalog.keepsBlocks), folders: folders) }
        )
    }

    /// The valid blocks and, where they would be, the broken manifests of user folders (listed so
    /// their problems show on their page), in loading order.
    private static func entries(_ catalog: Catalog) -> [BlockEntry] {
        let valid = Dictionary(catalog.summaries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rejected = Dictionary(catalog.rejectedBlocks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return catalog.order.compactMap { id in
            if let block = valid[id] {
                return BlockEntry(id: block.id, title: block.title, category: block.category, level: block.level)
            }
            guard let broken = rejected[id] else { return nil }
            return BlockEntry(
                id: id, title: broken.title ?? id, category: broken.category ?? BlockEntry.problemsCategory,
                level: "", problems: broken.problems.map(\.description))
        }
    }

    /// Everything the window shows of `block`: made when the block is shown.
    private static func page(_ block: Block) -> BlockPage {
        BlockPage(
            id: block.id, title: block.title, summary: block.summary, category: block.category,
            platform: block.platform, level: block.level, origin: block.origin,
            tags: block.tags.map { (language: $0.language, tags: $0.tags) },
            parameters: block.parameters.map {
                BlockPage.Parameter(name: $0.name, type: $0.type, defaultValue: $0.displayedDefault, summary: $0.summary)
            },
            description: block.description ?? "",
            usage: Self.usage(block, block.configuration),
            apiMarkdown: MarkdownExport.apiTable(block),
            libraryHeading: LibraryAPI.heading(block.configuration),
            libraryParameters: (LibraryAPI.defaults(of: block.configuration) + LibraryAPI.rowMembers).map {
                BlockPage.Parameter(name: $0.name, type: $0.type, defaultValue: $0.value, summary: $0.summary)
            },
            configuration: block.configuration,
            demo: block.demoData,
            behaviour: block.behaviour
        )
    }

    private static func usage(_ block: Block, _ configuration: BlockConfiguration) -> UsageSnippets {
        UsageSnippets(
            swift: UsageSnippet.swift(for: block, configuration: configuration),
            c: UsageSnippet.c(for: block, configuration: configuration),
            python: UsageSnippet.python(for: block, configuration: configuration),
            javascript: UsageSnippet.javascript(for: block, configuration: configuration),
            vala: UsageSnippet.vala(for: block, configuration: configuration),
            function: UsageSnippet.functionName(block.id), snakeCaseFunction: UsageSnippet.snakeCaseName(block.id))
    }
}
