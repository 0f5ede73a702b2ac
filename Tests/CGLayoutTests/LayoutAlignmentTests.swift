import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Layout.Alignment")
struct LayoutAlignmentTests {
    let source = rect(10, 20, 100, 50)
    let start = rect(0, 0, 30, 10)

    @Test("each horizontal case sets x from the table", arguments: [
        (Layout.Alignment.Horizontal.left(5), CGFloat(15)),
        (.left(), 10),
        (.right(5), 75),
        (.center(), 45),
        (.center(4), 49),
        (.equal, 10),
        (.left(multiplier: 0.25), 35),
        (.right(multiplier: 0.25), 55),
        (.left(between: 0...50), 60),   // free space 70 clamped to 50
        (.left(between: 0...20), 30),
        (.left(between: 80...90), 90),
        (.right(between: 0...20), 60),
        (.right(between: 0..<50), 30),
        (7, 17),
    ])
    func horizontal(alignment: Layout.Alignment.Horizontal, x: CGFloat) {
        let result = alignment.layout(rect: start, in: source, direction: .leftToRight)
        #expect(result == rect(x, 0, 30, 10))
    }

    @Test("each vertical case sets y from the table", arguments: [
        (Layout.Alignment.Vertical.top(5), CGFloat(25)),
        (.bottom(5), 55),
        (.center(), 40),
        (.center(-2), 38),
        (.equal, 20),
        (.top(multiplier: 0.5), 45),
        (.bottom(multiplier: 0.1), 55),
        (.top(between: 0...10), 30),
        (.bottom(between: 0...100), 20),
        (3, 23),
    ])
    func vertical(alignment: Layout.Alignment.Vertical, y: CGFloat) {
        let result = alignment.layout(rect: start, in: source)
        #expect(result == rect(0, y, 30, 10))
    }

    @Test("leading and trailing follow the direction given when layout runs", arguments: LayoutDirection.allCases)
    func leadingTrailing(direction: LayoutDirection) {
        let leading = Layout.Alignment.Horizontal.leading(5).layout(rect: start, in: source, direction: direction)
        let trailing = Layout.Alignment.Horizontal.trailing(5).layout(rect: start, in: source, direction: direction)
        if direction == .leftToRight {
            #expect(leading.minX == 15)
            #expect(trailing.minX == 75)
        } else {
            #expect(leading.minX == 75)
            #expect(trailing.minX == 15)
        }
    }

    @Test func alignmentPairPlacesBothAxes() {
        let alignment = Layout.Alignment(horizontal: .right(8), vertical: .center())
        #expect(alignment.layout(rect: rect(0, 0, 20, 10), in: rect(0, 0, 100, 50)) == rect(72, 20, 20, 10))
        #expect(Layout.Alignment.center.layout(rect: rect(0, 0, 20, 10), in: rect(0, 0, 100, 50)) == rect(40, 20, 20, 10))
        #expect(Layout.Alignment.equal.layout(rect: rect(3, 3, 20, 10), in: rect(5, 6, 100, 50)) == rect(5, 6, 20, 10))
    }

    @Test func partsComposeInOrder() {
        let x: Layout.Alignment.Horizontal = .right() + .left(multiplier: 0.1)
        #expect(x.layout(rect: start, in: source).minX == 20)
    }
}
