import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Scroll guides nested in each other's content, each content a leaf above the next scroll guide (the
/// shape in which a content's extent is read through every level below it): the content sizes and
/// frames by arithmetic, live and through a snapshot.
@Suite("Nested scroll guides' content size")
struct NestedScrollContentTests {
    /// A subclass: a live pass hands it the content's whole snapshot, whose extent it records.
    final class ObservedScroll: ScrollLayoutGuide<LayoutNode>, @unchecked Sendable {}

    /// `depth` scroll guides on a 320 × 200 root; guide k's content: a 50-point leaf at its top, then
    /// guide k + 1, 100 points tall, 10 points below the leaf (the last guide holds its leaf only).
    func nested(_ depth: Int, observed: Bool) throws -> (root: LayoutNode, scrolls: [ScrollLayoutGuide<LayoutNode>], leaves: [LayoutNode], block: any LayoutBlockProtocol) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let leaves = (0..<depth).map { LayoutNode(name: "leaf\($0)") }
        for leaf in leaves { try root.addChild(leaf) }
        var scrolls: [ScrollLayoutGuide<LayoutNode>] = []
        var inner: ScrollLayoutGuide<LayoutNode>?
        for level in (0..<depth).reversed() {
            var blocks: [any LayoutBlockProtocol] = [leaves[level].layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 50))]
            if let inner { blocks.append(inner.layoutBlock(with: Layout(x: .left(), y: .top(60), width: .scaled(1), height: 100))) }
            let scroll = observed ? ObservedScroll(layout: LayoutScheme(blocks: blocks), scrollDirections: .vertical, name: "scroll\(level)")
                : ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: blocks), scrollDirections: .vertical, name: "scroll\(level)")
            root.add(layoutGuide: scroll)
            scrolls.insert(scroll, at: 0)
            inner = scroll
        }
        return (root, scrolls, leaves, scrolls[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))))
    }

    @Test("Each content reaches 160 points (the last 50), leaves 60 points apart: live, and snapshot + apply; plain guides and subclasses", arguments: [3, 40, 150], [false, true])
    func contentSizes(depth: Int, observed: Bool) throws {
        let (root, scrolls, leaves, block) = try nested(depth, observed: observed)
        defer { withExtendedLifetime(root) {} }
        block.layout(direction: .leftToRight)
        // The content's extent (160, the last 50), at least the guide's own height (200 for the outer one, 100 below).
        let sizes = (0..<depth).map { CGSize(width: 320, height: max($0 == depth - 1 ? 50 : 160, $0 == 0 ? 200 : 100)) }
        #expect(scrolls.map(\.contentSize) == sizes)
        #expect(leaves.enumerated().allSatisfy { $0.element.frame == CGRect(x: 0, y: CGFloat(60 * $0.offset), width: 320, height: 50) })
        // Through a snapshot, from frames set elsewhere: the same frames.
        for leaf in leaves { leaf.frame = CGRect(x: 5, y: 5, width: 1, height: 1) }
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        try block.apply(snapshot: snapshot)
        #expect(leaves.enumerated().allSatisfy { $0.element.frame == CGRect(x: 0, y: CGFloat(60 * $0.offset), width: 320, height: 50) })
    }
}
