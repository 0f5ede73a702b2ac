// swift-tools-version: 6.0
import PackageDescription

// The library depends on Foundation only. Tools (the demo, later benchmarks)
// live in separate targets or nested packages that library users never build.
let package = Package(
    name: "CGLayout",
    products: [
        .library(name: "CGLayout", targets: ["CGLayout"]),
        .library(name: "SimpleLayoutEngine", targets: ["SimpleLayoutEngine"]),
        .executable(name: "cglayout-demo", targets: ["CGLayoutDemo"]),
    ],
    targets: [
        .target(name: "CGLayout"),
        // Seed 002's engine; its own module so its `Layout` class does not clash with CGLayout's `Layout`.
        .target(name: "SimpleLayoutEngine", dependencies: ["CGLayout"]),
        .executableTarget(name: "CGLayoutDemo", dependencies: ["CGLayout"]),
        .testTarget(name: "CGLayoutTests", dependencies: ["CGLayout"]),
        .testTarget(name: "SimpleLayoutEngineTests", dependencies: ["SimpleLayoutEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
