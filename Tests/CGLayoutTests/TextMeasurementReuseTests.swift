import CGLayout
import Foundation
import Testing

/// A monospaced measurer that counts its calls.
final class CountingTextMeasurer: TextMeasuring, @unchecked Sendable {
    let base = MonospacedTextMeasurer()
    private let lock = NSLock()
    private var count = 0
    var calls: Int { lock.withLock { count } }
    func reset() { lock.withLock { count = 0 } }
    func size(of text: String, fitting width: CGFloat, numberOfLines: Int) -> CGSize {
        lock.withLock { count += 1 }
        return base.size(of: text, fitting: width, numberOfLines: numberOfLines)
    }
    func lines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [String] {
        base.lines(of: text, fitting: width, numberOfLines: numberOfLines)
    }
}

@Suite("Text nodes reuse their measurements")
struct TextMeasurementReuseTests {
    @Test("The same width, or a narrower one the text still fits, is answered without measuring; the answers are the measurer's")
    func reuse() {
        let counter = CountingTextMeasurer()
        let node = TextNode(text: "poster title 1 with some longer stuff", measurer: counter)
        let wide = node.sizeThatFits(CGSize(width: 300, height: 0))       // 259 × 17: one line
        #expect(counter.calls == 1)
        #expect(node.sizeThatFits(CGSize(width: 300, height: 0)) == wide)
        #expect(node.sizeThatFits(CGSize(width: 259, height: 0)) == wide)  // narrower, still fits
        #expect(counter.calls == 1)
        let narrow = node.sizeThatFits(CGSize(width: 258, height: 0))     // no longer fits: measured
        #expect(counter.calls == 2 && narrow == counter.base.size(of: node.text, fitting: 258, numberOfLines: 0))
        #expect(node.sizeThatFits(CGSize(width: 300, height: 0)) == wide)  // the older of the two kept
        #expect(counter.calls == 2)
        #expect(node.sizeThatFits(CGSize(width: 400, height: 0)) == counter.base.size(of: node.text, fitting: 400, numberOfLines: 0))
        #expect(counter.calls == 3)                                        // wider than any measured: measured
        // Unbounded widths (0, NaN, infinity) are one proposal; a bounded width the unbounded size fits reuses it.
        let unbounded = node.sizeThatFits(CGSize(width: 0, height: 0))
        #expect(node.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)) == unbounded)
        #expect(node.sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)) == unbounded)
        #expect(counter.calls == 4)
    }

    @Test("Changing the text, the line limit or the measurer measures again")
    func invalidation() {
        let counter = CountingTextMeasurer()
        let node = TextNode(text: "one two three", measurer: counter)
        _ = node.sizeThatFits(CGSize(width: 50, height: 0))
        node.text = "one two three four"
        #expect(node.sizeThatFits(CGSize(width: 50, height: 0)) == counter.base.size(of: "one two three four", fitting: 50, numberOfLines: 0))
        #expect(counter.calls == 2)
        node.numberOfLines = 1
        #expect(node.sizeThatFits(CGSize(width: 50, height: 0)).height == 17)
        #expect(counter.calls == 3)
        node.measurer = counter
        _ = node.sizeThatFits(CGSize(width: 50, height: 0))
        #expect(counter.calls == 4)
        node.measurer = MonospacedTextMeasurer(characterWidth: 10, lineHeight: 20)
        // One line, measured whole: "one two three four" is 18 characters of 10.
        #expect(node.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 180, height: 20))
        node.numberOfLines = 0
        #expect(node.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 50, height: 80))
    }

    @Test("A saturated width answers only the width it was measured at: a narrower width is measured")
    func saturatedWidth() {
        // 1e308 per character: "a b" on one line is 3e308 wide, reported as the largest finite length.
        let measurer = MonospacedTextMeasurer(characterWidth: 1e308, lineHeight: 16)
        let node = TextNode(text: "a b", measurer: measurer)
        let unbounded = node.sizeThatFits(CGSize(width: 0, height: 0))
        #expect(unbounded == CGSize(width: CGFloat.greatestFiniteMagnitude, height: 16))
        // At the largest finite width one character fits per line: two lines, as the measurer says.
        let widest = node.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
        #expect(widest == CGSize(width: 1e308, height: 32))
        #expect(widest == measurer.size(of: "a b", fitting: CGFloat.greatestFiniteMagnitude, numberOfLines: 0))
    }
}
