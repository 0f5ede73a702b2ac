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

    /// `String` hashes its canonical form, and canonical reordering of a run of marks whose combining classes
    /// alternate (U+0308 is class 230, U+0323 class 220) grows with the square of the run: the measurer's
    /// caches hashed the text several times per measurement (185–342 s for this text).
    @Test("One letter with 100,000 pairs of marks of two combining classes is one cluster on one line")
    func longClusterOfTwoMarkClasses() throws {
        let sans = try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 17)
        let pairs = 100_000
        let cluster = "e" + String(repeating: "\u{0308}\u{0323}", count: pairs)
        let scalars = 1 + 2 * pairs
        #expect(cluster.unicodeScalars.count == scalars && cluster.count == 1)
        let lines = sans.lines(of: cluster, fitting: 300, numberOfLines: 0)
        #expect(lines.count == 1 && lines.first.map { Array($0.utf8) == Array(cluster.utf8) } == true)
        #expect(sans.size(of: cluster, fitting: 300, numberOfLines: 0).height == sans.lineHeight)
        #expect(sans.lines(of: cluster + cluster, fitting: 1, numberOfLines: 0).count == 2)
        // Asked again, the same text is answered from the cache.
        let before = sans.statistics
        _ = sans.size(of: cluster, fitting: 300, numberOfLines: 0)
        #expect(sans.statistics.cacheHits == before.cacheHits + 1 && sans.statistics.paragraphsShaped == before.paragraphsShaped)
        // The monospaced measurer counts Unicode scalars: 200,001 of them, 42 to a line of 300 pt.
        let mono = MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17)
        #expect(mono.size(of: cluster, fitting: .infinity, numberOfLines: 0) == CGSize(width: CGFloat(scalars) * 7, height: 17))
        let rows = (scalars + 41) / 42
        #expect(mono.size(of: cluster, fitting: 300, numberOfLines: 0) == CGSize(width: 42 * 7, height: CGFloat(rows) * 17))
        #expect(mono.lines(of: cluster, fitting: 300, numberOfLines: 0).count == rows)
    }

    /// The caches compared texts by canonical equivalence, so the lines of a text spelled like one measured
    /// before came back in the other spelling.
    @Test("Canonically equivalent texts spelled differently each get their own lines")
    func equivalentSpellingsKeepTheirOwnLines() throws {
        let sans = try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 17)
        let first = "e\u{0308}\u{0323} word", second = "e\u{0323}\u{0308} word"
        #expect(first == second)   // canonically equivalent
        _ = sans.lines(of: first, fitting: .infinity, numberOfLines: 0)
        let lines = sans.lines(of: second, fitting: .infinity, numberOfLines: 0)
        #expect(lines.map { Array($0.unicodeScalars) } == [Array(second.unicodeScalars)])
    }

    /// A text node compared its old and new text, and its cached measurements' texts, with `String`'s `==`,
    /// which is quadratic in a long run of marks when the two texts are spelled differently inside it (about
    /// 27 s for the last text here); the node now compares bytes, so the other spelling is measured again.
    @Test("A text node's 100,000-pair cluster, given one more mark or spelled otherwise, is measured again in linear time")
    func textNodeNoticesOneMoreMark() {
        let pairs = 100_000
        let cluster = "e" + String(repeating: "\u{0308}\u{0323}", count: pairs)
        let node = TextNode(text: cluster, measurer: MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17))
        let unbounded = CGSize(width: CGFloat.infinity, height: 0)
        #expect(node.sizeThatFits(unbounded) == CGSize(width: CGFloat(1 + 2 * pairs) * 7, height: 17))
        node.text = cluster + "\u{0323}"
        #expect(node.sizeThatFits(unbounded) == CGSize(width: CGFloat(2 + 2 * pairs) * 7, height: 17))
        node.text = "e" + String(repeating: "\u{0308}\u{0323}", count: pairs - 1) + "\u{0323}\u{0308}"   // equivalent, spelled otherwise
        #expect(node.sizeThatFits(unbounded) == CGSize(width: CGFloat(1 + 2 * pairs) * 7, height: 17))
    }
}
