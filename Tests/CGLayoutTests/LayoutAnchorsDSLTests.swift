import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Anchors DSL")
struct LayoutAnchorsDSLTests {
    /// root 300×200 with `logo` at (100, 20, 50, 40) and a free `item`.
    func scene() throws -> (logo: LayoutNode, item: TextNode, root: LayoutNode) {
        let root = LayoutNode(frame: rect(0, 0, 300, 200))
        let logo = LayoutNode(frame: rect(100, 20, 50, 40), name: "logo")
        let item = TextNode(text: "Share", name: "item")   // 35 × 17
        try root.addChild(logo); try root.addChild(item)
        return (logo, item, root)
    }

    @Test func equalAndAlignMoveASide() throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        item.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10)) { anchors in
            anchors.top.equal(to: logo.layoutAnchors.bottom)
            anchors.left.align(by: logo.layoutAnchors.right)
        }.layout()
        #expect(item.frame == rect(150, 60, 10, 10))
    }

    @Test func pullStretchesKeepingTheOtherSide() throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        item.layoutBlock(with: .equal) { $0.left.pull(to: logo.layoutAnchors.right) }.layout()
        #expect(item.frame == rect(150, 0, 150, 200))
        item.layoutBlock(with: .equal) { $0.bottom.pull(to: logo.layoutAnchors.top) }.layout()
        #expect(item.frame == rect(0, 0, 300, 20))
    }

    @Test func limitCropsOnlyWhenCrossed() throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        item.layoutBlock(with: .equal) { $0.right.limit(by: logo.layoutAnchors.left) }.layout()
        #expect(item.frame == rect(0, 0, 100, 200))
        item.layoutBlock(with: .equal) { $0.top.limit(by: logo.layoutAnchors.top) }.layout()
        #expect(item.frame == rect(0, 20, 300, 180))
    }

    @Test func fartherAndNearerMoveOnlyWhenNeeded() throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        let fixed = Layout(x: .left(10), y: .top(), width: 20, height: 20)
        item.layoutBlock(with: fixed) { $0.left.fartherThanOrEqual(to: logo.layoutAnchors.left) }.layout()
        #expect(item.frame.minX == 110)   // space moved to x ≥ 100
        item.layoutBlock(with: fixed) { $0.left.nearerThanOrEqual(to: logo.layoutAnchors.left) }.layout()
        #expect(item.frame.minX == 10)    // space already at x ≤ 100
        item.layoutBlock(with: Layout(x: .right(), y: .top(), width: 20, height: 20)) {
            $0.right.fartherThanOrEqual(to: logo.layoutAnchors.right)
        }.layout()
        #expect(item.frame.maxX == 150)
    }

    @Test func dimensionsFromValuesOtherElementsAndContent() throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        item.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal)) { anchors in
            anchors.width.equal(to: logo.layoutAnchors.width)
            anchors.height.equal(to: 12)
        }.layout()
        #expect(item.frame == rect(0, 0, 50, 12))
        item.layoutBlock(with: .equal) { anchors in
            anchors.width.boxed(by: logo.layoutAnchors.width, box: 10)
            anchors.height.scaled(by: logo.layoutAnchors.width, scale: 0.5)
        }.layout()
        #expect(item.frame == rect(0, 0, 40, 25))
        item.layoutBlock(with: .equal) { anchors in
            anchors.width.equalIntrinsicSize()
            anchors.height.equalIntrinsicSize()
        }.layout()
        #expect(item.frame == rect(0, 0, 35, 17))
    }

    @Test func sizesRunBeforeAlignsWhateverTheWrittenOrder() throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        item.layoutBlock(with: .equal) { anchors in
            anchors.right.align(by: logo.layoutAnchors.left)   // written first, runs after the size
            anchors.width.equal(to: 30)
        }.layout()
        #expect(item.frame.minX == 70)
        #expect(item.frame.width == 30)
    }

    @Test("leading and trailing resolve when layout runs", arguments: LayoutDirection.allCases)
    func directionalSides(direction: LayoutDirection) throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        let block = item.layoutBlock(with: Layout(x: .leading(), y: .top(), width: 20, height: 20)) { anchors in
            anchors.leading.pull(to: logo.layoutAnchors.trailing)
        }
        block.layout(direction: direction)
        #expect(item.frame.minX == (direction == .leftToRight ? 150 : 80))
    }

    @Test func centersAlignOnCenters() throws {
        let (logo, item, root) = try scene()
        defer { withExtendedLifetime(root) {} }
        item.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10)) { anchors in
            anchors.width.equal(to: 10)
            anchors.height.equal(to: 10)
            anchors.centerX.align(by: logo.layoutAnchors.centerX)
            anchors.centerY.align(by: logo.layoutAnchors.centerY)
        }.layout()
        #expect(item.frame == rect(120, 35, 10, 10))
    }
}
