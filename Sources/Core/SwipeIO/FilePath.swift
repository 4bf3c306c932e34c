import Glibc

/// A path as the system sees it: bytes, not necessarily UTF-8, used exactly as given.
public struct FilePath: Sendable, Hashable {
    /// The path's bytes, without a terminating NUL.
    public var bytes: [UInt8]

    public init(_ string: String) { bytes = Array(string.utf8) }
    public init(bytes: [UInt8]) { self.bytes = bytes }

    /// The path for messages: UTF-8 as it is, each byte that is not UTF-8 as `\xNN`.
    public var displayed: String { TerminalText.decodingBytes(bytes) }

    /// Whether the bytes are valid UTF-8.
    public var isUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// Calls `body` with the path as a NUL-terminated C string.
    public func withCString<R>(_ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// `self/component`.
    public func appending(_ component: [UInt8]) -> FilePath {
        if bytes.isEmpty { return FilePath(bytes: component) }
        return FilePath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + component : bytes + [UInt8(ascii: "/")] + component)
    }

    public func appending(_ component: String) -> FilePath { appending(Array(component.utf8)) }

    /// The folder part and the last component: `a/b` → (`a`, `b`), `b` → (`.`, `b`), `/b` → (`/`, `b`).
    public var split: (directory: FilePath, name: [UInt8]) {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (FilePath("."), bytes) }
        let directory = slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash])
        return (FilePath(bytes: directory), Array(bytes[(slash + 1)...]))
    }

    /// The path with every link and `.`/`..` resolved, if it exists.
    public var resolved: FilePath? {
        withCString { path -> FilePath? in
            guard let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            return FilePath(bytes: Array(UnsafeRawBufferPointer(start: real, count: strlen(real))))
        }
    }

    /// True when this (resolved) path is `folder` or lies inside it.
    public func isInside(_ folder: FilePath) -> Bool {
        if bytes == folder.bytes { return true }
        let prefix = folder.bytes.last == UInt8(ascii: "/") ? folder.bytes : folder.bytes + [UInt8(ascii: "/")]
        return bytes.starts(with: prefix)
    }
}
