import CGLayout
import CGLayoutFlex
import Foundation
import CGLayoutTestSupport
import Testing

/// A node subclass keeps `sizeThatFits`'s default: a flex container measures it at its present size.
private final class PresentSizedNode: LayoutNode, @unchecked Sendable {}

/// Elements that are items of two flex containers of one tree: each container lays them out as a
/// tree made afresh would, its writes land in pass order (the last one wins), and a snapshot of the
/// scheme gives the frames `layout()` writes.
@Suite("Flex items shared by two containers")
struct FlexSharedItemsTests {
    private var row: FlexStyle { style { $0.flexDirection = .row; $0.alignItems = .flexStart } }

    /// An item measured at its present size that is an item of a container and of a container nested
    /// in it has a node in each: when its size changes, both measure it again.
    @Test func anItemOfTwoContainersOfOneTreeIsMeasuredAgainInBoth() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let outer = FlexLayoutGuide<LayoutNode>(style: row), inner = FlexLayoutGuide<LayoutNode>(style: row)
        root.add(layoutGuide: outer)
        root.add(layoutGuide: inner)
        let item = PresentSizedNode(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        try root.addChild(item)
        try outer.addItem(item, style: style { $0.flexShrink = 0 })
        try outer.addItem(inner, style: style { $0.flexShrink = 0 })
        try inner.addItem(item, style: style { $0.flexShrink = 0 })
        let scheme = LayoutScheme(blocks: [
            outer.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .scaled(1), height: .scaled(1))),
        ])
        scheme.layout(in: root.layoutBounds)
        // Written as the outer container's item at x 0, then as the inner one's: after the first (10 wide).
        #expect(item.frame == CGRect(x: 10, y: 0, width: 10, height: 10))
        item.frame = CGRect(x: 0, y: 0, width: 30, height: 20)   // resized by someone else
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [item, inner])
        #expect(laidOut == [CGRect(x: 30, y: 0, width: 30, height: 20), CGRect(x: 30, y: 0, width: 30, height: 20)])
        #expect(applied == laidOut)
    }

    /// A container that is an item of two containers of one tree (`shared`, in `outer` and in `middle`,
    /// which is in `outer` too) is laid out by each; a flex node has one parent, so it must not be
    /// taken from one of them by the other.
    @Test func aContainerInTwoContainersOfOneTreeIsLaidOutByEach() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let outer = FlexLayoutGuide<LayoutNode>(style: row), middle = FlexLayoutGuide<LayoutNode>(style: row)
        let shared = FlexLayoutGuide<LayoutNode>(style: row)
        for guide in [outer, middle, shared] { root.add(layoutGuide: guide) }
        let leaf = LayoutNode(), tail = LayoutNode()
        try shared.addItem(leaf, style: style { $0.width = .point(20); $0.height = .point(10) })
        try middle.addItem(shared)
        try outer.addItem(middle)
        try outer.addItem(shared)
        try outer.addItem(tail, style: style { $0.width = .point(5); $0.height = .point(5) })
        let scheme = LayoutScheme(blocks: [
            outer.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .scaled(1), height: .scaled(1))),
        ])
        // middle (20 wide: shared inside it) at 0, shared at 20, tail at 40; shared and its leaf are
        // written inside middle first, then as outer's item: that write is the last.
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [middle, shared, leaf, tail])
        #expect(laidOut == [CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 20, y: 0, width: 20, height: 10),
                            CGRect(x: 20, y: 0, width: 20, height: 10), CGRect(x: 40, y: 0, width: 5, height: 5)])
        #expect(applied == laidOut)
        // Again, from the trees the first pass kept: the same frames.
        scheme.layout(in: root.layoutBounds)
        #expect([middle.frame, shared.frame, leaf.frame, tail.frame] == laidOut)
    }
}
