import Foundation
import PackagePlugin

/// Generates the DocSnippetTests target's sources from every ```swift block of README.md and of the
/// DocC articles (`Sources/*/*.docc/**/*.md`), so that `swift test` compiles and runs them as written.
///
/// The Markdown files are found when the build is planned, so a new article or block is checked
/// without touching this plugin. SwiftPM must know every output file in advance: the plugin counts
/// the blocks (the same fence rule as the generator, which refuses to run when the counts differ).
@main
struct DocSnippets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Snippets")
        var arguments = [root.path, output.path]
        var inputs: [URL] = []
        var outputs = [output.appendingPathComponent("DocSnippetTests.swift")]
        for file in markdownFiles(in: root) {
            let url = root.appendingPathComponent(file)
            let count = swiftBlockCount(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
            arguments += [file, String(count)]
            inputs.append(url)
            for index in stride(from: 1, through: count, by: 1) {
                outputs.append(output.appendingPathComponent("\(identifier(file))_\(index).swift"))
            }
        }
        return [.buildCommand(displayName: "Extracting the code blocks of README.md and the DocC articles",
                              executable: try context.tool(named: "DocSnippetGenerator").url,
                              arguments: arguments, inputFiles: inputs, outputFiles: outputs)]
    }

    /// README.md and every Markdown file in a DocC catalog under Sources, relative to the package, sorted.
    func markdownFiles(in root: URL) -> [String] {
        var files = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for target in targets.sorted() {
            let targetDirectory = sources.appendingPathComponent(target)
            for entry in ((try? FileManager.default.contentsOfDirectory(atPath: targetDirectory.path)) ?? []).sorted()
            where entry.hasSuffix(".docc") {
                let catalog = "Sources/\(target)/\(entry)"
                let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(catalog).path)
                var articles: [String] = []
                while let path = walker?.nextObject() as? String {
                    if path.hasSuffix(".md") { articles.append("\(catalog)/\(path)") }
                }
                files += articles.sorted()
            }
        }
        return files
    }

    /// The number of ```swift fences, skipping the bodies of every fenced block.
    func swiftBlockCount(in text: String) -> Int {
        var count = 0
        var inBlock = false
        for line in text.components(separatedBy: "\n") {
            let indentation = line.prefix(while: { $0 == " " }).count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inBlock {
                if trimmed.hasPrefix("```") { inBlock = false }
            } else if indentation <= 3, trimmed.hasPrefix("```") {
                inBlock = true
                let language = trimmed.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
                if language == "swift" { count += 1 }
            }
        }
        return count
    }

    /// The generator's name for a Markdown file (see `Snippet.identifier` in DocSnippetGenerator).
    func identifier(_ file: String) -> String {
        let parts = file.split(separator: "/").map(String.init)
        let name = (parts.last ?? file).replacingOccurrences(of: ".md", with: "")
        let target = parts.count >= 2 && parts[0] == "Sources" ? parts[1] + "_" : ""
        return String((target + name).map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
