import CGLayout
import CGLayoutText
import Foundation
import Testing

/// Texts of 100,000 characters: one word, one grapheme cluster, a paragraph of Arabic words. Measuring
/// took seconds to tens of seconds (quadratic in the length); `Benchmarks/` prints the cost per character.
@Suite("Long texts")
struct LongTextTests {
    static let length = 100_000

    /// Each line of a word wider than the line decoded the rest of the word again (10–13 s for 100,000 letters).
    @Test("A 100,000-letter word breaks into lines of the width, in order, every letter once")
    func longWordBreaksIntoLines() throws {
        let sans = try TestFonts.sans()
        let word = String(repeating: "a", count: Self.length)
        let letter = sans.advance(of: "a")
        let perLine = Int((300 + 1e-4) / letter)
        let lines = sans.lines(of: word, fitting: 300, numberOfLines: 0)
        #expect(lines.count == (Self.length + perLine - 1) / perLine)
        #expect(lines.dropLast().allSatisfy { $0.count == perLine })
        #expect(lines.joined() == word)
        let size = sans.size(of: word, fitting: 300, numberOfLines: 0)
        #expect(size.width <= 300 && size.width > 300 - letter && size.height == CGFloat(lines.count) * sans.lineHeight)
        #expect(MonospacedTextMeasurer().lines(of: word, fitting: 300, numberOfLines: 0).count == (Self.length + 41) / 42)
    }

    /// One letter with 99,999 combining marks is one grapheme cluster (20–42 s): a cluster is never broken.
    @Test("One letter with 99,999 combining marks is one cluster on one line")
    func longClusterStaysWhole() throws {
        let sans = try TestFonts.sans()
        let cluster = "e" + String(repeating: "\u{0301}", count: Self.length - 1)
        let lines = sans.lines(of: cluster, fitting: 300, numberOfLines: 0)
        #expect(lines == [cluster])
        #expect(sans.size(of: cluster, fitting: 300, numberOfLines: 0).height == sans.lineHeight)
        // Narrower than one letter: each cluster still takes a whole line of its own.
        #expect(sans.lines(of: cluster + cluster, fitting: 1, numberOfLines: 0) == [cluster, cluster])
    }

    /// `lines()` looked the text's paragraphs up again for every line, hashing all of it (6 s for 100,000 characters).
    @Test("100,000 characters of Arabic words wrap into lines of the width, right to left, every word once")
    func longArabicParagraph() throws {
        let sans = try TestFonts.sans()
        let words = (0..<(Self.length / 6)).map { ["مرحبا", "بالعا", "لمكتب", "سلامك"][$0 % 4] }
        let text = words.joined(separator: " ")
        let lines = sans.measuredLines(of: text, fitting: 300, numberOfLines: 0)
        #expect(lines.count > 100 && lines.allSatisfy { $0.width <= 300 + 1e-3 && $0.isRightToLeft })
        #expect(lines.map(\.text).joined(separator: " ") == text)
        #expect(sans.lines(of: text, fitting: 300, numberOfLines: 0) == lines.map(\.text))
    }
}
