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
        .library(name: "BlockCatalog", targets: ["BlockCatalog"]),
    ],
    targets: [
        // Pure Swift: gestures, animation, row models, scenes. No GTK, no clock, no I/O.
        .target(name: "SwipeEngine", linkerSettings: [.linkedLibrary("m")]),
        // The catalogue: manifests, validation, registry, search, export.
        .target(name: "BlockCatalog", dependencies: ["SwipeEngine"], plugins: ["EmbedCatalog"]),
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
        .target(name: "SwipeWidgets", dependencies: ["GtkBridge", "SwipeEngine"]),
        // The GObject types (C: properties, signals, the public header) over the Swift rows.
        .target(name: "CSwipeWidgets", dependencies: ["CGtk"]),
        // The Swift side of the GObject types: the C types' calls into SwipeWidgets.
        .target(name: "SwipeWidgetsGObject", dependencies: ["CSwipeWidgets", "SwipeWidgets"]),
        // The catalogue window and its live demos (built on SwipeWidgets' public API).
        .target(name: "SwipeBlocksUI", dependencies: ["SwipeWidgets", "GtkBridge", "CAdw", "SwipeEngine"], plugins: ["EmbedResources"]),
        // Turns Resources/*.css into Swift source for the window.
        .executableTarget(name: "ResourceEmbedder"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["ResourceEmbedder"]),
        .executableTarget(name: "swipeblocks", dependencies: ["SwipeBlocksUI", "BlockCatalog", "SwipeEngine"]),
        .executableTarget(name: "SwipeBench", dependencies: ["SwipeEngine", "BlockCatalog"], path: "Sources/SwipeBench"),

        // Seeded fuzzing of the engine's Scene: the driver and invariants (shared with the tests), and `make fuzz`.
        .target(name: "SwipeFuzzKit", dependencies: ["SwipeEngine"]),
        .executableTarget(name: "SwipeFuzz", dependencies: ["SwipeEngine", "SwipeFuzzKit"], path: "Sources/SwipeFuzz"),

        // Seeded, structure-aware fuzzing of the scenario and manifest parsers (shared with the tests), and `make fuzz`.
        .target(name: "ParserFuzzKit", dependencies: ["SwipeEngine", "BlockCatalog", "SwipeFuzzKit"]),
        .executableTarget(name: "ParserFuzz", dependencies: ["ParserFuzzKit", "SwipeFuzzKit"], path: "Sources/ParserFuzz"),

        .testTarget(name: "SwipeEngineTests", dependencies: ["SwipeEngine", "SwipeFuzzKit"]),
        .testTarget(name: "BlockCatalogTests", dependencies: ["BlockCatalog", "SwipeEngine", "ParserFuzzKit"]),
        .testTarget(name: "GtkBridgeTests", dependencies: ["GtkBridge", "CGtk"]),
        .testTarget(name: "SwipeWidgetsTests", dependencies: ["SwipeWidgets", "GtkBridge", "CGtk"]),
        .testTarget(name: "SwipeBlocksUITests", dependencies: ["SwipeBlocksUI", "GtkBridge", "BlockCatalog", "SwipeEngine", "CGtk", "swipeblocks"]),
    ]
)
