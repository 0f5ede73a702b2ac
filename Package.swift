// swift-tools-version: 6.0
import PackageDescription

// The library depends on Foundation only. Tools (the demo, later benchmarks)
// live in separate targets or nested packages that library users never build.
let package = Package(
    name: "CGLayout",
    products: [
        .library(name: "CGLayout", targets: ["CGLayout"]),
        .executable(name: "cglayout-demo", targets: ["CGLayoutDemo"]),
    ],
    targets: [
        .target(name: "CGLayout"),
        .executableTarget(name: "CGLayoutDemo", dependencies: ["CGLayout"]),
        .testTarget(name: "CGLayoutTests", dependencies: ["CGLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
