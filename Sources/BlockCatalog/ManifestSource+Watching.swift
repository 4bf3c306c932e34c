import SwipeIO
extension ManifestSource {
    /// The folders whose changes change what `directory(path)` reads: the folder itself and each
    /// block folder in it (hidden entries are never read, so never watched). A file watcher that
    /// is not recursive needs all of them: a manifest saved is a change in its block's folder.
    public static func watchedFolders(_ path: FilePath) -> [FilePath] {
        guard FileSystem.entry(path).kind == .folder else { return [] }
        var folders = [path]
        guard !FileSystem.entry(path.appending("block.json")).isPresent, let names = FileSystem.entries(of: path) else {
            return folders
        }
        for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != UInt8(ascii: ".") {
            let folder = path.appending(name)
            if FileSystem.entry(folder).kind == .folder { folders.append(folder) }
        }
        return folders
    }
}
