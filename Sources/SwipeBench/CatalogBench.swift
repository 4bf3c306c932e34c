import BlockCatalog
import Foundation

/// Catalogue export: a generated catalogue of N blocks (the built-in manifests repeated under
/// new ids), decoded and validated by `Catalog(sources:)`, then `MarkdownExport.document`.
enum CatalogBench {
    struct Result {
        var blocks: Int
        var loadMilliseconds: Double
        var exportMilliseconds: Double
        var markdownBytes: Int
    }

    /// `count` manifest sources, each a built-in manifest with its id (and folder) made unique.
    static func sources(count: Int) -> [ManifestSource] {
        let templates = ManifestSource.builtIn.compactMap { source -> (id: String, text: String, description: String?)? in
            guard let id = source.folderName, let text = source.text else { return nil }
            return (id, text, source.description)
        }
        precondition(!templates.isEmpty, "no built-in manifests")
        return (0..<count).map { i in
            let template = templates[i % templates.count]
            let id = "\(template.id)-\(i)"
            let text = template.text.replacingOccurrences(of: "\"id\": \"\(template.id)\"", with: "\"id\": \"\(id)\"")
            return ManifestSource(file: "Generated/\(id)/block.json", folderName: id, text: text, description: template.description)
        }
    }

    static func run(count: Int, repeats: Int) throws -> Result {
        let generated = sources(count: count)
        var loads: [Double] = []
        var exports: [Double] = []
        var bytes = 0
        for pass in 0...repeats {
            var catalog: Catalog?
            let load = measure { catalog = Catalog(sources: generated) }
            guard let catalog, catalog.blocks.count == count, catalog.problems.isEmpty else {
                throw BenchError("generated catalogue of \(count): \(catalog?.blocks.count ?? 0) blocks, problems: \(catalog?.problems.prefix(3).map(\.description) ?? [])")
            }
            var markdown = ""
            let export = measure { markdown = MarkdownExport.document(catalog.blocks) }
            bytes = markdown.utf8.count
            if pass > 0 {  // pass 0 warms up
                loads.append(load * 1000)
                exports.append(export * 1000)
            }
        }
        return Result(blocks: count, loadMilliseconds: median(loads), exportMilliseconds: median(exports), markdownBytes: bytes)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
