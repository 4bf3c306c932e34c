import Glibc

/// The few file-system reads the catalogue folders need, straight on the C library.
public enum FileSystem {
    /// Whether `path` exists (symbolic links followed), and whether it is a folder.
    static func exists(_ path: String) -> (exists: Bool, isDirectory: Bool) {
        var info = stat()
        guard stat(path, &info) == 0 else { return (false, false) }
        return (true, (info.st_mode & S_IFMT) == S_IFDIR)
    }

    /// The names in folder `path`, without `.` and `..`, in the order the system gives them;
    /// nil when it cannot be read.
    static func entries(of path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The whole content of the file at `path`; nil when it cannot be read (or is a folder).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return readAll(descriptor)
    }

    /// Everything left to read from `descriptor` (a file, a pipe, standard input); nil on an error.
    public static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// The text of the file at `path` if it is valid UTF-8, a leading byte order mark dropped.
    static func text(of path: String) -> (text: String?, readable: Bool) {
        guard let bytes = contents(of: path) else { return (nil, false) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return (String(validating: body, as: UTF8.self), true)
    }

    /// The last component of `path` made absolute (against the working folder) with `.` and
    /// `..` resolved by name, not by following links; "/" for the root.
    static func folderName(_ path: String) -> String {
        var components: [Substring] = []
        var absolute = path
        if !path.hasPrefix("/"), let cwd = getcwd(nil, 0) {
            absolute = String(cString: cwd) + "/" + path
            free(cwd)
        }
        for component in absolute.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return components.last.map(String.init) ?? "/"
    }
}
