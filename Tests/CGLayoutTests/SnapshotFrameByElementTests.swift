import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Reading a snapshot's frames by element rather than by the position of a block.
@Suite("A snapshot's frame by element")
struct SnapshotFrameByElementTests {
    @Test func framesByElementThroughNestedSchemesAndContainers() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 200)), title = LayoutNode(), badge = LayoutNode(), other = LayoutNode()
        let stack = StackLayoutGuide<LayoutNode>()
        let row1 = LayoutNode(), row2 = LayoutNode()
        try root.addChild(title)
        try root.addChild(badge)
        root.add(layoutGuide: stack)
        try root.addChild(row1)
        try root.addChild(row2)
        try stack.addArrangedElement(row1)
        try stack.addArrangedElement(row2)
        let scheme = LayoutScheme(blocks: [
            LayoutScheme(blocks: [title.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: 100, height: 20))]),
            badge.layoutBlock(with: Layout(x: .right(8), y: .top(8), width: 30, height: 20)),
            badge.layoutBlock(with: Layout(x: .right(8), y: .top(40), width: 30, height: 20)),   // a second writer: the last wins
            stack.layoutBlock(with: Layout(x: .left(), y: .top(80), width: .scaled(1), height: 100)),
        ])
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        scheme.layout(direction: .leftToRight)
        #expect(snapshot.frame(of: title) == rect(8, 8, 100, 20))
        #expect(snapshot.frame(of: badge) == rect(282, 40, 30, 20))
        #expect(snapshot.frame(of: row1) == row1.frame)
        #expect(snapshot.frame(of: row2) == row2.frame)
        #expect(snapshot.frame(of: stack) == stack.frame)
        #expect(snapshot.frame(of: other) == nil)
    }
}
