import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Layout composition")
struct LayoutCompositionTests {
    let source = rect(0, 0, 320, 480)

    @Test func shortFormRunsSizesThenOrigins() {
        let layout = Layout(x: .center(), y: .bottom(50), width: .fixed(70), height: .fixed(30))
        #expect(layout.layout(rect: .zero, in: source) == rect(125, 400, 70, 30))
    }

    @Test func alignmentAndFillingFormMatchesShortForm() {
        let long = Layout(alignment: .init(horizontal: .left(15), vertical: .center(10)),
                          filling: .init(horizontal: .scaled(1.5), vertical: .boxed(120)))
        #expect(long.layout(rect: .zero, in: rect(0, 0, 100, 200)) == rect(15, 70, 150, 80))
        #expect(long == Layout(x: .left(15), y: .center(10), width: .scaled(1.5), height: .boxed(120)))
    }

    @Test func defaultsAreEqual() {
        #expect(Layout().layout(rect: rect(1, 2, 3, 4), in: rect(5, 6, 7, 8)) == rect(5, 6, 7, 8))
        #expect(Layout.equal.layout(rect: rect(1, 2, 3, 4), in: rect(5, 6, 7, 8)) == rect(5, 6, 7, 8))
    }

    @Test func nothingKeepsAndConstantSets() {
        #expect(Layout.nothing.layout(rect: rect(1, 2, 3, 4), in: source) == rect(1, 2, 3, 4))
        #expect(Layout.equal(rect(9, 9, 9, 9)).layout(rect: rect(1, 2, 3, 4), in: source) == rect(9, 9, 9, 9))
    }

    @Test func plusRunsLeftThenRight() {
        let move = Layout.horizontal(.right(8)) + .vertical(.top(8))
        #expect(move.layout(rect: rect(0, 0, 20, 10), in: rect(0, 0, 100, 50)) == rect(72, 8, 20, 10))
        let sized = Layout.width(.scaled(1)) + .height(.fixed(5))
        #expect(sized.layout(rect: rect(3, 4, 20, 10), in: rect(0, 0, 100, 50)) == rect(3, 4, 100, 5))
    }

    @Test("left(a...) moves the left edge and keeps the right one")
    func edgeFromRanges() {
        let start = rect(40, 10, 20, 20)          // maxX 60, maxY 30
        let source = rect(0, 0, 100, 100)
        // left: minX = 0 + max(10, 100 - 20) = 80 > old maxX 60 → collapses at 80
        #expect(Layout.left(10...).layout(rect: start, in: source) == rect(80, 10, 0, 20))
        // with a wide rect the free space is small, so the minimum wins
        #expect(Layout.left(10...).layout(rect: rect(0, 0, 95, 20), in: source) == rect(10, 0, 85, 20))
        #expect(Layout.right(10...).layout(rect: rect(5, 0, 95, 20), in: source) == rect(5, 0, 85, 20))
        #expect(Layout.top(30...).layout(rect: rect(0, 0, 10, 90), in: source) == rect(0, 30, 10, 60))
        #expect(Layout.bottom(30...).layout(rect: rect(0, 10, 10, 90), in: source) == rect(0, 10, 10, 60))
    }

    @Test func withAddsStepsAtTheRightEnd() {
        let layout = Layout(x: .left(), y: .top(), width: .equal, height: .equal)
        #expect(layout.with(height: 10).layout(rect: .zero, in: rect(0, 0, 50, 50)) == rect(0, 0, 50, 50))
        #expect(layout.with(y: .bottom()).layout(rect: .zero, in: rect(0, 0, 50, 60)) == rect(0, 0, 50, 60))
        let fixed = Layout(x: .right(), y: .top(), width: 10, height: 10).with(x: .left(3))
        #expect(fixed.layout(rect: .zero, in: rect(0, 0, 50, 50)) == rect(3, 0, 10, 10))
    }

    @Test func layoutsAreEquatableAndSendableValues() async {
        let a = Layout(x: .left(10), y: .top(), width: .fixed(5), height: .scaled(1))
        let b = Layout(x: .left(10), y: .top(), width: .fixed(5), height: .scaled(1))
        #expect(a == b)
        #expect(a != Layout(x: .left(11), y: .top(), width: .fixed(5), height: .scaled(1)))
        let computed = await Task.detached { a.layout(rect: .zero, in: rect(0, 0, 100, 100)) }.value
        #expect(computed == rect(10, 0, 5, 100))
    }
}
