import Localization

/// Finds the tools a language's snippet needs without running anything: the programs on `PATH`,
/// Python's `gi` module and the `.pc` files and typelibs by their files. A missing one is named by
/// the Debian package that brings it.
public struct ToolSearch: Sendable {
    /// Whether a file exists and may be executed / exists / the names in a folder (none if it is not one).
    public typealias Check = @Sendable (String) -> Bool
    public var isExecutable: Check
    public var exists: Check
    public var list: @Sendable (String) -> [String]
    /// The path with every symbolic link resolved (a `python3` on PATH may be a link to `/usr/bin/python3.11`).
    public var resolve: @Sendable (String) -> String
    /// The environment the window started in (`PATH`, `PKG_CONFIG_PATH`, `GI_TYPELIB_PATH`, `PYTHONPATH`).
    public var environment: [String: String]

    public init(
        environment: [String: String], isExecutable: @escaping Check, exists: @escaping Check,
        list: @escaping @Sendable (String) -> [String], resolve: @escaping @Sendable (String) -> String = { $0 }
    ) {
        self.environment = environment
        self.isExecutable = isExecutable
        self.exists = exists
        self.list = list
        self.resolve = resolve
    }

    /// The plan that runs `file` (the program written for `language`, with `arguments`) on the
    /// library at `library`, or what to install first.
    public func plan(_ language: SnippetLanguage, file: String, arguments: [String], library: LibraryPlace) -> Result<RunPlan, MissingTools>
    {
        let environment = library.environment(self.environment)
        switch language {
        case .swift:
            guard let swift = program("swift") else {
                return .failure(MissingTools(words: tr("To run Swift, install the Swift toolchain from swift.org."), packages: []))
            }
            guard case let .buildTree(gir, _) = library, case let root = Path.parent(Path.parent(gir)),
                exists(Path.join(root, "Package.swift"))
            else {
                return .failure(
                    MissingTools(
                        words: tr("A Swift snippet builds on SwipeBlocks' source tree, and this SwipeBlocks has none beside it."),
                        packages: []))
            }
            // One build folder for every run: after the first, a run builds the snippet alone.
            let cache = Path.join(
                environment["XDG_CACHE_HOME"] ?? Path.join(environment["HOME"] ?? "/tmp", ".cache"), "swipeblocks/swift-run")
            return .success(
                RunPlan(
                    compile: [swift, "build", "--package-path", Path.parent(file), "--scratch-path", cache, "--product", "snippet"],
                    run: [Path.join(cache, "debug/snippet")] + arguments, files: ["Package.swift": Self.manifest(root)],
                    environment: environment))
        case .python:
            guard let python = pythonWithGI() else { return missingPython(language) }
            return libraryMissing(language, library) ?? .success(RunPlan(run: [python, file] + arguments, environment: environment))
        case .javascript:
            guard let gjs = program("gjs") else { return missing(language, ["gjs"]) }
            return libraryMissing(language, library) ?? .success(RunPlan(run: [gjs, "-m", file] + arguments, environment: environment))
        case .c, .vala:
            let compiler = program(language == .c ? "cc" : "valac"), pkgConfig = program("pkg-config")
            let packages = [
                compiler == nil ? (language == .c ? "gcc" : "valac") : nil, language == .vala && program("cc") == nil ? "gcc" : nil,
                pkgConfig == nil ? "pkg-config" : nil, pcFile("gtk4", library) == nil ? "libgtk-4-dev" : nil,
            ].compactMap { $0 }
            guard let compiler, let pkgConfig, packages.isEmpty else { return missing(language, packages) }
            let binary = Path.parent(file) + "/snippet"
            let plan =
                language == .c
                ? RunPlan(
                    flags: [pkgConfig, "--cflags", "--libs", "swipewidgets-0"], compile: [compiler, file, "-o", binary],
                    run: [binary] + arguments, environment: environment)
                : RunPlan(
                    compile: [compiler] + library.vapiArguments + ["--pkg", "gtk4", "--pkg", "swipewidgets-0", file, "-o", binary],
                    run: [binary] + arguments, environment: environment)
            return libraryMissing(language, library) ?? .success(plan)
        }
    }

    /// The first `name` on `PATH` that may be executed.
    func program(_ name: String) -> String? {
        Path.folders(environment["PATH"]).map { Path.join($0, name) }.first(where: isExecutable)
    }

    /// The first `python3` on `PATH` that has PyGObject (`gi`) beside it, or in `PYTHONPATH`.
    func pythonWithGI() -> String? {
        let extra = Path.folders(environment["PYTHONPATH"])
        for folder in Path.folders(environment["PATH"]) {
            let python = Path.join(folder, "python3")
            guard isExecutable(python) else { continue }
            let lib = Path.join(Path.parent(Path.parent(resolve(python))), "lib")
            let versions = list(lib).filter { $0.hasPrefix("python3") }.sorted()
            let places =
                extra
                + versions.flatMap { version in
                    ["dist-packages", "site-packages"].map { Path.join(Path.join(lib, version), $0) }
                }
            if places.contains(where: { exists(Path.join($0, "gi/__init__.py")) }) { return python }
        }
        return nil
    }

    /// `name.pc` in pkg-config's search path: the library's place, `PKG_CONFIG_PATH`, the system's folders.
    func pcFile(_ name: String, _ library: LibraryPlace) -> String? {
        let system =
            ["/usr/local/lib", "/usr/lib"].flatMap { lib in
                [Path.join(lib, "pkgconfig")]
                    + list(lib).filter { $0.contains("-linux-") }.map { Path.join(Path.join(lib, $0), "pkgconfig") }
            } + ["/usr/local/share/pkgconfig", "/usr/share/pkgconfig"]
        let folders = Path.folders(library.environment(environment)["PKG_CONFIG_PATH"]) + system
        return folders.map { Path.join($0, name + ".pc") }.first(where: exists)
    }

    /// The typelib `name` in introspection's search path: the library's place, `GI_TYPELIB_PATH`, the system's folders.
    func typelib(_ name: String, _ library: LibraryPlace) -> String? {
        let system = ["/usr/local/lib", "/usr/lib"].flatMap { lib in
            [Path.join(lib, "girepository-1.0")]
                + list(lib).filter { $0.contains("-linux-") }.map { Path.join(Path.join(lib, $0), "girepository-1.0") }
        }
        let folders = Path.folders(library.environment(environment)["GI_TYPELIB_PATH"]) + system
        return folders.map { Path.join($0, name + ".typelib") }.first(where: exists)
    }

    /// nil when the library is there for `language` (its typelib, or its .pc for C); else what to do.
    private func libraryMissing(_ language: SnippetLanguage, _ place: LibraryPlace) -> Result<RunPlan, MissingTools>? {
        let found = language == .c || language == .vala ? pcFile("swipewidgets-0", place) : typelib("SwipeWidgets-0", place)
        guard found == nil else { return nil }
        return .failure(
            MissingTools(
                words: tr(
                    "To run {language}, install the SwipeWidgets library: make install in SwipeBlocks' source folder.",
                    ["language": language.rawValue]),
                packages: []))
    }

    private func missingPython(_ language: SnippetLanguage) -> Result<RunPlan, MissingTools> {
        missing(language, program("python3") == nil ? ["python3", "python3-gi"] : ["python3-gi"])
    }

    private func missing(_ language: SnippetLanguage, _ packages: [String]) -> Result<RunPlan, MissingTools> {
        .failure(
            MissingTools(
                words: tr("To run {language}, install {packages}.", ["language": language.rawValue, "packages": Self.list(packages)]),
                packages: packages))
    }

    /// The package around a Swift snippet's program: one executable on the source tree's SwipeWidgets.
    static func manifest(_ root: String) -> String {
        let identity = String(root.split(separator: "/").last ?? "SwipeBlocks")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Snippet",
                dependencies: [.package(path: \(Path.literal(root)))],
                targets: [
                    .executableTarget(
                        name: "snippet", dependencies: [.product(name: "SwipeWidgets", package: \(Path.literal(identity)))],
                        path: ".", sources: ["main.swift"])
                ]
            )

            """
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return tr("{names} and {last}", ["names": names.dropLast().joined(separator: ", "), "last": names.last!])
    }
}
