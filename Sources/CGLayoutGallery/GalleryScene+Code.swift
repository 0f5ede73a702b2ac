import Foundation

extension GalleryScene {
    /// The source of the function `function` (as `#function` spells it, e.g. `wrap()`) in `file`: from its
    /// `func` line to its closing brace. `nil` when the file cannot be read (a demo run away from its sources)
    /// or the function is not found.
    ///
    /// - Parameters:
    ///   - file: The source file (`#filePath` where the scene is built).
    ///   - function: The function that builds the scene (`#function` there).
    /// - Returns: The function's lines.
    static func sourceExcerpt(file: String, function: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let name = function.prefix { $0 != "(" }
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("func \(name)(") }) else { return nil }
        var depth = 0
        var opened = false
        var excerpt: [String] = []
        for line in lines[start...] {
            excerpt.append(line)
            for character in line {
                if character == "{" { depth += 1; opened = true } else if character == "}" { depth -= 1 }
            }
            if opened && depth <= 0 { break }
        }
        let indentation = excerpt.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return excerpt.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }
}
