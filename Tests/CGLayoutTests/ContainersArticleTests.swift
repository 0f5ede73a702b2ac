import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// The examples of the DocC article "Containers", run as written there.
@Suite("Containers article")
struct ContainersArticleTests {
    private func makeRoot() -> LayoutNode {
        LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
    }

    @Test("A guide as a limiter, container and factory")
    func limiterContainerFactory() throws {
        let root = makeRoot()
        let margins = LayoutGuide<LayoutNode>(name: "margins")
        root.add(layoutGuide: margins)
        let badge = LayoutNode(name: "badge")
        try root.addChild(badge)

        let scheme = LayoutScheme(blocks: [
            margins.layoutBlock(with: Layout(x: .center(), y: .center(), width: .boxed(32), height: .boxed(32))),
            badge.layoutBlock(with: Layout(x: .leading(), y: .top(), width: 20, height: 20),
                              constraints: [margins.layoutConstraint(for: [.equally])]),
        ])
        scheme.layout(direction: .leftToRight)
        #expect(margins.frame == rect(16, 16, 288, 168) && badge.frame == rect(16, 16, 20, 20))
        scheme.layout(direction: .rightToLeft)
        #expect(badge.frame == rect(284, 16, 20, 20))

        let stamp = try margins.add { LayoutNode(name: "stamp") }
        #expect(stamp.parent === root && stamp.frame == margins.frame)
    }

    @Test("Stacks", arguments: LayoutDirection.allCases)
    func stacks(direction: LayoutDirection) throws {
        let root = makeRoot()
        let row = StackLayoutGuide<LayoutNode>(axis: .horizontal, spacing: .equal(8), name: "row")
        root.add(layoutGuide: row)
        let icon = LayoutNode(name: "icon"), title = LayoutNode(name: "title")
        try row.addArrangedElement(icon)
        try row.addArrangedElement(title)
        row.layoutBlock(with: Layout(x: .left(16), y: .top(16), width: 208, height: 40)).layout(direction: direction)
        let expected = [rect(16, 16, 100, 40), rect(124, 16, 100, 40)]
        #expect([icon.frame, title.frame] == (direction == .leftToRight ? expected : expected.reversed()))
        #expect(icon.parent === root && title.parent === root)
    }

    @Test("Scrolling and a flick")
    func scrolling() throws {
        let root = makeRoot()
        let rows = (0..<10).map { LayoutNode(name: "row\($0)") }
        for row in rows { try root.addChild(row) }
        let list = ScrollLayoutGuide<LayoutNode>(
            layout: LayoutScheme(blocks: rows.enumerated().map { index, row in
                row.layoutBlock(with: Layout(x: .left(), y: .top(CGFloat(index) * 100), width: .scaled(1), height: 100))
            }),
            scrollDirections: .vertical, name: "list")
        root.add(layoutGuide: list)
        list.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))).layout(direction: .leftToRight)
        #expect(list.contentSize == CGSize(width: 320, height: 1000))
        list.contentOffset = CGPoint(x: 0, y: 300)
        #expect(rows[3].frame == rect(0, 0, 320, 100))

        list.decelerate(withVelocity: CGPoint(x: 0, y: 2500))
        while list.stepDeceleration() {}
        #expect(list.contentOffset == CGPoint(x: 0, y: 800))
    }

    @Test("Placeholders")
    func placeholders() throws {
        let root = makeRoot()
        let details = NodePlaceholder<TextNode>(name: "details", load: { TextNode(text: "Loaded lazily") })
        root.add(layoutGuide: details)
        let block = details.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: 200, height: 40))
        block.layout(direction: .leftToRight)
        #expect(!details.isItemLoaded)
        let text = try details.loadItemIfNeeded()
        block.layout(direction: .leftToRight)
        #expect(text.frame == rect(0, 160, 200, 40))
        details.unloadItem()
        #expect(text.parent == nil)
    }
}
