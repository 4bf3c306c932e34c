import Foundation
import PackagePlugin

/// Embeds the package's `Resources/*.css` into the target as `EmbeddedResources.swift`, so the
/// window's style travels inside the binary.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "Resources")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        let files = ((try? FileManager.default.contentsOfDirectory(at: resources, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "css" }
            .sorted { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Embedding Resources/*.css",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            ),
        ]
    }
}
