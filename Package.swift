// swift-tools-version: 6.3
import PackageDescription

// The library depends on Foundation only. Tools (the demo, later benchmarks)
// live in separate targets or nested packages that library users never build.
let package = Package(
    name: "CGLayout",
    // Linux needs no entry. On Apple platforms the floor is the first release with the Synchronization
    // module (Mutex, Atomic: macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2), so element state has one
    // lock and one set of atomics on every platform instead of an os_unfair_lock branch for Apple's.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "CGLayout", targets: ["CGLayout"]),
        .library(name: "SimpleLayoutEngine", targets: ["SimpleLayoutEngine"]),
        .library(name: "CGLayoutSVG", targets: ["CGLayoutSVG"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "CGLayoutRelations", targets: ["CGLayoutRelations"]),
        .library(name: "CGLayoutFlex", targets: ["CGLayoutFlex"]),
        // Text measured with a real font (HarfBuzz, ICU and fontconfig, loaded at run time).
        .library(name: "CGLayoutText", targets: ["CGLayoutText"]),
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
        // The simple layout engine (items one after another): its type is `LinearLayout`, its documented spelling
        // `Layout(parentFrame:direction:alignment:)` a function, so `Layout` as a type is always CGLayout's.
        .target(name: "SimpleLayoutEngine", dependencies: ["CGLayout"]),
        // Pictures: renders element trees, snapshots and traces to SVG; depends on CGLayout only.
        .target(name: "CGLayoutSVG", dependencies: ["CGLayout"]),
        // The demo's example scenes and HTML gallery: no product for users (see the end of this file).
        .target(name: "CGLayoutGallery", dependencies: ["CGLayout", "CGLayoutSVG", "Cassowary", "CGLayoutRelations", "CGLayoutFlex", "CGLayoutText",
                                                       "SimpleLayoutEngine", "BaseTestSupport", "CassowaryWorkloads", "FlexWorkloads"]),
        .executableTarget(name: "CGLayoutDemo", dependencies: ["CGLayoutGallery"]),
        // The fuzzer (`swift run -c release cglayout-fuzz`); no product depends on it, so users never build it.
        .executableTarget(name: "cglayout-fuzz", dependencies: ["CGLayoutGallery", "BaseTestSupport"], path: "Sources/CGLayoutFuzz"),
        // Turns the ```swift blocks of README.md and the DocC articles into the DocSnippetTests target's sources.
        .executableTarget(name: "DocSnippetGenerator"),
        // What tests share, one target per need, mirroring the library (no product includes them, so users never
        // build them): the seeded generator, the seeds of property tests and the long-test switch (depends on
        // nothing); the solver workloads (Cassowary only); the flex feed (CGLayoutFlex); expected-frame helpers,
        // the README's example screen and a tree host (CGLayout and CGLayoutHosting; re-exports the first).
        .target(name: "BaseTestSupport"),
        .target(name: "CassowaryWorkloads", dependencies: ["Cassowary"]),
        // The flex feed of Yoga's benchmark (CGLayoutFlex and CGLayout).
        .target(name: "FlexWorkloads", dependencies: ["CGLayout", "CGLayoutFlex"]),
        .target(name: "CGLayoutTestSupport", dependencies: ["CGLayout", "BaseTestSupport", "CGLayoutHosting"]),
        // Recorded SVG pictures and readable labels, for the renderer's tests and the gallery's (depends on nothing).
        .target(name: "SVGTestSupport"),
        .plugin(name: "DocSnippets", capability: .buildTool(), dependencies: ["DocSnippetGenerator"]),
        .testTarget(name: "CGLayoutTests", dependencies: ["CGLayout", "CGLayoutTestSupport"]),
        .testTarget(name: "SimpleLayoutEngineTests", dependencies: ["SimpleLayoutEngine", "CGLayout"]),
        .testTarget(name: "CGLayoutSVGTests", dependencies: ["CGLayoutSVG", "CGLayoutText", "CGLayoutTestSupport", "SVGTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "CGLayoutGalleryTests", dependencies: ["CGLayoutGallery", "CGLayoutSVG", "BaseTestSupport", "CGLayoutTestSupport", "SVGTestSupport"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "BaseTestSupport", "CassowaryWorkloads"]),
        .testTarget(name: "CGLayoutRelationsTests", dependencies: ["CGLayoutRelations", "CGLayoutFlex", "CGLayoutTestSupport", "BaseTestSupport"]),
        .testTarget(name: "CGLayoutTextTests", dependencies: ["CGLayoutText", "CGLayoutFlex"]),
        .testTarget(name: "CGLayoutFlexTests", dependencies: ["CGLayoutFlex", "FlexWorkloads", "CGLayoutText", "CGLayoutTestSupport"],
                    exclude: ["conformance-kept.txt", "BrowserFixtures"]),
        // Every ```swift block of README.md and the DocC articles, compiled and run as written
        // (MemberImportVisibility: a block must import every module whose members it uses).
        .testTarget(name: "DocSnippetTests",
                    dependencies: ["CGLayout", "SimpleLayoutEngine", "CGLayoutSVG", "Cassowary", "CGLayoutRelations",
                                   "CGLayoutFlex", "CGLayoutText"],
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

// The nested benchmark package builds its scenes from the gallery, and a nested package sees only products:
// `Benchmarks/compare` (and `swift package benchmark` run with CGLAYOUT_BENCHMARKS=1) adds the gallery as a
// product. Users of the library never see it: the demo's scenes are not part of the library's API.
if Context.environment["CGLAYOUT_BENCHMARKS"] == "1" {
    package.products.append(.library(name: "CGLayoutGallery", targets: ["CGLayoutGallery"]))
}

// MARK: - Views, layers and labels as layout elements (the Apple adapters)
//
// CGLayoutHosting is the part every adapter shares and builds everywhere. Each SDK's adapter is its own
// product, so an app links only what it uses; their sources sit behind `#if canImport(UIKit)` (QuartzCore,
// AppKit), so on Linux those modules are empty and build as before.
package.products += [
    .library(name: "CGLayoutHosting", targets: ["CGLayoutHosting"]),
    .library(name: "CGLayoutQuartzCore", targets: ["CGLayoutQuartzCore"]),
    .library(name: "CGLayoutUIKit", targets: ["CGLayoutUIKit"]),
    .library(name: "CGLayoutAppKit", targets: ["CGLayoutAppKit"]),
]
package.targets += [
    .target(name: "CGLayoutHosting", dependencies: ["CGLayout"]),
    .target(name: "CGLayoutQuartzCore", dependencies: ["CGLayoutHosting"]),
    .target(name: "CGLayoutUIKit", dependencies: ["CGLayoutHosting", "CGLayoutQuartzCore"]),
    .target(name: "CGLayoutAppKit", dependencies: ["CGLayoutHosting", "CGLayoutQuartzCore"]),
    .testTarget(name: "CGLayoutHostingTests", dependencies: ["CGLayoutHosting", "CGLayoutTestSupport"]),
]

// Where Apple's SDKs do not exist, the adapters are checked against declaration modules: test-only
// targets that declare the SDK surface the adapters use (names, signatures and isolation as Apple
// documents them) and implement UIKit's geometry. They are named `UIKitDeclarations` and so on, never
// `UIKit`: SwiftPM puts every module of the package on every target's search path, and a module named
// `UIKit` would make `canImport(UIKit)` true in the real adapter products too. Only the targets below
// see them under the SDK's name, through `-module-alias`; the adapters' own source folders are compiled
// a second time into `…OnDeclarations` targets through symbolic links (the same files, not copies).
// No product includes any of them, so apps never build them.
#if !canImport(Darwin)
let declarationAliases = ["UIKit=UIKitDeclarations", "AppKit=AppKitDeclarations", "QuartzCore=QuartzCoreDeclarations",
                          "CGLayoutQuartzCore=CGLayoutQuartzCoreOnDeclarations",
                          "CGLayoutUIKit=CGLayoutUIKitOnDeclarations", "CGLayoutAppKit=CGLayoutAppKitOnDeclarations"]
// The aliases, Swift's run-time isolation checks in every main-actor closure, and no cross-import
// overlays (Swift Testing declares one for `UIKit`, which exists only in Apple's SDK).
let isolationChecks: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-enable-actor-data-race-checks"])]
let onDeclarations: [SwiftSetting] = [
    .unsafeFlags(declarationAliases.flatMap { ["-module-alias", $0] }
                 + ["-Xfrontend", "-enable-actor-data-race-checks", "-Xfrontend", "-disable-cross-import-overlays"]),
    .define("CGLAYOUT_DECLARATIONS"),
]
package.targets += [
    .target(name: "QuartzCoreDeclarations", path: "Tests/AppleDeclarations/QuartzCoreDeclarations", swiftSettings: isolationChecks),
    .target(name: "UIKitDeclarations", dependencies: ["QuartzCoreDeclarations", "CGLayout"],
            path: "Tests/AppleDeclarations/UIKitDeclarations", swiftSettings: isolationChecks),
    .target(name: "AppKitDeclarations", dependencies: ["QuartzCoreDeclarations", "CGLayout"],
            path: "Tests/AppleDeclarations/AppKitDeclarations", swiftSettings: isolationChecks),
    .target(name: "CGLayoutQuartzCoreOnDeclarations", dependencies: ["CGLayoutHosting", "QuartzCoreDeclarations"],
            path: "Tests/AppleDeclarations/CGLayoutQuartzCoreOnDeclarations", swiftSettings: onDeclarations),
    .target(name: "CGLayoutUIKitOnDeclarations", dependencies: ["CGLayoutHosting", "UIKitDeclarations", "CGLayoutQuartzCoreOnDeclarations"],
            path: "Tests/AppleDeclarations/CGLayoutUIKitOnDeclarations", swiftSettings: onDeclarations),
    .target(name: "CGLayoutAppKitOnDeclarations", dependencies: ["CGLayoutHosting", "AppKitDeclarations", "CGLayoutQuartzCoreOnDeclarations"],
            path: "Tests/AppleDeclarations/CGLayoutAppKitOnDeclarations", swiftSettings: onDeclarations),
    .testTarget(name: "CGLayoutAdapterTests",
                dependencies: ["CGLayoutUIKitOnDeclarations", "CGLayoutAppKitOnDeclarations", "CGLayoutQuartzCoreOnDeclarations",
                               "CGLayoutTestSupport", "CGLayoutFlex"],
                swiftSettings: onDeclarations),
]
let sdkSnippetDependencies: [Target.Dependency] = ["CGLayoutUIKitOnDeclarations", "CGLayoutAppKitOnDeclarations"]
#else
let onDeclarations: [SwiftSetting] = []
package.targets += [
    // On Apple's platforms the same tests run against the SDK and the adapter products themselves.
    .testTarget(name: "CGLayoutAdapterTests",
                dependencies: ["CGLayoutUIKit", "CGLayoutAppKit", "CGLayoutQuartzCore", "CGLayoutTestSupport", "CGLayoutFlex"]),
]
let sdkSnippetDependencies: [Target.Dependency] = ["CGLayoutUIKit", "CGLayoutAppKit", "CGLayoutQuartzCore"]
#endif
// The fuzzer's `hosts` engine lays out main-actor hosts through their elements.
package.targets.first { $0.name == "cglayout-fuzz" }?.dependencies += ["CGLayoutHosting", "CGLayoutTestSupport"]
// The documentation's app examples (`import UIKit`) compile with the rest of the snippets.
if let snippets = package.targets.first(where: { $0.name == "DocSnippetTests" }) {
    snippets.dependencies += sdkSnippetDependencies + ["CGLayoutHosting"]
    snippets.swiftSettings = (snippets.swiftSettings ?? []) + onDeclarations
}
