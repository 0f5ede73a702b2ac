// swift-tools-version: 6.0
import PackageDescription

// The library depends on Foundation only. Tools (the demo, later benchmarks)
// live in separate targets or nested packages that library users never build.
let package = Package(
    name: "CGLayout",
    // Linux needs no entry. On Apple platforms the text product's locks (NSLock.withLock) need macOS 14 / iOS 17.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
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
        // Auto Layout-style relations between elements, solved by Cassowary, as a layout block.
        .target(name: "CGLayoutRelations", dependencies: ["CGLayout", "Cassowary"]),
        // CSS flexbox (Yoga's defaults), checked against browser-computed fixtures.
        .target(name: "CGLayoutFlex", dependencies: ["CGLayout"]),
        // Shaped font measurement; reaches the system's text libraries with dlopen (no headers, no linker flags).
        .target(name: "CGLayoutText", dependencies: ["CGLayout"]),
        // The simple layout engine (items one after another); its own module so its `Layout` class does not clash with CGLayout's `Layout`.
        .target(name: "SimpleLayoutEngine", dependencies: ["CGLayout"]),
        // Pictures: renders element trees, snapshots and traces to SVG; depends on CGLayout only.
        .target(name: "CGLayoutSVG", dependencies: ["CGLayout"]),
        .target(name: "CGLayoutGallery", dependencies: ["CGLayout", "CGLayoutSVG", "Cassowary", "CGLayoutRelations", "CGLayoutFlex", "CGLayoutText", "SimpleLayoutEngine"]),
        .executableTarget(name: "CGLayoutDemo", dependencies: ["CGLayoutGallery"]),
        // The fuzzer (`swift run -c release cglayout-fuzz`); no product depends on it, so users never build it.
        .executableTarget(name: "cglayout-fuzz", dependencies: ["CGLayoutGallery"], path: "Sources/CGLayoutFuzz"),
        // Turns the ```swift blocks of README.md and the DocC articles into the DocSnippetTests target's sources.
        .executableTarget(name: "DocSnippetGenerator"),
        // What several test targets share: seeds of property tests, expected-frame helpers and the
        // README's example screen. No product includes it, so users never build it.
        .target(name: "CGLayoutTestSupport", dependencies: ["CGLayout"]),
        .plugin(name: "DocSnippets", capability: .buildTool(), dependencies: ["DocSnippetGenerator"]),
        .testTarget(name: "CGLayoutTests", dependencies: ["CGLayout", "CGLayoutTestSupport", "CGLayoutGallery"]),
        .testTarget(name: "SimpleLayoutEngineTests", dependencies: ["SimpleLayoutEngine"]),
        .testTarget(name: "CGLayoutSVGTests", dependencies: ["CGLayoutSVG", "CGLayoutGallery", "CGLayoutText", "CGLayoutTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "CGLayoutGalleryTests", dependencies: ["CGLayoutGallery"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "CGLayoutGallery", "CGLayoutTestSupport"]),
        .testTarget(name: "CGLayoutRelationsTests", dependencies: ["CGLayoutRelations", "CGLayoutGallery", "CGLayoutFlex", "CGLayoutTestSupport"]),
        .testTarget(name: "CGLayoutTextTests", dependencies: ["CGLayoutText", "CGLayoutFlex"]),
        .testTarget(name: "CGLayoutFlexTests", dependencies: ["CGLayoutFlex", "CGLayoutGallery", "CGLayoutText", "CGLayoutTestSupport"],
                    exclude: ["conformance-kept.txt", "BrowserFixtures"]),
        // Every ```swift block of README.md and the DocC articles, compiled and run as written
        // (MemberImportVisibility: a block must import every module whose members it uses).
        .testTarget(name: "DocSnippetTests",
                    dependencies: ["CGLayout", "SimpleLayoutEngine", "CGLayoutSVG", "Cassowary", "CGLayoutRelations",
                                   "CGLayoutFlex", "CGLayoutText", "CGLayoutGallery"],
                    swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")],
                    plugins: ["DocSnippets"]),
    ],
    swiftLanguageModes: [.v6]
)

// The documentation site: `Scripts/docs.sh` sets CGLAYOUT_DOCS=1, which adds swift-docc-plugin for
// `swift package generate-documentation`. Without it (every `swift build`, `swift test`, and every
// package that depends on this one) the plugin is neither fetched nor built.
if Context.environment["CGLAYOUT_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
