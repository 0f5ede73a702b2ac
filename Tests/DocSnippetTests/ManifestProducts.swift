import Foundation

/// The library products users see in `Package.swift`: every `.library(name:)`, wherever the manifest declares it,
/// except the benchmarks' conditional one (added only with `CGLAYOUT_BENCHMARKS=1`).
enum ManifestProducts {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    static func libraries() throws -> [String] {
        var manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        if let start = manifest.range(of: "if Context.environment[\"CGLAYOUT_BENCHMARKS\"] == \"1\" {"),
           let end = manifest.range(of: "\n}\n", range: start.upperBound..<manifest.endIndex) {
            manifest.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return manifest.components(separatedBy: ".library(name: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
