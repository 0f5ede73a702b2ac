@testable import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Scroll guides nested in each other's content, each content a leaf above the next scroll guide (the
/// shape in which a content's extent is read through every level below it): the content sizes and
/// frames by arithmetic, live and through a snapshot.
@Suite("Nested scroll guides' content size")
struct NestedScrollContentTests {
    /// A subclass: a live pass hands it the content's whole snapshot, whose extent it records; it keeps
    /// the last one it was handed, and counts how often its frame is read.
    final class ObservedScroll: ScrollLayoutGuide<LayoutNode>, @unchecked Sendable {
        private let handedLock = NSLock()
        private var handed: LayoutSnapshot?
        private var reads = 0
        var lastContent: LayoutSnapshot? { handedLock.withLock { handed } }
        var frameReads: Int { handedLock.withLock { reads } }
        override var frame: CGRect {
            get { handedLock.withLock { reads += 1 }; return super.frame }
            set { super.frame = newValue }
        }
        override func contentDidLayout(_ content: LayoutSnapshot) {
            super.contentDidLayout(content)
            handedLock.withLock { handed = content }
        }
    }

    /// `depth` scroll guides on a 320 × 200 root; guide k's content: a 50-point leaf at its top, then
    /// guide k + 1, 100 points tall, 10 points below the leaf (the last guide holds its leaf only).
    /// `innerFirst`: each content lists the next guide's block before its leaf's.
    func nested(_ depth: Int, observed: Bool, innerFirst: Bool = false,
                leaf: (Int) -> LayoutNode = { LayoutNode(name: "leaf\($0)") }) throws -> (root: LayoutNode, scrolls: [ScrollLayoutGuide<LayoutNode>], leaves: [LayoutNode], block: any LayoutBlockProtocol) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let leaves = (0..<depth).map(leaf)
        for leaf in leaves { try root.addChild(leaf) }
        var scrolls: [ScrollLayoutGuide<LayoutNode>] = []
        var inner: ScrollLayoutGuide<LayoutNode>?
        for level in (0..<depth).reversed() {
            var blocks: [any LayoutBlockProtocol] = [leaves[level].layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 50))]
            if let inner { blocks.insert(inner.layoutBlock(with: Layout(x: .left(), y: .top(60), width: .scaled(1), height: 100)), at: innerFirst ? 0 : 1) }
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

    @Test("A live pass over nested guide subclasses reads each leaf's frame a bounded number of times, whatever the depth (the content snapshots are not walked again at every level), the next guide's block after the leaf's or before it",
          arguments: [100, 400], [false, true])
    func liveLayoutReadsEachLevelOnce(depth: Int, innerFirst: Bool) throws {
        // Plain leaves (a node subclass's write is watched for code of its own, through a count other
        // threads' writes move too); the guides count the reads.
        let (root, scrolls, leaves, block) = try nested(depth, observed: true, innerFirst: innerFirst)
        defer { withExtendedLifetime(root) {} }
        let before = scrolls.map { ($0 as! ObservedScroll).frameReads }.reduce(0, +)
        block.layout(direction: .leftToRight)
        let reads = scrolls.map { ($0 as! ObservedScroll).frameReads }.reduce(0, +) - before
        // Walking every level below at each level reads guide k k times: depth² / 2 in all.
        #expect(reads <= 3 * depth, "\(reads) frame reads for \(depth) guides")
        #expect(leaves.enumerated().allSatisfy { $0.element.frame == CGRect(x: 0, y: CGFloat(60 * $0.offset), width: 320, height: 50) })
    }

    @Test("1,000 levels: the frames of a live pass are the snapshot's, plain guides and subclasses", arguments: [false, true])
    func liveEqualsSnapshotDeep(observed: Bool) throws {
        let (root, scrolls, leaves, block) = try nested(1_000, observed: observed)
        defer { withExtendedLifetime(root) {} }
        block.layout(direction: .leftToRight)
        let elements: [any LayoutElement] = leaves + scrolls
        let live = elements.map(\.frame)
        #expect(leaves.enumerated().allSatisfy { $0.element.frame == CGRect(x: 0, y: CGFloat(60 * $0.offset), width: 320, height: 50) })
        for leaf in leaves { leaf.frame = CGRect(x: 5, y: 5, width: 1, height: 1) }
        // The snapshot's last frame of each element, in the order an apply writes them (one walk).
        var snapshotFrames: [ObjectIdentifier: CGRect] = [:]
        block.snapshot(for: root.bounds, direction: .leftToRight).forEachElementFrame { snapshotFrames[$0] = $1 }
        #expect(elements.map { snapshotFrames[ObjectIdentifier($0)] } == live)
    }

    @Test("Each guide subclass is handed the snapshot its content has after the live pass (as built afresh from the present frames), the next guide's block after the leaf's or before it", arguments: [false, true])
    func handedContentIsThePresentOne(innerFirst: Bool) throws {
        let (root, scrolls, _, block) = try nested(40, observed: true, innerFirst: innerFirst)
        defer { withExtendedLifetime(root) {} }
        block.layout(direction: .leftToRight)
        for scroll in scrolls {
            let handed = (scroll as! ObservedScroll).lastContent
            #expect(handed != nil)
            #expect(handed == scroll.contentLayout?.currentSnapshot, "\(scroll)")
        }
    }

    /// A leaf whose frame setter of its own moves another node (the frame setter is user code).
    final class MovingLeaf: LayoutNode, @unchecked Sendable {
        weak var moves: LayoutNode?
        override var frame: CGRect {
            get { super.frame }
            set {
                super.frame = newValue
                moves?.frame = CGRect(x: 0, y: 20, width: 320, height: 30)
            }
        }
    }

    @Test("After the inner guide's block, a block that moves an element of the inner content (laid out again there, or moved by a frame setter of its own): the outer guide is handed the content as it is after the pass",
          arguments: [false, true])
    func handedContentAfterALaterWriteInside(throughFrameSetter: Bool) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let a = MovingLeaf(name: "a"), b = LayoutNode(name: "b")
        try root.addChild(a); try root.addChild(b)
        let inner = ObservedScroll(layout: LayoutScheme(blocks: [b.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 50))]),
                                   scrollDirections: .vertical, name: "inner")
        var blocks: [any LayoutBlockProtocol] = [inner.layoutBlock(with: Layout(x: .left(), y: .top(60), width: .scaled(1), height: 100))]
        if throughFrameSetter {
            a.moves = b
        } else {
            blocks.append(b.layoutBlock(with: Layout(x: .left(), y: .top(20), width: .scaled(1), height: 30)))   // a second writer of b
        }
        blocks.append(a.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 10)))
        let outer = ObservedScroll(layout: LayoutScheme(blocks: blocks), scrollDirections: .vertical, name: "outer")
        root.add(layoutGuide: inner); root.add(layoutGuide: outer)
        outer.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))).layout(direction: .leftToRight)
        #expect(b.frame == CGRect(x: 0, y: 20, width: 320, height: 30))
        let handed = outer.lastContent
        #expect(handed != nil)
        #expect(handed == outer.contentLayout?.currentSnapshot)
        #expect(handed?.frame(of: ObjectIdentifier(b)) == CGRect(x: 0, y: 20, width: 320, height: 30))
    }

    @Test("Applying a snapshot of 1,000 nested guides: each is handed its content marked as the present frames (its extent walks no content), content sizes and frames as live; plain guides and subclasses",
          arguments: [false, true])
    func applyHandsPresentContentDeep(observed: Bool) throws {
        let (root, scrolls, leaves, block) = try nested(1_000, observed: observed)
        defer { withExtendedLifetime(root) {} }
        block.layout(direction: .leftToRight)
        let liveSizes = scrolls.map(\.contentSize)
        for leaf in leaves { leaf.frame = CGRect(x: 5, y: 5, width: 1, height: 1) }
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        try block.apply(snapshot: snapshot)
        #expect(scrolls.map(\.contentSize) == liveSizes)
        #expect(leaves.enumerated().allSatisfy { $0.element.frame == CGRect(x: 0, y: CGFloat(60 * $0.offset), width: 320, height: 50) })
        if observed { #expect(scrolls.allSatisfy { ($0 as! ObservedScroll).lastContent?.framesArePresent == true }) }
    }

    @Test("Applying a snapshot where a later guide's content moves an element the outer content laid out: the outer guide's extent takes its final frame (the content walked), as live")
    func applyWithALaterWriteInAContent() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        try root.addChild(a); try root.addChild(b)
        // The inner content (at the inner guide's 60) moves a to 460: the outer content reaches 510, not the 200 of its guide
        // (a's first frame and the inner guide reach 160).
        let inner = ObservedScroll(layout: LayoutScheme(blocks: [b.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 50)),
                                                                 a.layoutBlock(with: Layout(x: .left(), y: .top(400), width: .scaled(1), height: 50))]),
                                   scrollDirections: .vertical, name: "inner")
        let outer = ObservedScroll(layout: LayoutScheme(blocks: [a.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 50)),
                                                                 inner.layoutBlock(with: Layout(x: .left(), y: .top(60), width: .scaled(1), height: 100))]),
                                   scrollDirections: .vertical, name: "outer")
        root.add(layoutGuide: inner); root.add(layoutGuide: outer)
        let block = outer.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
        block.layout(direction: .leftToRight)
        #expect(outer.contentSize == CGSize(width: 320, height: 510))
        a.frame = .zero
        try block.apply(snapshot: block.snapshot(for: root.bounds, direction: .leftToRight))
        #expect(a.frame == CGRect(x: 0, y: 460, width: 320, height: 50))
        #expect(outer.contentSize == CGSize(width: 320, height: 510))
        #expect(outer.lastContent?.framesArePresent == false)
        #expect(inner.lastContent?.framesArePresent == true)
    }
}
