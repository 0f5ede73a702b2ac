import Foundation

/// Texts of 100,000 characters for the text engine: one word, one letter with its combining marks,
/// a paragraph of Arabic or mixed words, or the engine's pieces repeated; measuring must stay
/// defined (and, in the benchmark, linear in the length).
extension TextCase {
    /// The share of text cases that measure a text of 10⁵ characters.
    static let longShare = 0.001

    /// A text of 100,000 characters of one of the long shapes.
    static func longText(_ fuzz: inout Fuzz) -> String {
        let length = 100_000
        switch fuzz.int(0...4) {
        case 0: return String(repeating: fuzz.pick(["a", "m", "م", "中"]), count: length)
        case 1: return "e" + String(repeating: fuzz.pick(["\u{0301}", "\u{0308}\u{0323}", "\u{FE0F}"]), count: length - 1)
        case 2: return String((0..<(length / 6)).map { _ in fuzz.pick(["مرحبا", "בוקר ט", "hello", "Straße"]) }.joined(separator: " ").prefix(length))
        case 3: return String(repeating: fuzz.pick(["a b ", "\n", "word\u{200B}", "👩‍👩‍👧 "]), count: length / 4)
        default:
            var text = ""
            while text.unicodeScalars.count < length { text += fuzz.pick(pieces) }
            return text
        }
    }
}
