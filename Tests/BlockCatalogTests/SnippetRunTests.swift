import SnippetRun
import Testing

/// Run's pure parts: a snippet made a program, the tools found on a made-up system, and where the
/// library is taken from.
@Suite struct SnippetRunTests {
    /// A made-up file system: the paths that exist, those that may be executed, links.
    struct System {
        var files: Set<String>
        var executables: Set<String>
        var links: [String: String] = [:]

        func search(_ environment: [String: String]) -> ToolSearch {
            let (files, executables, links) = (files.union(executables), executables, links)
            return ToolSearch(
                environment: environment, isExecutable: { executables.contains($0) },
                exists: { path in files.contains(path) || files.contains { $0.hasPrefix(path + "/") } },
                list: { folder in
                    Array(
                        Set(files.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1).prefix { $0 != "/" }) })
                    )
                },
                resolve: { links[$0] ?? $0 })
        }
    }

    static let debian = System(
        files: [
            "/usr/lib/python3/dist-packages/gi/__init__.py", "/usr/lib/x86_64-linux-gnu/pkgconfig/gtk4.pc",
            "/usr/lib/x86_64-linux-gnu/girepository-1.0/SwipeWidgets-0.typelib",
            "/usr/lib/x86_64-linux-gnu/pkgconfig/swipewidgets-0.pc",
        ],
        executables: ["/usr/bin/python3", "/usr/bin/gjs", "/usr/bin/cc", "/usr/bin/pkg-config", "/usr/bin/valac"])

    // MARK: Programs

    @Test func eachLanguageWrapsTheSnippetAroundItsFunctionOnce() {
        for (language, file, call) in [
            (SnippetLanguage.python, "snippet.py", "row = make_row(label)"), (.javascript, "snippet.js", "const row = makeRow(label);"),
            (.c, "snippet.c", "row = make_row (label);"), (.vala, "snippet.vala", "var row = make_row (label);"),
            (.swift, "main.swift", "let row = makeRow(child: label)"),
        ] {
            let function = language == .javascript || language == .swift ? "makeRow" : "make_row"
            let program = SnippetProgram.make(language, snippet: "«the snippet»", function: function)
            #expect(program.fileName == file)
            #expect(program.text.matches(of: /«the snippet»/).count == 1, "\(language)")
            #expect(program.text.contains(call), "\(language): \(program.text)")
            #expect(!program.text.contains("@SNIPPET@") && !program.text.contains("@FUNCTION@"), "\(language): a placeholder is left")
            // The snippet comes before the program that calls it; the window is titled by the first argument.
            #expect(program.text.range(of: "«the snippet»")!.lowerBound < program.text.range(of: call)!.lowerBound)
        }
    }

    @Test func theTestHookIsAddedAtTheProgramsEnd() {
        let program = SnippetProgram.make(.c, snippet: "int x;", function: "f", appending: "#error on purpose\n")
        #expect(program.text.hasSuffix("\n#error on purpose\n"))
    }

    // MARK: Tools

    @Test func eachLanguageRunsWithTheToolsFoundOnPath() throws {
        let search = Self.debian.search(["PATH": "/usr/local/bin:/usr/bin"])
        let python = try search.plan(.python, file: "/t/snippet.py", arguments: ["Title"], library: .installed).get()
        #expect(python.run == ["/usr/bin/python3", "/t/snippet.py", "Title"] && python.compile == nil)
        let gjs = try search.plan(.javascript, file: "/t/snippet.js", arguments: ["Title"], library: .installed).get()
        #expect(gjs.run == ["/usr/bin/gjs", "-m", "/t/snippet.js", "Title"])
        let c = try search.plan(.c, file: "/t/snippet.c", arguments: ["Title"], library: .installed).get()
        #expect(c.flags == ["/usr/bin/pkg-config", "--cflags", "--libs", "swipewidgets-0"])
        #expect(c.compile == ["/usr/bin/cc", "/t/snippet.c", "-o", "/t/snippet"] && c.run == ["/t/snippet", "Title"])
        let vala = try search.plan(.vala, file: "/t/snippet.vala", arguments: ["Title"], library: .installed).get()
        #expect(vala.flags == nil && vala.run == ["/t/snippet", "Title"])
        #expect(vala.compile == ["/usr/bin/valac", "--pkg", "gtk4", "--pkg", "swipewidgets-0", "/t/snippet.vala", "-o", "/t/snippet"])
        // On the build tree's library, valac is told where its .vapi is.
        let tree = LibraryPlace.buildTree(gir: "/src/build/gir", pythonOverrides: nil)
        let built = try search.plan(.vala, file: "/t/snippet.vala", arguments: [], library: tree).get()
        #expect(built.compile?.prefix(3) == ["/usr/bin/valac", "--vapidir", "/src/build/gir"])
    }

    @Test func aMissingToolIsNamedByItsDebianPackageInWords() {
        var system = Self.debian
        system.executables = ["/usr/bin/python3"]
        let search = system.search(["PATH": "/usr/bin"])
        #expect(
            search.plan(.javascript, file: "/s.js", arguments: [], library: .installed)
                == .failure(MissingTools(words: "To run JavaScript, install gjs.", packages: ["gjs"])))
        #expect(
            search.plan(.c, file: "/s.c", arguments: [], library: .installed)
                == .failure(MissingTools(words: "To run C, install gcc and pkg-config.", packages: ["gcc", "pkg-config"])))
        system.files.remove("/usr/lib/x86_64-linux-gnu/pkgconfig/gtk4.pc")
        system.executables = []
        #expect(
            system.search(["PATH": "/usr/bin"]).plan(.c, file: "/s.c", arguments: [], library: .installed)
                == .failure(
                    MissingTools(
                        words: "To run C, install gcc, pkg-config and libgtk-4-dev.", packages: ["gcc", "pkg-config", "libgtk-4-dev"])))
        #expect(
            system.search(["PATH": "/usr/bin"]).plan(.python, file: "/s.py", arguments: [], library: .installed)
                == .failure(MissingTools(words: "To run Python, install python3 and python3-gi.", packages: ["python3", "python3-gi"])))
        #expect(
            Self.debian.search(["PATH": "/usr/bin"]).plan(.swift, file: "/t/main.swift", arguments: [], library: .installed)
                == .failure(MissingTools(words: "To run Swift, install the Swift toolchain from swift.org.", packages: [])))
    }

    @Test func pythonIsTheFirstOnPathWithPyGObjectBesideItThroughItsLinks() throws {
        var system = Self.debian
        system.executables.insert("/home/me/.pyenv/shims/python3")  // a Python of its own, no gi
        system.executables.insert("/tmp/bin/python3")
        system.links["/tmp/bin/python3"] = "/usr/bin/python3.11"
        let first = try system.search(["PATH": "/home/me/.pyenv/shims:/usr/bin"]).plan(
            .python, file: "/s.py", arguments: [], library: .installed
        ).get()
        #expect(first.run[0] == "/usr/bin/python3")
        let linked = try system.search(["PATH": "/tmp/bin"]).plan(.python, file: "/s.py", arguments: [], library: .installed).get()
        #expect(linked.run[0] == "/tmp/bin/python3")
        #expect(
            system.search(["PATH": "/home/me/.pyenv/shims"]).plan(.python, file: "/s.py", arguments: [], library: .installed)
                == .failure(MissingTools(words: "To run Python, install python3-gi.", packages: ["python3-gi"])))
    }

    @Test func aLibraryFoundNowhereSaysHowToInstallIt() {
        var system = Self.debian
        system.files = system.files.filter { !$0.contains("wipe") }
        let search = system.search(["PATH": "/usr/bin"])
        for language in [SnippetLanguage.python, .javascript, .c, .vala] {
            guard case let .failure(missing) = search.plan(language, file: "/s", arguments: [], library: .installed) else {
                Issue.record("\(language) runs without the library"); continue
            }
            #expect(missing.words.contains("install the SwipeWidgets library"), "\(language)")
        }
    }

    @Test func swiftBuildsOnTheSourceTreesPackageInOneBuildFolderForEveryRun() throws {
        var system = Self.debian
        system.executables.insert("/opt/swift/usr/bin/swift")
        system.files.insert("/src/tree/Package.swift")
        let search = system.search(["PATH": "/usr/bin:/opt/swift/usr/bin", "HOME": "/home/me"])
        let tree = LibraryPlace.buildTree(gir: "/src/tree/build/gir", pythonOverrides: nil)
        let plan = try search.plan(.swift, file: "/t/main.swift", arguments: ["Title"], library: tree).get()
        let cache = "/home/me/.cache/swipeblocks/swift-run"
        #expect(
            plan.compile == ["/opt/swift/usr/bin/swift", "build", "--package-path", "/t", "--scratch-path", cache, "--product", "snippet"])
        #expect(plan.run == [cache + "/debug/snippet", "Title"])
        let manifest = try #require(plan.files["Package.swift"])
        #expect(
            manifest.contains(#".package(path: "/src/tree")"#) && manifest.contains(#".product(name: "SwipeWidgets", package: "tree")"#))
        // XDG_CACHE_HOME, where it is set; no source tree beside the binary: said so.
        let elsewhere = system.search(["PATH": "/opt/swift/usr/bin", "XDG_CACHE_HOME": "/c"])
        #expect(
            try elsewhere.plan(.swift, file: "/t/main.swift", arguments: [], library: tree).get().run == [
                "/c/swipeblocks/swift-run/debug/snippet"
            ])
        guard case let .failure(missing) = elsewhere.plan(.swift, file: "/t/main.swift", arguments: [], library: .installed) else {
            Issue.record("Swift runs with no source tree"); return
        }
        #expect(missing.words.contains("source tree"))
    }

    // MARK: The library

    @Test func theLibraryBuiltBesideTheBinaryComesBeforeTheInstalledOne() {
        let tree: Set<String> = [
            "/src/build/gir/libswipewidgets-0.so.0", "/src/build/gir/SwipeWidgets-0.typelib",
            "/src/bindings/python/gi/overrides/SwipeWidgets.py",
        ]
        let exists: (String) -> Bool = { tree.contains($0) }
        let built = LibraryPlace.buildTree(gir: "/src/build/gir", pythonOverrides: "/src/bindings/python")
        #expect(LibraryPlace.find(binary: "/src/build/static/swipeblocks", exists: exists) == built)
        #expect(LibraryPlace.find(binary: "/src/.build/x86_64-unknown-linux-gnu/debug/swipeblocks", exists: exists) == built)
        #expect(LibraryPlace.find(binary: "/usr/bin/swipeblocks", exists: exists) == .installed)
        // A tree whose library was never built (no typelib) is passed over.
        #expect(LibraryPlace.find(binary: "/src/build/static/swipeblocks", exists: { $0.hasSuffix(".so.0") }) == .installed)
    }

    @Test func theBuildTreesFoldersComeFirstInTheSearchPaths() {
        let built = LibraryPlace.buildTree(gir: "/src/build/gir", pythonOverrides: "/src/bindings/python")
        let environment = built.environment(["GI_TYPELIB_PATH": "/opt/lib", "PATH": "/usr/bin"])
        #expect(environment["GI_TYPELIB_PATH"] == "/src/build/gir:/opt/lib")
        #expect(environment["LD_LIBRARY_PATH"] == "/src/build/gir" && environment["PKG_CONFIG_PATH"] == "/src/build/gir")
        #expect(environment["PYTHONPATH"] == "/src/bindings/python" && environment["PATH"] == "/usr/bin")
        #expect(LibraryPlace.installed.environment(["PATH": "/usr/bin"]) == ["PATH": "/usr/bin"])
        // The build tree's typelib and .pc count as the library's.
        let system = System(
            files: ["/src/build/gir/SwipeWidgets-0.typelib", "/src/build/gir/swipewidgets-0.pc", "/usr/lib/pkgconfig/gtk4.pc"],
            executables: ["/usr/bin/gjs", "/usr/bin/cc", "/usr/bin/pkg-config"])
        let search = system.search(["PATH": "/usr/bin"])
        if case let .success(plan) = search.plan(.c, file: "/s.c", arguments: [], library: built) {
            #expect(plan.environment["PKG_CONFIG_PATH"] == "/src/build/gir")
        } else {
            Issue.record("C does not run on the build tree's library")
        }
        #expect((try? search.plan(.javascript, file: "/s.js", arguments: [], library: built).get()) != nil)
    }
}
