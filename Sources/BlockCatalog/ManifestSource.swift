/// One manifest to load: where it is, its text, and the description beside it.
public struct ManifestSource: Sendable {
    /// The path shown in messages (`Catalog/x/block.json`, `DIR/x/block.json`).
    public var file: String
    /// The folder the manifest sits in; the block's id must equal it. nil skips that rule.
    public var folderName: String?
    /// The manifest's text; nil when it could not be read, with `readProblem` saying why.
    public var text: String?
    public var readProblem: String?
    /// The Markdown text of `description.md`, if any.
    public var description: String?

    public init(file: String, folderName: String?, text: String?, readProblem: String? = nil, description: String? = nil) {
        self.file = file
        self.folderName = folderName
        self.text = text
        self.readProblem = readProblem
        self.description = description
    }

    /// The catalogue built into this binary from the package's `Catalog/` folder.
    public static var builtIn: [ManifestSource] {
        EmbeddedManifest.builtIn.map { entry in
            let file = entry.folder + "/block.json"
            let folderName = String(entry.folder.split(separator: "/").last ?? "")
            if let text = entry.manifest {
                return ManifestSource(file: file, folderName: folderName, text: text, description: entry.description)
            }
            let problem = entry.manifestBytes == nil ? "missing block.json" : "not valid UTF-8 text"
            return ManifestSource(file: file, folderName: folderName, text: nil, readProblem: problem)
        }
    }

    /// The manifests of a user folder: `DIR/block.json` itself, or each `DIR/<id>/block.json`.
    /// A folder that cannot be read is reported in `problems`.
    public static func directory(_ path: String) -> (sources: [ManifestSource], problems: [CatalogProblem]) {
        guard FileSystem.exists(path).isDirectory else {
            return ([], [CatalogProblem(file: path, field: "", message: "no such catalogue folder")])
        }
        let base = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        if FileSystem.exists(base + "/block.json").exists {
            return ([read(folder: base, folderName: FileSystem.folderName(base))], [])
        }
        guard let entries = FileSystem.entries(of: base) else {
            return ([], [CatalogProblem(file: path, field: "", message: "cannot read this folder")])
        }
        var sources: [ManifestSource] = []
        var problems: [CatalogProblem] = []
        for name in entries.sorted() where !name.hasPrefix(".") {
            let folder = base + "/" + name
            guard FileSystem.exists(folder).isDirectory else { continue }
            if FileSystem.exists(folder + "/block.json").exists {
                sources.append(read(folder: folder, folderName: name))
            } else {
                problems.append(CatalogProblem(file: folder, field: "", message: "no block.json in this block folder"))
            }
        }
        return (sources, problems)
    }

    private static func read(folder: String, folderName: String) -> ManifestSource {
        let file = folder + "/block.json"
        let description = FileSystem.text(of: folder + "/description.md").text
        let manifest = FileSystem.text(of: file)
        guard manifest.readable else {
            return ManifestSource(file: file, folderName: folderName, text: nil, readProblem: "cannot read this file")
        }
        guard let text = manifest.text else {
            return ManifestSource(file: file, folderName: folderName, text: nil, readProblem: "not valid UTF-8 text")
        }
        return ManifestSource(file: file, folderName: folderName, text: text, description: description)
    }
}
