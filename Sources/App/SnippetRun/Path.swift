/// Absolute paths as text, for the few joins and parents the tool search makes.
enum Path {
    /// `/a/b/c` → `/a/b`; `/a` → `/`.
    static func parent(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `folder` and `name` with one slash between.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// A search path's folders (`PATH`, `PKG_CONFIG_PATH`): empty entries dropped.
    static func folders(_ searchPath: String?) -> [String] {
        (searchPath ?? "").split(separator: ":").map(String.init)
    }

    /// `path` as a Swift string literal (quotes and backslashes escaped).
    static func literal(_ path: String) -> String {
        "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
