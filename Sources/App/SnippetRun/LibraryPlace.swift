/// Where a program started from the window finds libswipewidgets-0: the one built beside the
/// window's binary (a source tree's `build/gir`, as the tests use it) when there is one, else the
/// one installed (pkg-config's and introspection's own search paths).
public enum LibraryPlace: Sendable, Equatable {
    /// A build tree: the library, its typelib and .pc in `gir`; PyGObject's override in
    /// `pythonOverrides` (the tree's `bindings/python`), where there is one.
    case buildTree(gir: String, pythonOverrides: String?)
    case installed

    /// How many folders up from the binary's own a build tree's `build/gir` is looked for: the
    /// folder itself (`build/static/`), and up to `.build/<triple>/debug/`'s source tree.
    static let levels = 4

    /// The place for the binary at `binary` (an absolute path): the first `build/gir` holding the
    /// library and its typelib in the binary's folder or one of its parents, else the installed one.
    public static func find(binary: String, exists: (String) -> Bool) -> LibraryPlace {
        var folder = Path.parent(binary)
        for _ in 0..<levels {
            let gir = Path.join(folder, "build/gir")
            if exists(Path.join(gir, "libswipewidgets-0.so.0")), exists(Path.join(gir, "SwipeWidgets-0.typelib")) {
                let overrides = Path.join(folder, "bindings/python")
                return .buildTree(gir: gir, pythonOverrides: exists(Path.join(overrides, "gi/overrides/SwipeWidgets.py")) ? overrides : nil)
            }
            guard folder != "/" else { break }
            folder = Path.parent(folder)
        }
        return .installed
    }

    /// The environment a program on this library runs and builds with: `environment` with the
    /// build tree's folders put first in the loader's, introspection's, pkg-config's and Python's
    /// search paths (unchanged for the installed library).
    public func environment(_ environment: [String: String]) -> [String: String] {
        guard case let .buildTree(gir, overrides) = self else { return environment }
        var out = environment
        func prepend(_ name: String, _ folder: String) {
            out[name] = [folder, environment[name]].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ":")
        }
        for name in ["LD_LIBRARY_PATH", "GI_TYPELIB_PATH", "PKG_CONFIG_PATH"] { prepend(name, gir) }
        if let overrides { prepend("PYTHONPATH", overrides) }
        return out
    }

    /// What tells `valac` where the library's .vapi is: the build tree's folder (an installed
    /// one is in Vala's own search path).
    public var vapiArguments: [String] {
        guard case let .buildTree(gir, _) = self else { return [] }
        return ["--vapidir", gir]
    }
}
