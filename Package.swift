// swift-tools-version: 6.0
import PackageDescription

// No target uses unsafe flags: SwiftPM refuses them in a package used as a versioned dependency,
// and the libraries here are meant to be one. (They once kept _StringProcessing out of the
// executable with -disable-implicit-string-processing-module-import; BENCHMARKS.md says what
// giving that up costs.) The targets linked into `swipeblocks` use no Foundation.

let package = Package(
    name: "SwipeBlocks",
    products: [
        .executable(name: "swipeblocks", targets: ["swipeblocks"]),
        .library(name: "SwipeWidgets", targets: ["SwipeWidgets"]),
        // The same rows as a GObject library for C, Python, JavaScript (introspection): `make gir`
        // links it as libswipewidgets-0.so.0 and builds SwipeWidgets-0.gir and its typelib.
        .library(name: "swipewidgets-0", type: .dynamic, targets: ["SwipeWidgetsGObject"]),
        .library(name: "SwipeEngine", targets: ["SwipeEngine"]),
        .library(name: "SwipeScenario", targets: ["SwipeScenario"]),
        .library(name: "SwipeIO", targets: ["SwipeIO"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "BlockCatalog", targets: ["BlockCatalog"]),
    ],
    targets: [
        // MARK: Core (Sources/Core): pure Swift, no GTK.
        // Gestures, animation, row models, scenes, events, each kind's options schema. No clock, no I/O, no formats.
        .target(name: "SwipeEngine", path: core("SwipeEngine"), linkerSettings: [.linkedLibrary("m")]),
        // Beside the engine: JSON, the simulator's scenario format and runner, recordings, events as JSON Lines.
        .target(name: "SwipeScenario", dependencies: ["SwipeEngine", "Localization"], path: core("SwipeScenario")),
        // File and stream I/O the catalogue and the executable share: paths as bytes, bounded reads of
        // regular files only, atomic writes, unbuffered standard streams, text made safe for a terminal.
        .target(name: "SwipeIO", dependencies: ["Localization"], path: core("SwipeIO")),
        // Words in the user's language: tr/trn over gettext, the catalogs found beside the binary or installed.
        .target(name: "Localization", dependencies: ["CIntl"], path: core("Localization")),

        // MARK: System (Sources/System): the C libraries of the system, through pkg-config.
        // The C library's gettext and setlocale (libintl.h: part of glibc, nothing to link).
        .systemLibrary(name: "CIntl", path: system("CIntl")),
        // GTK 4.
        .systemLibrary(name: "CGtk", path: system("CGtk"), pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        // libadwaita, for the window (AdwApplication, the adaptive leaflet, toasts).
        .systemLibrary(name: "CAdw", path: system("CAdw"), pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),

        // MARK: Library (Sources/Library): SwipeWidgets, for Swift and (as GObject types) C, Python, JavaScript, Vala.
        // A thin Swift face over CGtk; no application logic.
        .target(name: "GtkBridge", dependencies: ["CGtk"], path: library("GtkBridge")),
        // The swipe rows as a GTK 4 widget library: rows around an app's child, a group, a list.
        .target(name: "SwipeWidgets", dependencies: ["GtkBridge", "SwipeEngine", "Localization"], path: library("SwipeWidgets")),
        // The GObject types (C: properties, signals, the public header) over the Swift rows.
        .target(
            name: "CSwipeWidgets", dependencies: ["CGtk"], path: library("CSwipeWidgets"), cSettings: [.define("SWIPE_WIDGETS_COMPILATION")]
        ),
        // The Swift side of the GObject types: the C types' calls into SwipeWidgets.
        .target(name: "SwipeWidgetsGObject", dependencies: ["CSwipeWidgets", "SwipeWidgets"], path: library("SwipeWidgetsGObject")),

        // MARK: App (Sources/App): the catalogue, its window and its command line.
        // The catalogue: manifests, validation, registry, search, export.
        .target(
            name: "BlockCatalog", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeIO", "Localization"], path: app("BlockCatalog"),
            plugins: ["EmbedCatalog"]),
        // Running a usage snippet as a program of its own: its wrapper, its tools, its library.
        .target(name: "SnippetRun", dependencies: ["Localization"], path: app("SnippetRun")),
        // The window's one door to libadwaita, as GtkBridge is to GTK: typed Swift over the Adw widgets
        // it uses. An App layer: the library (SwipeWidgets) stays on plain GTK.
        .target(name: "AdwBridge", dependencies: ["CAdw", "GtkBridge"], path: app("AdwBridge")),
        // The catalogue window and its live demos (built on SwipeWidgets' public API).
        .target(
            name: "SwipeBlocksUI",
            dependencies: [
                "SwipeWidgets", "GtkBridge", "AdwBridge", "SwipeEngine", "SwipeScenario", "SwipeIO", "Localization", "SnippetRun",
            ],
            path: app("SwipeBlocksUI"), plugins: ["EmbedResources"]),
        .executableTarget(
            name: "swipeblocks",
            dependencies: ["SwipeBlocksUI", "GtkBridge", "BlockCatalog", "SwipeEngine", "SwipeScenario", "SwipeIO", "Localization"],
            path: app("swipeblocks")),

        // MARK: Tools (Sources/Tools): what builds, documents, measures and fuzzes the rest.
        // Turns Catalog/**/block.json and description.md into Swift source, so the built binary
        // carries the built-in catalogue wherever it runs.
        .executableTarget(name: "CatalogEmbedder", path: tools("CatalogEmbedder")),
        .plugin(name: "EmbedCatalog", capability: .buildTool(), dependencies: ["CatalogEmbedder"]),
        // Turns Resources/*.css into Swift source for the window.
        .executableTarget(name: "ResourceEmbedder", path: tools("ResourceEmbedder")),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
        // The GObject rows' property docs (a C file of comments for g-ir-scanner) and their list as
        // JSON, made from the kinds' options schemas by scripts/gir.sh.
        .executableTarget(name: "OptionDocs", dependencies: ["SwipeEngine"], path: tools("OptionDocs")),
        .executableTarget(name: "SwipeBench", dependencies: ["SwipeEngine", "SwipeScenario", "BlockCatalog"], path: tools("SwipeBench")),
        // Seeded fuzzing of the engine's Scene: the driver and invariants (shared with the tests), and `make fuzz`.
        .target(name: "SwipeFuzzKit", dependencies: ["SwipeEngine", "SwipeScenario"], path: tools("SwipeFuzzKit")),
        .executableTarget(name: "SwipeFuzz", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeFuzzKit"], path: tools("SwipeFuzz")),
        // Seeded, structure-aware fuzzing of the scenario and manifest parsers (shared with the tests), and `make fuzz`.
        .target(
            name: "ParserFuzzKit", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeIO", "BlockCatalog", "SwipeFuzzKit"],
            path: tools("ParserFuzzKit")),
        .executableTarget(name: "ParserFuzz", dependencies: ["ParserFuzzKit", "SwipeFuzzKit"], path: tools("ParserFuzz")),

        .testTarget(name: "SwipeEngineTests", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeFuzzKit"]),
        .testTarget(
            name: "BlockCatalogTests",
            dependencies: ["BlockCatalog", "SwipeEngine", "SwipeScenario", "SwipeIO", "ParserFuzzKit", "SnippetRun"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "CGtk"]),
        .testTarget(name: "AdwBridgeTests", dependencies: ["AdwBridge", "GtkBridge", "CAdw"]),
        .testTarget(name: "SwipeWidgetsTests", dependencies: ["SwipeWidgets", "GtkBridge", "CGtk"]),
        .testTarget(
            name: "SwipeBlocksUITests",
            dependencies: ["SwipeBlocksUI", "GtkBridge", "BlockCatalog", "SwipeEngine", "SwipeScenario", "CGtk", "swipeblocks"]),
    ]
)

// Sources/ shows the layers: Core (pure Swift), System (C libraries), Library (SwipeWidgets),
// App (the catalogue, window and command line), Tools (build, docs, bench, fuzz).
func core(_ name: String) -> String { "Sources/Core/" + name }
func system(_ name: String) -> String { "Sources/System/" + name }
func library(_ name: String) -> String { "Sources/Library/" + name }
func app(_ name: String) -> String { "Sources/App/" + name }
func tools(_ name: String) -> String { "Sources/Tools/" + name }
