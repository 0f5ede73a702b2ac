import CGLayout
import CGLayoutFlex
import Foundation
import Testing

/// Removing items: `removeItem(_:)` takes the element out of the tree, `stopLayingOut(_:)` keeps it there.
@Suite("Flex item removal")
struct FlexItemRemovalTests {
    @Test("removeItem takes a node out of the guide and the tree; the other items close the gap")
    func removeItemFromGuide() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let bar = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row))
        root.add(layoutGuide: bar)
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b"), c = LayoutNode(name: "c")
        for node in [a, b, c] { try bar.addItem(node, style: FlexStyle().width(100)) }
        let block = bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 50))
        block.layout()
        #expect(bar.removeItem(b))
        #expect(b.parent == nil && !root.children.contains { $0 === b })
        #expect(bar.items.map { $0.element as? LayoutNode }.map { $0?.name } == ["a", "c"])
        block.layout()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 50) && c.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(!bar.removeItem(b))   // not an item any more
    }

    @Test("stopLayingOut keeps the node in the tree with its last frame")
    func stopLayingOutKeepsTheNode() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let bar = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row))
        root.add(layoutGuide: bar)
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        for node in [a, b] { try bar.addItem(node, style: FlexStyle().width(100)) }
        let block = bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 50))
        block.layout()
        #expect(bar.stopLayingOut(a))
        block.layout()
        #expect(a.parent === root && a.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("A flex container node's removeItem takes the child out; a node moved elsewhere stays where it is")
    func removeItemFromContainerNode() throws {
        let row = FlexContainerNode(style: FlexStyle().flexDirection(.row), frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        try row.addItem(a, style: FlexStyle().flexGrow(1))
        try row.addItem(b, style: FlexStyle().flexGrow(1))
        let other = LayoutNode(name: "other")
        try other.addChild(b)                   // moved elsewhere by the user
        #expect(row.removeItem(a) && a.parent == nil)
        #expect(row.removeItem(b) && b.parent === other)
        row.contentLayout?.layout(direction: .leftToRight)
        #expect(row.items.isEmpty)
    }
}
