import BlockCatalog
import Foundation

/// Catalogue load, export and search: a generated catalogue of N blocks (the built-in manifests
/// repeated under new ids), decoded and validated by `Catalog(sources:)`, then
/// `MarkdownExport.document`, then searched a keystroke at a time as the window searches.
enum CatalogBench {
    struct Result {
        var blocks: Int
        var loadMilliseconds: Double
        var exportMilliseconds: Double
        var markdownBytes: Int
        /// The search of each prefix of `typed`, as the window searches on every keystroke.
        var keystrokeMedianMilliseconds: Double
        var keystrokeMaxMilliseconds: Double
    }

    /// What a person types into the window's search, one keystroke at a time.
    static let typed = "swipe actions"

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
        var keystrokes: [Double] = []
        for pass in 0...repeats {
            var catalog: Catalog?
            let load = measure { catalog = Catalog(sources: generated) }
            guard let catalog, catalog.blocks.count == count, catalog.problems.isEmpty else {
                throw BenchError(
                    "generated catalogue of \(count): \(catalog?.blocks.count ?? 0) blocks, problems: \(catalog?.problems.prefix(3).map(\.description) ?? [])"
                )
            }
            var markdown = ""
            let export = measure { markdown = MarkdownExport.document(catalog.blocks) }
            bytes = markdown.utf8.count
            var found = 0
            let prefixes = (1...typed.count).map { String(typed.prefix($0)) }
            let times = prefixes.map { prefix in measure { found += catalog.search(prefix).count } * 1000 }
            guard found > 0 else { throw BenchError("searching the generated catalogue of \(count) found nothing") }
            if pass > 0 {  // pass 0 warms up
                loads.append(load * 1000)
                exports.append(export * 1000)
                keystrokes += times
            }
        }
        return Result(
            blocks: count, loadMilliseconds: median(loads), exportMilliseconds: median(exports), markdownBytes: bytes,
            keystrokeMedianMilliseconds: median(keystrokes), keystrokeMaxMilliseconds: keystrokes.max() ?? 0)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
