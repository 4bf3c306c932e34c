import Localization
import SwipeIO
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
    /// The description in other languages, by code: `description.es.md` → `es`.
    public var descriptions: [String: String] = [:]
    /// Why a description that is there could not be used; the block is then invalid.
    public var descriptionProblem: CatalogProblem?
    /// Where to read it again (a catalogue that does not keep its blocks does); nil for a
    /// manifest given as text.
    var location: ManifestLocation?

    public init(file: String, folderName: String?, text: String?, readProblem: String? = nil, description: String? = nil) {
        self.file = file
        self.folderName = folderName
        self.text = text
        self.readProblem = readProblem
        self.description = description
    }

    /// The catalogue built into this binary from the package's `Catalog/` folder.
    public static var builtIn: [ManifestSource] {
        EmbeddedManifest.builtIn.enumerated().map { index, entry in
            let file = entry.folder + "/block.json"
            let folderName = String(entry.folder.split(separator: "/").last ?? "")
            if let text = entry.manifest {
                var source = ManifestSource(file: file, folderName: folderName, text: text, description: entry.description)
                source.descriptions = entry.descriptions
                source.location = .builtIn(index: index)
                return source
            }
            let problem = entry.manifestBytes == nil ? tr("missing block.json") : tr("not valid UTF-8 text")
            return ManifestSource(file: file, folderName: folderName, text: nil, readProblem: problem)
        }
    }

    /// The manifests of a user folder: `DIR/block.json` itself, or each `DIR/<id>/block.json`.
    /// Everything that is skipped is reported in `problems`: a folder that cannot be read, an entry
    /// that is not a block folder, a name that is not UTF-8, a link to nothing, a link that leads
    /// outside DIR (refused), a file that is not a regular file or is too large.
    public static func directory(_ path: String) -> (sources: [ManifestSource], problems: [CatalogProblem]) {
        directory(FilePath(path))
    }

    public static func directory(_ path: FilePath) -> (sources: [ManifestSource], problems: [CatalogProblem]) {
        var sources: [ManifestSource] = []
        let problems = directory(path) { sources.append($0) }
        return (sources, problems)
    }

    /// The same, handing each manifest to `found` as soon as it is read (in the same order), and
    /// each folder whose changes change what is read to `visited` (`Catalog.watchedFolders`,
    /// found on the way); returns the problems.
    static func directory(
        _ path: FilePath, _ found: (ManifestSource) -> Void, visited: (FilePath) -> Void = { _ in }
    ) -> [CatalogProblem] {
        let entry = FileSystem.entry(path)
        guard entry.kind == .folder, let root = path.resolved else {
            let why =
                switch entry.kind {
                case .missing:
                    entry.isLink ? tr("a symbolic link to nothing (dangling), not a catalogue folder") : tr("no such catalogue folder")
                case .regular: tr("a file, not a catalogue folder")
                case let .other(kind): tr("{kind}, not a catalogue folder", ["kind": kind])
                case .folder: tr("cannot read this folder")
                }
            return [CatalogProblem(file: path.displayed, field: "", message: why)]
        }
        visited(path)
        var base = path
        while base.bytes.count > 1, base.bytes.last == UInt8(ascii: "/") { base.bytes.removeLast() }
        let manifest = FileSystem.entry(base.appending("block.json"))
        if manifest.isPresent {
            let name = FileSystem.folderName(base)
            let folderName = String(validating: name, as: UTF8.self) ?? TerminalText.decodingBytes(name)
            found(read(folder: base, folderName: folderName, root: root, manifest: manifest, folderIsRootOrIn: true))
            return []
        }
        guard let entries = FileSystem.entries(of: base) else {
            return [CatalogProblem(file: path.displayed, field: "", message: tr("cannot read this folder"))]
        }
        var problems: [CatalogProblem] = []
        for name in entries.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != UInt8(ascii: ".") {
            let folder = base.appending(name)
            let entry = FileSystem.entry(folder)
            func skip(_ message: String) { problems.append(CatalogProblem(file: folder.displayed, field: "", message: message)) }
            guard let text = String(validating: name, as: UTF8.self) else { skip(tr("the name is not valid UTF-8; skipped")); continue }
            switch entry.kind {
            case .folder: break
            case .missing:
                skip(entry.isLink ? tr("a symbolic link to nothing (dangling); skipped") : tr("vanished while being read; skipped"))
                continue
            case .regular: skip(tr("a file, not a block folder (DIR/<id>/block.json); skipped")); continue
            case let .other(kind): skip(tr("{kind}, not a block folder; skipped", ["kind": kind])); continue
            }
            visited(folder)
            let manifest = FileSystem.entry(folder.appending("block.json"))
            if manifest.isPresent {
                found(read(folder: folder, folderName: text, root: root, manifest: manifest, folderIsRootOrIn: !entry.isLink))
            } else {
                problems.append(CatalogProblem(file: folder.displayed, field: "", message: tr("no block.json in this block folder")))
            }
        }
        return problems
    }

    /// The language of a translated description's file name: `description.es.md` → `es`.
    static func descriptionLanguage(_ name: String) -> String? {
        guard name.hasPrefix("description."), name.hasSuffix(".md") else { return nil }
        let code = String(name.dropFirst("description.".count).dropLast(".md".count))
        return code != "en" && ManifestDecoder.isLanguageCode(code) ? code : nil
    }

    /// Why the file at `path` may not be read from the catalogue at `root`, if it may not.
    static func refusal(_ path: FilePath, root: FilePath) -> String? {
        guard let real = path.resolved else { return nil }
        guard real.isInside(root) else {
            return tr("a symbolic link that leads outside the catalogue folder (to {path}); refused", ["path": real.displayed])
        }
        return nil
    }

    /// The manifest in `folder` (what is at its path: `manifest`) and the description beside it.
    /// A file that is no link in a folder that is `root` or a real folder in it is inside `root`
    /// without asking; any other is resolved and refused if it leads outside.
    static func read(
        folder: FilePath, folderName: String, root: FilePath, manifest: FileSystem.Entry,
        folderIsRootOrIn: Bool
    ) -> ManifestSource {
        let path = folder.appending("block.json")
        let file = path.displayed
        let inside = folderIsRootOrIn && !manifest.isLink
        if !inside, let refused = refusal(path, root: root) {
            return ManifestSource(file: file, folderName: folderName, text: nil, readProblem: refused)
        }
        let text: String
        switch FileSystem.text(of: path, limit: FileSystem.manifestLimit) {
        case let .failure(error): return ManifestSource(file: file, folderName: folderName, text: nil, readProblem: error.message)
        case .success(nil): return ManifestSource(file: file, folderName: folderName, text: nil, readProblem: tr("not valid UTF-8 text"))
        case let .success(decoded?): text = decoded
        }
        var source = ManifestSource(file: file, folderName: folderName, text: text)
        source.location = .folder(folder, folderName: folderName, root: root, rootOrIn: folderIsRootOrIn)
        func description(_ name: String) -> String? {
            let path = folder.appending(name)
            let entry = FileSystem.entry(path)
            guard entry.isPresent else { return nil }
            let problem: String?
            var text: String?
            if !(folderIsRootOrIn && !entry.isLink), let refused = refusal(path, root: root) {
                problem = refused
            } else {
                switch FileSystem.text(of: path, limit: FileSystem.descriptionLimit) {
                case let .failure(error): problem = error.message
                case .success(nil): problem = tr("not valid UTF-8 text")
                case let .success(read?): text = read; problem = nil
                }
            }
            if let problem, source.descriptionProblem == nil {
                source.descriptionProblem = CatalogProblem(file: path.displayed, field: "", message: problem)
            }
            return text
        }
        source.description = description("description.md")
        for name in FileSystem.entries(of: folder) ?? [] {
            guard let text = String(validating: name, as: UTF8.self), let code = Self.descriptionLanguage(text) else { continue }
            source.descriptions[code] = description(text)
        }
        return source
    }
}
