import Foundation
import PackagePlugin

/// Embeds the package's `Catalog/` folder (every `block.json`, `description.md` and
/// `description.LANG.md`) into the
/// target it is applied to, as a generated `EmbeddedCatalog.swift`.
@main
struct EmbedCatalog: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let catalog = context.package.directoryURL.appending(path: "Catalog")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedCatalog.swift")
        return [
            .buildCommand(
                displayName: "Embedding the block catalogue",
                executable: try context.tool(named: "CatalogEmbedder").url,
                arguments: [catalog.path, output.path],
                inputFiles: catalogFiles(in: catalog) + [catalog],
                outputFiles: [output]
            )
        ]
    }

    /// The files the generated source depends on, so editing any of them rebuilds it.
    private func catalogFiles(in catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter {
            let name = $0.lastPathComponent
            return name == "block.json" || (name.hasPrefix("description.") && name.hasSuffix(".md"))
        }
    }
}
