import Foundation

/// One fenced ```swift block of a Markdown file, with what the text says about it.
struct SwiftBlock {
    /// The 1-based line of the block's first line of code in its file.
    var firstLine: Int
    /// The code, without the fences and without the fence's indentation.
    var lines: [String]
    /// The marker written on the line before the fence (`<!-- snippet: NAME -->`), if any.
    var marker: Marker?
    /// The ```text block that follows the block before any other fenced block: what it prints.
    var expectedOutput: [String]?
}

/// What a `<!-- snippet: NAME -->` line just before a ```swift fence says.
enum Marker: String {
    /// A deliberate fragment: not compiled. Use sparingly, say why in the text around it.
    case fragment
    /// Continues the previous ```swift block of the same file: compiled and run together with it.
    case continues
}

/// A problem with a Markdown file's blocks that the generator reports instead of guessing.
struct MarkdownError: Error, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String
    var description: String { "\(file):\(line): error: \(message)" }
}

/// Reads the fenced blocks of one Markdown file.
enum MarkdownSnippets {
    /// The text of the marker line, e.g. `<!-- snippet: fragment -->`.
    static func marker(in line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        guard inner.hasPrefix("snippet:") else { return nil }
        return inner.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces)
    }

    /// Every ```swift block of `text`, in order. `file` names the file in errors.
    static func swiftBlocks(in text: String, file: String) throws -> [SwiftBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [SwiftBlock] = []
        var lastFenceWasSwift = false   // whether the previous fenced block was a swift block
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let indentation = line.prefix(while: { $0 == " " }).count
            let trimmed = line.dropFirst(indentation)
            guard indentation <= 3, trimmed.hasPrefix("```") else { index += 1; continue }
            let info = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            let language = info.split(separator: " ").first.map(String.init) ?? ""
            // The body runs to the closing fence of at least three backticks.
            var body: [String] = []
            var end = index + 1
            while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                body.append(String(lines[end].dropFirst(min(indentation, lines[end].prefix(while: { $0 == " " }).count))))
                end += 1
            }
            guard end < lines.count else {
                throw MarkdownError(file: file, line: index + 1, message: "a code block that is never closed")
            }
            if language == "swift" {
                var marker: Marker?
                if index > 0, let name = Self.marker(in: lines[index - 1]) {
                    guard let known = Marker(rawValue: name) else {
                        throw MarkdownError(file: file, line: index, message: "unknown snippet marker '\(name)' (known: fragment, continues)")
                    }
                    marker = known
                }
                if marker == .continues, blocks.last(where: { $0.marker != .fragment }) == nil {
                    throw MarkdownError(file: file, line: index, message: "a block marked 'continues' has no compiled block before it")
                }
                blocks.append(SwiftBlock(firstLine: index + 2, lines: body, marker: marker))
                lastFenceWasSwift = true
            } else {
                if language == "text", lastFenceWasSwift, blocks[blocks.count - 1].marker != .fragment {
                    blocks[blocks.count - 1].expectedOutput = body
                }
                lastFenceWasSwift = false
            }
            index = end + 1
        }
        return blocks
    }
}
