import Foundation
import Testing

/// What a documentation snippet prints, captured while the snippet runs.
///
/// The snippets' sources are generated into this module by the DocSnippets plugin; their calls to
/// `print` resolve to the module's own `print` below (a module's declarations shadow the standard
/// library's), which writes into the running snippet's buffer.
final class SnippetOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    /// The buffer of the snippet running in this task, if any.
    @TaskLocal static var current: SnippetOutput?

    func append(_ string: String) { lock.withLock { text += string } }
    var printed: String { lock.withLock { text } }

    /// Runs `snippet`, then compares what it printed with the ```text block the documentation shows
    /// after it (trailing newlines aside). With no such block, the snippet only has to run without throwing.
    static func check(_ snippet: () async throws -> Void, printing expected: String?, file: String, line: Int) async throws {
        let output = SnippetOutput()
        try await $current.withValue(output) { try await snippet() }
        guard let expected else { return }
        let printed = output.printed.trimmingCharacters(in: .newlines)
        #expect(printed == expected.trimmingCharacters(in: .newlines),
                "\(file):\(line): the block prints something else than the text block after it shows")
    }

    /// Where the snippets' files go: a scratch folder per test process, never the working directory.
    static let scratch: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cglayout-doc-snippets-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()
}

/// `print` as the snippets call it: into the running snippet's buffer.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator) + terminator
    if let output = SnippetOutput.current { output.append(line) } else { Swift.print(line, terminator: "") }
}

extension String {
    /// `write(toFile:)` as the snippets call it: a relative path lands in the scratch folder, so running
    /// the documentation's examples never writes into the package. More specific than Foundation's
    /// generic `StringProtocol` method, so the snippets' calls resolve to it.
    func write(toFile path: String, atomically useAuxiliaryFile: Bool, encoding: String.Encoding) throws {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : SnippetOutput.scratch.appendingPathComponent(path)
        try Data(self.data(using: encoding) ?? Data()).write(to: url, options: useAuxiliaryFile ? .atomic : [])
    }
}
