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
        // Pure Swift: gestures, animation, row models, scenes, events. No GTK, no clock, no I/O, no formats.
        .target(name: "SwipeEngine", linkerSettings: [.linkedLibrary("m")]),
        // Beside the engine: JSON, the simulator's scenario format and runner, recordings, events as JSON Lines.
        .target(name: "SwipeScenario", dependencies: ["SwipeEngine", "Localization"]),
        // File and stream I/O the catalogue and the executable share: paths as bytes, bounded reads of
        // regular files only, atomic writes, unbuffered standard streams, text made safe for a terminal.
        .target(name: "SwipeIO", dependencies: ["Localization"]),
        // The C library's gettext and setlocale (libintl.h: part of glibc, nothing to link).
        .systemLibrary(name: "CIntl"),
        // Words in the user's language: tr/trn over gettext, the catalogs found beside the binary or installed.
        .target(name: "Localization", dependencies: ["CIntl"]),
        // The catalogue: manifests, validation, registry, search, export.
        .target(
            name: "BlockCatalog", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeIO", "Localization"], plugins: ["EmbedCatalog"]),
        // Turns Catalog/**/block.json and description.md into Swift source, so the built binary
        // carries the built-in catalogue wherever it runs.
        .executableTarget(name: "CatalogEmbedder"),
        .plugin(name: "EmbedCatalog", capability: .buildTool(), dependencies: ["CatalogEmbedder"]),
        // GTK 4 through pkg-config.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // libadwaita through pkg-config, for the window (AdwApplication, the adaptive leaflet, toasts).
        .systemLibrary(
            name: "CAdw",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]
        ),
        // A thin Swift face over CGtk; no application logic.
        .target(name: "GtkBridge", dependencies: ["CGtk"]),
        // The swipe rows as a GTK 4 widget library: rows around an app's child, a group, a list.
        .target(name: "SwipeWidgets", dependencies: ["GtkBridge", "SwipeEngine", "Localization"]),
        // The GObject types (C: properties, signals, the public header) over the Swift rows.
        .target(name: "CSwipeWidgets", dependencies: ["CGtk"], cSettings: [.define("SWIPE_WIDGETS_COMPILATION")]),
        // The Swift side of the GObject types: the C types' calls into SwipeWidgets.
        .target(name: "SwipeWidgetsGObject", dependencies: ["CSwipeWidgets", "SwipeWidgets"]),
        // The GObject rows' property docs (a C file of comments for g-ir-scanner) and their list as
        // JSON, made from the kinds' options schemas by scripts/gir.sh.
        .executableTarget(name: "OptionDocs", dependencies: ["SwipeEngine"]),
        // The catalogue window and its live demos (built on SwipeWidgets' public API).
        .target(
            name: "SwipeBlocksUI",
            dependencies: ["SwipeWidgets", "GtkBridge", "CAdw", "SwipeEngine", "SwipeScenario", "SwipeIO", "Localization"],
            plugins: ["EmbedResources"]),
        // Turns Resources/*.css into Swift source for the window.
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
        .executableTarget(
            name: "swipeblocks",
            dependencies: ["SwipeBlocksUI", "GtkBridge", "BlockCatalog", "SwipeEngine", "SwipeScenario", "SwipeIO", "Localization"]),
        .executableTarget(name: "SwipeBench", dependencies: ["SwipeEngine", "SwipeScenario", "BlockCatalog"], path: "Sources/SwipeBench"),

        // Seeded fuzzing of the engine's Scene: the driver and invariants (shared with the tests), and `make fuzz`.
        .target(name: "SwipeFuzzKit", dependencies: ["SwipeEngine", "SwipeScenario"]),
        .executableTarget(name: "SwipeFuzz", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeFuzzKit"], path: "Sources/SwipeFuzz"),

        // Seeded, structure-aware fuzzing of the scenario and manifest parsers (shared with the tests), and `make fuzz`.
        .target(name: "ParserFuzzKit", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeIO", "BlockCatalog", "SwipeFuzzKit"]),
        .executableTarget(name: "ParserFuzz", dependencies: ["ParserFuzzKit", "SwipeFuzzKit"], path: "Sources/ParserFuzz"),

        .testTarget(name: "SwipeEngineTests", dependencies: ["SwipeEngine", "SwipeScenario", "SwipeFuzzKit"]),
        .testTarget(name: "BlockCatalogTests", dependencies: ["BlockCatalog", "SwipeEngine", "SwipeScenario", "SwipeIO", "ParserFuzzKit"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "CGtk"]),
        .testTarget(name: "SwipeWidgetsTests", dependencies: ["SwipeWidgets", "GtkBridge", "CGtk"]),
        .testTarget(
            name: "SwipeBlocksUITests",
            dependencies: ["SwipeBlocksUI", "GtkBridge", "BlockCatalog", "SwipeEngine", "SwipeScenario", "CGtk", "swipeblocks"]),
    ]
)
