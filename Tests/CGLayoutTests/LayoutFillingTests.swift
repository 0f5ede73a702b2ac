import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Layout.Filling")
struct LayoutFillingTests {
    let source = rect(10, 20, 100, 50)
    let start = rect(1, 2, 30, 40)

    @Test("each horizontal case sets the width from the table", arguments: [
        (Layout.Filling.Horizontal.fixed(30), CGFloat(30)),
        (.scaled(0.5), 50),
        (.boxed(20), 80),
        (.boxed(150), 0),
        (.equal, 100),
        (.upTo(60), 60),
        (.upTo(160), 100),
        (.from(60), 100),
        (.from(160), 160),
        (.between(20...60), 60),
        (.between(120...160), 120),
        (.between(20..<60), 60),
        (45, 45),
        (12.5, 12.5),
    ])
    func horizontal(filling: Layout.Filling.Horizontal, width: CGFloat) {
        let result = filling.layout(rect: start, in: source)
        #expect(result == rect(1, 2, width, 40))
    }

    @Test("each vertical case sets the height from the table", arguments: [
        (Layout.Filling.Vertical.fixed(30), CGFloat(30)),
        (.scaled(2), 100),
        (.boxed(10), 40),
        (.equal, 50),
        (.upTo(20), 20),
        (.from(70), 70),
        (.between(10...30), 30),
        (.between(60...90), 60),
        (5, 5),
    ])
    func vertical(filling: Layout.Filling.Vertical, height: CGFloat) {
        let result = filling.layout(rect: start, in: source)
        #expect(result == rect(1, 2, 30, height))
    }

    @Test func fillingPairSetsBothSizesAndKeepsOrigin() {
        let filling = Layout.Filling(horizontal: .scaled(0.5), vertical: .fixed(20))
        #expect(filling.layout(rect: start, in: source) == rect(1, 2, 50, 20))
        #expect(Layout.Filling.equal.layout(rect: start, in: source) == rect(1, 2, 100, 50))
    }

    @Test func partsComposeInOrder() {
        let width: Layout.Filling.Horizontal = .fixed(500) + .upTo(300)
        #expect(width.layout(rect: start, in: source).width == 100)
        let height: Layout.Filling.Vertical = .scaled(1) + .boxed(10)
        #expect(height.layout(rect: start, in: source).height == 40)
    }

    @Test func fillingsAreEquatableValues() {
        #expect(Layout.Filling.Horizontal.fixed(3) == 3)
        #expect(Layout.Filling.Horizontal.fixed(3) != .scaled(3))
        #expect(Layout.Filling.Vertical.between(1...2) == .between(1...2))
    }
}
