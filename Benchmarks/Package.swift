// swift-tools-version: 6.3
import PackageDescription

// Benchmarks live in their own package so that users of the library never
// build package-benchmark. Run them with `./compare` for the ratio table of the README, or with
// `CGLAYOUT_BENCHMARKS=1 swift package benchmark` here: the variable makes the root package offer its gallery
// (the scenes benchmarked here) as a product, which it does not for users of the library.
let package = Package(
    name: "CGLayoutBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cglayout-profile", targets: ["Profile"]),
    ],
    dependencies: [
        .package(name: "CGLayout", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // A plain loop over the same scenes, to profile with valgrind's callgrind.
        .executableTarget(
            name: "Profile",
            dependencies: [.product(name: "CGLayoutGallery", package: "CGLayout"), .product(name: "Cassowary", package: "CGLayout"),
                           .product(name: "CGLayoutFlex", package: "CGLayout"), .product(name: "CGLayoutRelations", package: "CGLayout"),
                           .product(name: "CGLayoutHosting", package: "CGLayout")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "CGLayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CGLayout", package: "CGLayout"),
                .product(name: "CGLayoutGallery", package: "CGLayout"),
                .product(name: "Cassowary", package: "CGLayout"),
                .product(name: "CGLayoutFlex", package: "CGLayout"),
                .product(name: "CGLayoutRelations", package: "CGLayout"),
                .product(name: "CGLayoutText", package: "CGLayout"),
            ],
            path: "Benchmarks/CGLayoutBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
