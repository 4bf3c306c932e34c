import SwipeIO
import Glibc

/// Where blocks are found without a flag: `swipeblocks/blocks` in each XDG data folder, as the
/// XDG Base Directory specification orders them (the user's own first).
public enum DataFolders {
    /// The folder under each data folder that holds block folders.
    public static let blocksSubpath = "swipeblocks/blocks"

    /// `$XDG_DATA_HOME/swipeblocks/blocks` (`$HOME/.local/share` when unset or empty), then the same
    /// in each of `$XDG_DATA_DIRS` (`/usr/local/share:/usr/share` when unset or empty). Relative
    /// paths are ignored, as the specification says, and a folder named twice is kept once.
    public static func blockFolders(home: [UInt8]?, dataHome: [UInt8]?, dataDirs: [UInt8]?) -> [FilePath] {
        let slash = UInt8(ascii: "/")
        var bases: [[UInt8]] = []
        if let dataHome, !dataHome.isEmpty {
            bases.append(dataHome)
        } else if let home, !home.isEmpty {
            bases.append(home + Array("/.local/share".utf8))
        }
        let dirs = dataDirs.flatMap { $0.isEmpty ? nil : $0 } ?? Array("/usr/local/share:/usr/share".utf8)
        bases += dirs.split(separator: UInt8(ascii: ":")).map(Array.init)
        var folders: [FilePath] = []
        for base in bases where base.first == slash {
            let folder = FilePath(bytes: base).appending(blocksSubpath)
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The same from this process's environment.
    public static var blockFolders: [FilePath] {
        blockFolders(home: environment("HOME"), dataHome: environment("XDG_DATA_HOME"), dataDirs: environment("XDG_DATA_DIRS"))
    }

    /// Those of `blockFolders` that are there (anything at the path, even a dangling link, which
    /// loading then reports); a data folder without blocks is no problem.
    public static var presentBlockFolders: [FilePath] {
        blockFolders.filter { FileSystem.entry($0).isPresent }
    }

    /// Where to watch for the user's own blocks folder to appear, while it is not there: its
    /// nearest folder that is (`~/.local/share` until `swipeblocks/blocks` is made in it); nil
    /// once it is there, or when there is no home to find it in.
    public static var userBlocksFolderToAppear: FilePath? {
        // No data folders beyond the user's (":" names none, where an empty list means the defaults).
        guard
            var folder = blockFolders(
                home: environment("HOME"), dataHome: environment("XDG_DATA_HOME"),
                dataDirs: [UInt8(ascii: ":")]
            ).first,
            !FileSystem.entry(folder).isPresent
        else { return nil }
        while folder.bytes.count > 1 {
            folder = folder.split.directory
            if FileSystem.entry(folder).kind == .folder { return folder }
        }
        return nil
    }

    private static func environment(_ name: String) -> [UInt8]? {
        guard let value = getenv(name) else { return nil }
        return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
    }
}
