import SwipeIO

/// Where a manifest can be read again: a built-in block, or a block folder of a user catalogue
/// with the catalogue folder it was found in (a link leading outside it is refused again).
enum ManifestLocation: Sendable {
    /// `EmbeddedManifest.builtIn[index]`.
    case builtIn(index: Int)
    /// `folder/block.json`, `folder` named `folderName`, found in the catalogue folder `root`;
    /// `rootOrIn`: the folder is `root` or a real folder in it (not reached through a link).
    case folder(FilePath, folderName: String, root: FilePath, rootOrIn: Bool)

    /// The manifest as it is now, read as the catalogue read it.
    var source: ManifestSource? {
        switch self {
        case let .builtIn(index):
            let builtIn = ManifestSource.builtIn
            return builtIn.indices.contains(index) ? builtIn[index] : nil
        case let .folder(folder, folderName, root, rootOrIn):
            let manifest = FileSystem.entry(folder.appending("block.json"))
            guard manifest.isPresent else { return nil }
            return ManifestSource.read(folder: folder, folderName: folderName, root: root, manifest: manifest, folderIsRootOrIn: rootOrIn)
        }
    }
}
