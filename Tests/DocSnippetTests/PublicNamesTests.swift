import Foundation
import Testing

/// The package's modules can be imported together: no two of them declare a public type of the same name at
/// the top level (a file importing both could not name it as a type). The simple layout engine's documented
/// `Layout(parentFrame:direction:alignment:)` is a function for this reason.
@Suite("Public names")
struct PublicNamesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL

    /// The top-level public and open type names declared in `Sources/<module>`.
    static func topLevelTypes(of module: String) throws -> Set<String> {
        let folder = root.appendingPathComponent("Sources/\(module)")
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: Set<String> = []
        let kinds = ["class", "struct", "enum", "protocol", "typealias", "actor"]
        for case let file as URL in files where file.pathExtension == "swift" {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                // Top level: no indentation.
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "final" && $0 != "indirect" }
                guard !line.hasPrefix(" "), words.count >= 3, ["public", "open"].contains(words[0]), kinds.contains(String(words[1])) else { continue }
                names.insert(String(words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    @Test("No two library modules declare a public top-level type of the same name")
    func noClashes() throws {
        let modules = try ManifestProducts.libraries()
        #expect(modules.count >= 7)
        var owner: [String: String] = [:]
        for module in modules {
            let names = try Self.topLevelTypes(of: module)
            for name in names {
                if let other = owner[name] { Issue.record("\(name) is a public type of both \(other) and \(module)") }
                owner[name] = module
            }
        }
        #expect(owner["Layout"] == "CGLayout" && owner["LinearLayout"] == "SimpleLayoutEngine")
    }
}
