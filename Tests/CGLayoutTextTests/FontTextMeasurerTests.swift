import CGLayout
import CGLayoutText
import Foundation
import Testing

@Suite("Font text measurer: shaping, line breaking, lines")
struct FontTextMeasurerTests {
    @Test("A family is found as the system finds it; metrics come from the font")
    func family() throws {
        let sans = try TestFonts.sans()
        #expect(sans.fontFile == TestFonts.regularFile)
        #expect(sans.fontDescription == TextFontDescription(family: "DejaVu Sans", size: 17))
        // ascent 1901, descent 483 of 2048 units, no line gap: round(15.78) + round(4.01) = 20.
        #expect(sans.lineHeight == 20)
        #expect(sans.baselineOffset == 16)
        let bold = try FontTextMeasurer(family: "DejaVu Sans:bold", size: 17)
        #expect(bold.fontFile == TestFonts.boldFile)
        #expect(bold.fontDescription?.weight == 700)
        #expect(try FontTextMeasurer(family: "sans-serif", size: 17).fontFile.hasSuffix(".ttf"))
        #expect(try FontTextMeasurer(family: "DejaVu Sans", size: 17, lineHeight: 24).lineHeight == 24)
    }

    @Test("Widths are shaped advances: the browser's widths of the same text in the same font")
    func shapedWidths() throws {
        let sans = try TestFonts.sans()
        // Chromium's getComputedTextLength for these strings in DejaVu Sans 17px: 112.984375, 143.796875.
        #expect(abs(sans.advance(of: "Ada Lovelace") - 112.984) < 0.05)
        #expect(abs(sans.advance(of: "مرحبا بالعالم الجميل") - 143.797) < 0.05)
        #expect(sans.size(of: "Ada Lovelace", fitting: .infinity, numberOfLines: 0) == CGSize(width: sans.advance(of: "Ada Lovelace"), height: 20))
        // The monospaced measurer's 84 pt is far from it.
        #expect(MonospacedTextMeasurer().size(of: "Ada Lovelace", fitting: 0, numberOfLines: 0).width == 84)
    }

    @Test("Kerning pairs are applied; Arabic letters join (narrower than their isolated forms)")
    func shaping() throws {
        let sans = try TestFonts.sans()
        #expect(sans.advance(of: "AV") < sans.advance(of: "A") + sans.advance(of: "V") - 0.5)
        #expect(sans.advance(of: "To") < sans.advance(of: "T") + sans.advance(of: "o") - 0.5)
        let phrase = "مرحبا بالعالم الجميل"
        let isolated = phrase.map { sans.advance(of: String($0)) }.reduce(0, +)
        #expect(sans.advance(of: phrase) < isolated * 0.9, "shaped \(sans.advance(of: phrase)), isolated \(isolated)")
    }

    @Test("Direction comes from the text: Arabic and Hebrew paragraphs run right to left, mixed text by its first strong letter")
    func directions() throws {
        let sans = try TestFonts.sans()
        func rtl(_ text: String) -> [Bool] { sans.measuredLines(of: text, fitting: 0, numberOfLines: 0).map(\.isRightToLeft) }
        #expect(rtl("שלום עולם") == [true])
        #expect(rtl("مرحبا") == [true])
        #expect(rtl("Hello") == [false])
        #expect(rtl("123 שלום") == [true])
        #expect(rtl("Hi שלום\nשלום Hi") == [false, true])
        // Mixed runs are shaped each in its direction and script; the width is their sum
        // (a space at the end of a line hangs: `advance(of: "abc ")` would not count it).
        let space = sans.advance(of: "a a") - 2 * sans.advance(of: "a")
        let mixed = sans.advance(of: "abc שלום")
        #expect(abs(mixed - (sans.advance(of: "abc") + space + sans.advance(of: "שלום"))) < 0.01)
        #expect(sans.advance(of: "abc ") == sans.advance(of: "abc"))
    }

    @Test("Lines break at Unicode break opportunities, greedily; spaces at a break hang")
    func lineBreaking() throws {
        let sans = try TestFonts.sans()
        let text = "poster title 1 with some longer stuff"
        let lines = sans.lines(of: text, fitting: 100, numberOfLines: 0)
        #expect(lines == ["poster title", "1 with", "some", "longer stuff"])
        let measured = sans.measuredLines(of: text, fitting: 100, numberOfLines: 0)
        for (index, line) in measured.enumerated() {
            #expect(line.width <= 100)
            #expect(abs(line.width - sans.advance(of: line.text)) < 1e-9)
            #expect(line.top == CGFloat(index) * 20 && line.baseline == line.top + 16 && line.height == 20)
            if index + 1 < measured.count {   // greedy: the next word would not have fitted
                let next = measured[index + 1].text.split(separator: " ").first.map(String.init) ?? ""
                #expect(sans.advance(of: line.text + " " + next) > 100)
            }
        }
        #expect(sans.size(of: text, fitting: 100, numberOfLines: 0) == CGSize(width: measured.map(\.width).max()!, height: 80))
        // After hyphens, and between ideographs (no spaces), as UAX #14 allows.
        #expect(sans.lines(of: "well-known", fitting: sans.advance(of: "known") + 1, numberOfLines: 0) == ["well-", "known"])
        #expect(sans.lines(of: "日本語日本語", fitting: sans.advance(of: "日本語") + 1, numberOfLines: 0) == ["日本語", "日本語"])
        // No break inside a number with a decimal point, none before closing punctuation.
        #expect(sans.lines(of: "pay 3.50!", fitting: sans.advance(of: "pay 3.") + 1, numberOfLines: 0) == ["pay", "3.50!"])
    }

    @Test("numberOfLines caps the lines; newlines are kept; unbounded widths give one line per paragraph")
    func linesAndNewlines() throws {
        let sans = try TestFonts.sans()
        let text = "poster title 1 with some longer stuff"
        #expect(sans.lines(of: text, fitting: 100, numberOfLines: 2) == ["poster title", "1 with"])
        #expect(sans.size(of: text, fitting: 100, numberOfLines: 2).height == 40)
        #expect(sans.lines(of: text, fitting: 100, numberOfLines: -3) == sans.lines(of: text, fitting: 100, numberOfLines: 0))
        #expect(sans.lines(of: "one\ntwo\r\nthree\rfour", fitting: 0, numberOfLines: 0) == ["one", "two", "three", "four"])
        #expect(sans.lines(of: "a\n", fitting: 0, numberOfLines: 0) == ["a", ""])
        #expect(sans.size(of: "a\n\nb", fitting: 0, numberOfLines: 0).height == 60)
        for width in [0, -5, CGFloat.nan, .infinity] {
            #expect(sans.lines(of: text, fitting: width, numberOfLines: 0) == [text])
        }
    }

    @Test("A word wider than the line is broken between grapheme clusters, or overflows when asked")
    func longWords() throws {
        let breaking = try TestFonts.sans()
        let lines = breaking.measuredLines(of: "Supercalifragilistic", fitting: 60, numberOfLines: 0)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { $0.width <= 60 })
        #expect(lines.map(\.text).joined() == "Supercalifragilistic")
        // Never inside a grapheme cluster: e + combining acute stays together, and a line holds at least one.
        let accents = String(repeating: "e\u{301}", count: 6)
        let split = breaking.lines(of: accents, fitting: 1, numberOfLines: 0)
        #expect(split.count == 6 && split.allSatisfy { $0 == "e\u{301}" })
        let overflowing = try TestFonts.sans(breaksLongWords: false)
        #expect(overflowing.lines(of: "Supercalifragilistic is long", fitting: 60, numberOfLines: 0) == ["Supercalifragilistic", "is long"])
    }

    @Test("Text nodes measure with it and wrap at their width")
    func textNode() throws {
        let sans = try TestFonts.sans()
        let node = TextNode(text: "Wrote the first program for a machine that did not exist yet.", measurer: sans)
        let size = node.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(size.width <= 200 && size.height == 60)
        #expect(node.displayedLines(forWidth: 200) == sans.lines(of: node.text, fitting: 200, numberOfLines: 0))
    }

    @Test("The same text at the same width costs a lookup; another width reuses the shaping")
    func cache() throws {
        let sans = try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 13)   // its own cache
        let text = "Measured once, then looked up \(UUID())"
        let first = sans.size(of: text, fitting: 120, numberOfLines: 0)
        let before = sans.statistics
        #expect(sans.size(of: text, fitting: 120, numberOfLines: 0) == first)
        let after = sans.statistics
        #expect(after.requests == before.requests + 1 && after.cacheHits == before.cacheHits + 1)
        #expect(after.paragraphsShaped == before.paragraphsShaped)
        _ = sans.size(of: text, fitting: 80, numberOfLines: 0)
        #expect(sans.statistics.paragraphsShaped == before.paragraphsShaped)
        #expect(sans.statistics.cacheHits == after.cacheHits)
        let copy = sans
        _ = copy.size(of: text, fitting: 80, numberOfLines: 0)
        #expect(sans.statistics.cacheHits == after.cacheHits + 1)
        #expect(copy == sans)
    }

    @Test("Safe from many tasks: concurrent measurements equal serial ones")
    func concurrency() async throws {
        let serial = try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 15)
        let shared = try FontTextMeasurer(fontFile: TestFonts.regularFile, size: 15)
        let texts = (0..<40).map { "item \($0): \(String(repeating: "word ", count: $0 % 9)) مرحبا \($0)" }
        let expected = texts.map { serial.size(of: $0, fitting: 150, numberOfLines: 0) }
        let results = await withTaskGroup(of: (Int, CGSize).self) { group in
            for round in 0..<4 {
                for (index, text) in texts.enumerated() {
                    group.addTask { (index, shared.size(of: text, fitting: round % 2 == 0 ? 150 : 150.0, numberOfLines: 0)) }
                }
            }
            var all: [(Int, CGSize)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 160)
        for (index, size) in results { #expect(size == expected[index]) }
    }
}
