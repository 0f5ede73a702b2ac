import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("TextNode and MonospacedTextMeasurer")
struct TextNodeTests {
    let measurer = MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17)

    /// A measurer of one's own that answers NaN, infinite or negative lengths: `sizeThatFits` returned them as they were.
    @Test("A measurer's NaN, infinite and negative lengths count as 0 in a text node's fitting size")
    func badMeasurementsCountAsZero() {
        struct Broken: TextMeasuring {
            let answer: CGSize
            func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize { answer }
            func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] { [text] }
        }
        for (answer, expected) in [(CGSize(width: CGFloat.nan, height: 17), CGSize(width: 0, height: 17)),
                                   (CGSize(width: 40, height: CGFloat.infinity), CGSize(width: 40, height: 0)),
                                   (CGSize(width: -3, height: -CGFloat.infinity), CGSize.zero)] {
            let node = TextNode(text: "Hi", measurer: Broken(answer: answer))
            #expect(node.sizeThatFits(CGSize(width: 100, height: 0)) == expected)
            #expect(node.sizeThatFits(CGSize(width: 100, height: 0)) == expected, "a cached measurement too")
        }
    }

    @Test func unboundedWidthIsOneLine() {
        for width in [0, -5, .infinity, .nan, .greatestFiniteMagnitude] as [CGFloat] {
            #expect(measurer.size(of: "poster name 1", fitting: width, numberOfLines: 0) == CGSize(width: 91, height: 17))
        }
    }

    @Test func wordsWrapGreedilyOnSpaces() {
        #expect(measurer.lines(of: "poster name 1", fitting: 70, numberOfLines: 0) == ["poster", "name 1"])
        #expect(measurer.size(of: "poster name 1", fitting: 70, numberOfLines: 0) == CGSize(width: 42, height: 34))
        #expect(measurer.lines(of: "a b c d", fitting: 21, numberOfLines: 0) == ["a b", "c d"])
    }

    @Test func wordsLongerThanALineAreBroken() {
        #expect(measurer.lines(of: "abcdefghij xy", fitting: 28, numberOfLines: 0) == ["abcd", "efgh", "ij", "xy"])
        #expect(measurer.lines(of: "abcdefghij", fitting: 1, numberOfLines: 0).count == 10)
        // Multi-byte scalars are never split: breaking counts scalars, not bytes.
        #expect(measurer.lines(of: "héllo🙂wörld ok", fitting: 28, numberOfLines: 0) == ["héll", "o🙂wö", "rld", "ok"])
        #expect(measurer.size(of: "🙂🙂🙂🙂🙂", fitting: 14, numberOfLines: 0) == CGSize(width: 14, height: 51))
    }

    @Test func numberOfLinesLimitsTheResult() {
        #expect(measurer.lines(of: "one two three four", fitting: 35, numberOfLines: 2) == ["one", "two"])
        #expect(measurer.size(of: "one two three four", fitting: 35, numberOfLines: 2) == CGSize(width: 21, height: 34))
    }

    @Test func newlinesAndSpacesAndEmptyText() {
        #expect(measurer.lines(of: "ab\ncd", fitting: 0, numberOfLines: 0) == ["ab", "cd"])
        #expect(measurer.lines(of: "a\n\nb", fitting: 0, numberOfLines: 0) == ["a", "", "b"])
        #expect(measurer.lines(of: "  a   b  ", fitting: 0, numberOfLines: 0) == ["a   b"])
        #expect(measurer.size(of: "", fitting: 100, numberOfLines: 0) == .zero)
    }

    @Test func unicodeScalarsAreCounted() {
        #expect(measurer.size(of: "héllo", fitting: 0, numberOfLines: 0).width == 35)
        #expect(measurer.size(of: "🙂🙂", fitting: 0, numberOfLines: 0).width == 14)
    }

    @Test func textNodeUsesItsMeasurerAndLimit() {
        let label = TextNode(text: "poster title 1 with some longer stuff", name: "headline")
        #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 98, height: 51))
        label.numberOfLines = 1
        // One line is measured whole, as UIKit measures a one-line label: 37 characters, whatever the width.
        #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 259, height: 17))
        label.numberOfLines = -3
        #expect(label.numberOfLines == 0)
        label.measurer = MonospacedTextMeasurer(characterWidth: 1, lineHeight: 2)
        label.text = "abc"
        #expect(label.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 3, height: 2))
    }

    @Test func displayedLinesWrapAtTheFrameWidth() {
        let label = TextNode(text: "poster name 1", frame: rect(0, 0, 70, 34))
        #expect(label.displayedLines() == ["poster", "name 1"])
    }

    @Test func badMeasurerValuesCountAsZero() {
        let broken = MonospacedTextMeasurer(characterWidth: .nan, lineHeight: -4)
        #expect(broken.size(of: "abc def", fitting: 10, numberOfLines: 0) == .zero)
    }
}
