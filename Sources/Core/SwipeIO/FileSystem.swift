import Glibc
import Localization

/// Why a file could not be read; `message` is one line.
public enum FileReadError: Error, Sendable, Equatable {
    case missing
    case folder
    case danglingLink
    /// A FIFO, a socket, a character or block device: never opened, since reading it could block or never end.
    case notRegular(kind: String)
    case tooLarge(limit: Int)
    case failed(reason: String)

    public var message: String {
        switch self {
        case .missing: tr("cannot read: no such file")
        case .folder: tr("a folder, not a file")
        case .danglingLink: tr("a symbolic link to nothing (dangling)")
        case let .notRegular(kind): tr("{kind}, not a regular file; refused", ["kind": kind])
        case let .tooLarge(limit): tr("larger than the limit of {size}", ["size": FileSystem.describe(bytes: limit)])
        case let .failed(reason): tr("cannot read: {reason}", ["reason": reason])
        }
    }
}

/// The few file-system reads the catalogue folders and scenarios need, straight on the C library.
/// Only regular files are read, and never more than a stated limit.
public enum FileSystem {
    /// The most a `block.json` may hold.
    public static let manifestLimit = 1 << 20
    /// The most a `description.md` may hold.
    public static let descriptionLimit = 1 << 20
    /// The most a `simulate` scenario may hold.
    public static let scenarioLimit = 8 << 20

    /// What is at a path, links followed (`kind`) and not followed (`isLink`).
    public struct Entry: Equatable {
        public enum Kind: Equatable {
            case missing, regular, folder
            case other(String)
        }
        public var kind: Kind
        public var isLink: Bool
        /// Something is there, if only a link to nothing.
        public var isPresent: Bool { kind != .missing || isLink }
    }

    /// The entry at `path`; a link to nothing is `.missing` with `isLink`.
    public static func entry(_ path: FilePath) -> Entry {
        var info = stat()
        let isLink = path.withCString { lstat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        guard path.withCString({ stat($0, &info) }) == 0 else {
            return Entry(kind: errno == ELOOP ? .other(tr("a loop of symbolic links")) : .missing, isLink: isLink)
        }
        return Entry(kind: kind(info.st_mode), isLink: isLink)
    }

    static func kind(_ mode: mode_t) -> Entry.Kind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .folder
        case S_IFIFO: .other(tr("a FIFO (named pipe)"))
        case S_IFSOCK: .other(tr("a socket"))
        case S_IFCHR: .other(tr("a character device"))
        case S_IFBLK: .other(tr("a block device"))
        default: .other(tr("a special file"))
        }
    }

    /// The names in folder `path` as bytes, without `.` and `..`; nil when it cannot be read.
    public static func entries(of path: FilePath) -> [[UInt8]]? {
        guard let directory = path.withCString({ opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names
    }

    /// The content of the regular file at `path`, at most `limit` bytes. Anything else (a FIFO,
    /// a device, a socket, a folder) is refused after a `stat`, without being opened; the file is
    /// opened non-blocking and checked again, so a swap between the two cannot make it block.
    public static func contents(of path: FilePath, limit: Int) -> Result<[UInt8], FileReadError> {
        let found = entry(path)
        switch found.kind {
        case .missing: return .failure(found.isLink ? .danglingLink : .missing)
        case .folder: return .failure(.folder)
        case let .other(kind): return .failure(.notRegular(kind: kind))
        case .regular: break
        }
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { return .failure(.failed(reason: lastError())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.failed(reason: lastError())) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            if case let .other(kind) = kind(info.st_mode) { return .failure(.notRegular(kind: kind)) }
            return .failure(.folder)
        }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        // A "regular" file that has no data yet (procfs's kmsg) answers EAGAIN: refused, never waited for.
        return readAll(descriptor, limit: limit, waitWhenEmpty: false, expected: Int(info.st_size))
    }

    /// Everything left to read from `descriptor` (a file, a pipe, standard input), up to `limit`
    /// bytes: one byte more is an error, so an endless source ends in `.tooLarge`. A non-blocking
    /// descriptor with nothing to read yet is waited for only with `waitWhenEmpty` (standard input).
    /// `expected`, a regular file's size, is room made at once (the file may still grow or shrink).
    public static func readAll(
        _ descriptor: Int32, limit: Int, waitWhenEmpty: Bool = true, expected: Int = 0
    ) -> Result<[UInt8], FileReadError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(expected, 0), limit) + 1)
        // Read into memory that is not cleared first: a catalogue of a thousand small manifests
        // spent a tenth of its loading time zeroing a 64 KiB buffer per file.
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = read(descriptor, chunk.baseAddress, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN, !waitWhenEmpty {
                return .failure(.failed(reason: tr("it would block (not ordinary data); refused")))
            }
            if count < 0, errno == EAGAIN {
                // Standard input left non-blocking by another process: wait until it is readable.
                var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = Glibc.poll(&poll, 1, -1)
                continue
            }
            guard count >= 0 else { return .failure(.failed(reason: lastError())) }
            if count == 0 { return .success(bytes) }
            guard bytes.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
        }
    }

    /// The text of the regular file at `path` if it is valid UTF-8 (a leading byte order mark
    /// dropped); `nil` text with `.success` means the bytes are not UTF-8.
    public static func text(of path: FilePath, limit: Int) -> Result<String?, FileReadError> {
        contents(of: path, limit: limit).map { bytes in
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
            return String(validating: body, as: UTF8.self)
        }
    }

    /// `1 MiB`, `8 MiB`, `512 KiB`, `100 bytes`.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return tr("{size} MiB", ["size": String(bytes >> 20)]) }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return tr("{size} KiB", ["size": String(bytes >> 10)]) }
        return trn("{count} byte", "{count} bytes", count: bytes)
    }

    /// The last component of `path` made absolute (against the working folder) with `.` and
    /// `..` resolved by name, not by following links; "/" for the root.
    public static func folderName(_ path: FilePath) -> [UInt8] {
        var absolute = path.bytes
        if absolute.first != UInt8(ascii: "/"), let cwd = getcwd(nil, 0) {
            absolute = Array(UnsafeRawBufferPointer(start: cwd, count: strlen(cwd))) + [UInt8(ascii: "/")] + absolute
            free(cwd)
        }
        var components: [ArraySlice<UInt8>] = []
        for component in absolute.split(separator: UInt8(ascii: "/")) {
            switch component {
            case [UInt8(ascii: ".")]: continue
            case [UInt8(ascii: "."), UInt8(ascii: ".")]: _ = components.popLast()
            default: components.append(component)
            }
        }
        return components.last.map(Array.init) ?? [UInt8(ascii: "/")]
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
