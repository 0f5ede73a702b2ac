import CGLayout
import Foundation
import Testing

/// The version the package reports is the one its change log released last, and the contributors' guide
/// says how to cut the next one.
@Suite("Version")
struct VersionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("CGLayout.version is semantic (major.minor.patch) and the newest release heading of CHANGELOG.md")
    func versionMatchesTheChangeLog() throws {
        let parts = CGLayout.version.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(CGLayout.version) is not major.minor.patch")
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Release headings read "## [0.1.0] — 2026-11-27"; "## [Unreleased]" is not a release.
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = releases.first.map { $0.dropFirst(4).prefix { $0 != "]" } }
        #expect(newest.map(String.init) == CGLayout.version)
    }

    @Test("CONTRIBUTING.md has a release section that names the version, the change log, CI and the tag")
    func contributingSaysHowToRelease() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let release = guide.components(separatedBy: "## Cutting a release").dropFirst().first ?? ""
        for step in ["Sources/CGLayout/Version.swift", "CHANGELOG.md", ".ci/run", "git tag"] {
            #expect(release.contains(step), "the release section does not mention \(step)")
        }
    }
}
