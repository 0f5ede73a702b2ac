import Foundation
import Testing

/// The README's promises that are not code blocks: its products table and its two commands.
@Suite("README")
struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    static func read(_ path: String) throws -> String { try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) }

    @Test("Every library product of Package.swift is in the README's products table, and nothing else is")
    func products() throws {
        let readme = try Self.read("README.md")
        let declared = try ManifestProducts.libraries()
        // The products table is the section "Add it to a package" (other tables start their rows with code too).
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let section = lines.drop { $0 != "## Add it to a package" }.dropFirst().prefix { !$0.hasPrefix("## ") }
        let listed = section.filter { $0.hasPrefix("| `") }.map { String($0.dropFirst(3).prefix { $0 != "`" }) }
        #expect(!declared.isEmpty)
        #expect(Set(declared) == Set(listed))
    }

    @Test("The README's two commands are the ones CI runs")
    func commands() throws {
        let readme = try Self.read("README.md"), ci = try Self.read(".ci/run")
        #expect(readme.contains("```sh\nswift run cglayout-demo\n```") && readme.contains("```sh\nswift test\n```"))
        #expect(ci.split(separator: "\n").contains("swift test"))
        #expect(ci.contains("swift run cglayout-demo"))
    }
}
