// swift-tools-version: 6.0
import PackageDescription

// The library depends on Foundation only. Tools (the demo, later benchmarks)
// live in separate targets or nested packages that library users never build.
let package = Package(
    name: "CGLayout",
    products: [
        .library(name: "CGLayout", targets: ["CGLayout"]),
        .library(name: "SimpleLayoutEngine", targets: ["SimpleLayoutEngine"]),
        .library(name: "CGLayoutSVG", targets: ["CGLayoutSVG"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CGLayoutRelations", targets: ["CGLayoutRelations"]),
        .library(name: "CGLayoutFlex", targets: ["CGLayoutFlex"]),
        // Text measured with a real font (HarfBuzz, ICU and fontconfig, loaded at run time).
        .library(name: "CGLayoutText", targets: ["CGLayoutText"]),
        // Example scenes and the HTML gallery (used by the demo, the tests and the benchmarks).
        .library(name: "CGLayoutGallery", targets: ["CGLayoutGallery"]),
        .executable(name: "cglayout-demo", targets: ["CGLayoutDemo"]),
    ],
    targets: [
        .target(name: "CGLayout"),
        // An incremental Cassowary solver; imports nothing but the standard library.
        .target(name: "Cassowary"),
        // Seed 003's relations between elements, solved by Cassowary, as a layout block.
        .target(name: "CGLayoutRelations", dependencies: ["CGLayout", "Cassowary"]),
        // CSS flexbox (Yoga's defaults), checked against browser-computed fixtures.
        .target(name: "CGLayoutFlex", dependencies: ["CGLayout"]),
        // Shaped font measurement; reaches the system's text libraries with dlopen (no headers, no linker flags).
        .target(name: "CGLayoutText", dependencies: ["CGLayout"]),
        // Seed 002's engine; its own module so its `Layout` class does not clash with CGLayout's `Layout`.
        .target(name: "SimpleLayoutEngine", dependencies: ["CGLayout"]),
        // Pictures: renders element trees, snapshots and traces to SVG; depends on CGLayout only.
        .target(name: "CGLayoutSVG", dependencies: ["CGLayout"]),
        .target(name: "CGLayoutGallery", dependencies: ["CGLayout", "CGLayoutSVG", "Cassowary", "CGLayoutRelations", "CGLayoutFlex", "CGLayoutText"]),
        .executableTarget(name: "CGLayoutDemo", dependencies: ["CGLayoutGallery"]),
        // The fuzzer (`swift run -c release cglayout-fuzz`); no product depends on it, so users never build it.
        .executableTarget(name: "cglayout-fuzz", dependencies: ["CGLayoutGallery"], path: "Sources/CGLayoutFuzz"),
        .testTarget(name: "CGLayoutTests", dependencies: ["CGLayout"]),
        .testTarget(name: "SimpleLayoutEngineTests", dependencies: ["SimpleLayoutEngine"]),
        .testTarget(name: "CGLayoutSVGTests", dependencies: ["CGLayoutSVG", "CGLayoutGallery", "CGLayoutText"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CGLayoutGalleryTests", dependencies: ["CGLayoutGallery"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CGLayoutGallery"]),
        .testTarget(name: "CGLayoutRelationsTests", dependencies: ["CGLayoutRelations"]),
        .testTarget(name: "CGLayoutTextTests", dependencies: ["CGLayoutText", "CGLayoutFlex"]),
        .testTarget(name: "CGLayoutFlexTests", dependencies: ["CGLayoutFlex", "CGLayoutGallery", "CGLayoutText"],
                    exclude: ["conformance-skips.txt", "TextFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
