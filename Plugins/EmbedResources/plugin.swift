import Foundation
import PackagePlugin

/// Embeds the package's `Resources/*.css`, `Resources/ui/*.ui` (GtkBuilder) and
/// `Resources/icons/*.svg` into the target as `EmbeddedResources.swift`, so the window's style,
/// interface definitions and icon travel inside the binary; and the
/// library's `swipe-version.h`, the one place the version is written.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let resources = context.package.directoryURL.appending(path: "Resources")
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        func listed(in folder: URL, _ suffix: String) -> [URL] {
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == suffix }
        }
        let version = context.package.directoryURL.appending(path: "Sources/Library/CSwipeWidgets/include/swipe-version.h")
        let embedded =
            listed(in: resources, "css") + listed(in: resources.appending(path: "ui"), "ui")
            + listed(in: resources.appending(path: "icons"), "svg")
        let files = (embedded + [version]).sorted { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Embedding Resources/*.css, ui/*.ui, icons and the version",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
