#if CGLAYOUT_DECLARATIONS
import Foundation
import Testing

// MARK: - Views stay on the main actor: code that reads a view off it does not compile

/// Code that must not compile, each beside a twin that differs only in where it runs and must
/// compile. The test type-checks all of them in one `swiftc -typecheck` run against the modules
/// this test target was built with (the adapters compiled on the SDK declarations, under the SDK's
/// names), in Swift 6 mode, and checks that each refused line is refused for its isolation.
struct OffMainActorCase: Sendable {
    var name: String
    /// The member the compiler names in its refusal.
    var member: String
    /// Declarations that read or write a view, a layer or a view's block off the main actor.
    var refused: String
    /// The same on the main actor.
    var accepted: String

    static let all: [OffMainActorCase] = [
        OffMainActorCase(
            name: "a view's frame read in a nonisolated function", member: "frame",
            refused: "nonisolated func frameOf(_ view: UIView) -> CGRect { view.frame }",
            accepted: "@MainActor func frameOf(_ view: UIView) -> CGRect { view.frame }"),
        OffMainActorCase(
            name: "a label's text read in a detached task", member: "text",
            refused: "func textOf(_ label: UILabel) async -> String? { await Task.detached { label.text }.value }",
            accepted: "func textOf(_ label: UILabel) async -> String? { await Task.detached { @MainActor in label.text }.value }"),
        OffMainActorCase(
            name: "a view reached through its Sendable element off the main actor", member: "host",
            refused: "nonisolated func hostOf(_ element: HostElement) -> (any LayoutHost)? { element.host }",
            accepted: "@MainActor func hostOf(_ element: HostElement) -> (any LayoutHost)? { element.host }"),
        OffMainActorCase(
            name: "a layer's element taken off the main actor (CALayer itself is not isolated)", member: "layoutElement",
            refused: "nonisolated func elementOf(_ layer: CALayer) -> HostElement { layer.layoutElement }",
            accepted: "@MainActor func elementOf(_ layer: CALayer) -> HostElement { layer.layoutElement }"),
        OffMainActorCase(
            name: "a view's own block laid out in a detached task without await", member: "layout(direction:)",
            refused: """
                func layOut(_ block: LayoutBlock<HostElement>) async {
                    await Task.detached { block.layout(direction: .leftToRight) }.value
                }
                """,
            accepted: """
                func layOut(_ block: LayoutBlock<HostElement>) async {
                    await Task.detached { await block.layout(direction: .leftToRight) }.value
                }
                """),
        OffMainActorCase(
            name: "a scheme's views captured off the main actor", member: "captureHostState(for:direction:)",
            refused: "nonisolated func capture(_ scheme: LayoutScheme, _ rect: CGRect) { scheme.captureHostState(for: rect) }",
            accepted: "@MainActor func capture(_ scheme: LayoutScheme, _ rect: CGRect) { scheme.captureHostState(for: rect) }"),
        OffMainActorCase(
            name: "an NSView's flipping read in a nonisolated function", member: "isFlipped",
            refused: "nonisolated func flipped(_ view: NSView) -> Bool { view.isFlipped }",
            accepted: "@MainActor func flipped(_ view: NSView) -> Bool { view.isFlipped }"),
    ] + chatScreen

    /// What a chat screen's author reaches for when row heights are computed off the main actor: the
    /// cell's views instead of its content.
    static let chatScreen: [OffMainActorCase] = [
        OffMainActorCase(
            name: "a label's text read in the off-main-actor height computation", member: "text",
            refused: """
                @concurrent nonisolated func height(of label: UILabel, width: CGFloat) async -> CGFloat {
                    TextNode(text: label.text ?? "").sizeThatFits(CGSize(width: width, height: .infinity)).height
                }
                """,
            accepted: """
                @MainActor func height(of label: UILabel, width: CGFloat) -> CGFloat {
                    TextNode(text: label.text ?? "").sizeThatFits(CGSize(width: width, height: .infinity)).height
                }
                """),
        OffMainActorCase(
            name: "a label measured in a task group's child task", member: "sizeThatFits",
            refused: """
                func heights(of labels: [UILabel], width: CGFloat) async -> [CGFloat] {
                    await withTaskGroup(of: CGFloat.self) { group in
                        for label in labels { group.addTask { label.sizeThatFits(CGSize(width: width, height: 0)).height } }
                        return await group.reduce(into: []) { $0.append($1) }
                    }
                }
                """,
            accepted: """
                @MainActor func heights(of labels: [UILabel], width: CGFloat) -> [CGFloat] {
                    labels.map { $0.sizeThatFits(CGSize(width: width, height: 0)).height }
                }
                """),
        OffMainActorCase(
            name: "the table view's direction read in the detached computation", member: "effectiveUserInterfaceLayoutDirection",
            refused: """
                func direction(of table: UIView) async -> LayoutDirection {
                    await Task.detached { LayoutDirection(table.effectiveUserInterfaceLayoutDirection) }.value
                }
                """,
            accepted: """
                @MainActor func direction(of table: UIView) async -> LayoutDirection {
                    let direction = LayoutDirection(table.effectiveUserInterfaceLayoutDirection)
                    return await Task.detached { direction }.value
                }
                """),
        OffMainActorCase(
            name: "a cell's width read by a height-cache actor", member: "contentView",
            refused: """
                actor Heights {
                    func width(of cell: UITableViewCell) -> CGFloat { cell.contentView.bounds.width }
                }
                """,
            accepted: """
                actor Heights {
                    func width(of cell: UITableViewCell) async -> CGFloat { await cell.contentView.bounds.width }
                }
                """),
        OffMainActorCase(
            name: "a kept frame written to a label from a detached task", member: "frame",
            refused: """
                func show(_ frame: CGRect, on label: UILabel) async {
                    await Task.detached { label.frame = frame }.value
                }
                """,
            accepted: """
                func show(_ frame: CGRect, on label: UILabel) async {
                    await Task.detached { @MainActor in label.frame = frame }.value
                }
                """),
    ]
}

/// Where the test target's modules are and how the adapters see the SDK declarations.
enum DeclarationModules {
    /// The module aliases of the package's declaration targets (`Package.swift`).
    static let aliases = ["UIKit=UIKitDeclarations", "AppKit=AppKitDeclarations", "QuartzCore=QuartzCoreDeclarations",
                          "CGLayoutQuartzCore=CGLayoutQuartzCoreOnDeclarations",
                          "CGLayoutUIKit=CGLayoutUIKitOnDeclarations", "CGLayoutAppKit=CGLayoutAppKitOnDeclarations"]

    /// The folder holding `CGLayoutUIKitOnDeclarations.swiftmodule`: next to the test bundle, or its `Modules` folder.
    static var folder: URL? {
        var candidates: [URL] = []
        for path in [CommandLine.arguments.first, Bundle.main.executablePath].compactMap({ $0 }) {
            var directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            for _ in 0..<4 {
                candidates += [directory.appendingPathComponent("Modules"), directory]
                directory.deleteLastPathComponent()
            }
        }
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("CGLayoutUIKitOnDeclarations.swiftmodule").path)
        }
    }
}

@Suite("Main actor: code that reads a view off it does not compile")
struct MainActorCompileTests {
    /// The errors of one type-check of `source`, by 1-based line.
    static func errors(typeChecking source: String) throws -> [Int: [String]] {
        let modules = try #require(DeclarationModules.folder, "the test target's modules were not found beside \(CommandLine.arguments.first ?? "")")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cglayout-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("OffMainActor.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
                             "-module-cache-path", folder.appendingPathComponent("cache").path]
            + DeclarationModules.aliases.flatMap { ["-module-alias", $0] } + [file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var errors: [Int: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix(file.path + ":") && line.contains(": error: ") {
            let fields = line.dropFirst(file.path.count + 1).split(separator: ":", maxSplits: 1)
            if let number = Int(fields[0]) { errors[number, default: []].append(String(line)) }
        }
        if process.terminationStatus != 0 && errors.isEmpty { Issue.record("swiftc failed without an error in the file:\n\(text)") }
        return errors
    }

    @Test("Each refused snippet fails to type-check for its isolation; its main-actor twin type-checks")
    func offMainActorDoesNotCompile() throws {
        var source = "import AppKit\nimport CGLayout\nimport CGLayoutAppKit\nimport CGLayoutUIKit\nimport Foundation\nimport QuartzCore\nimport UIKit\n"
        // Each snippet in its own enum (as methods), so the twins' names do not clash; its lines are remembered.
        var ranges: [(OffMainActorCase, refused: ClosedRange<Int>, accepted: ClosedRange<Int>)] = []
        func append(_ code: String, in name: String) -> ClosedRange<Int> {
            let first = source.split(separator: "\n", omittingEmptySubsequences: false).count
            source += "enum \(name) {\n" + code.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
            source += "\n}\n"
            return first...(source.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        }
        for (index, snippet) in OffMainActorCase.all.enumerated() {
            ranges.append((snippet, append(snippet.refused, in: "Refused\(index)"), append(snippet.accepted, in: "Accepted\(index)")))
        }
        let errors = try Self.errors(typeChecking: source)
        for (snippet, refused, accepted) in ranges {
            let refusals = refused.flatMap { errors[$0] ?? [] }
            #expect(refusals.contains { $0.contains("main actor-isolated") && $0.contains("'\(snippet.member)'") },
                    "\(snippet.name): \(refusals)")
            let other = accepted.flatMap { errors[$0] ?? [] }
            #expect(other.isEmpty, "\(snippet.name), on the main actor: \(other)")
        }
        let outside = errors.filter { line, _ in !ranges.contains { $0.refused.contains(line) || $0.accepted.contains(line) } }
        #expect(outside.isEmpty, "\(outside)")
    }
}
#endif
