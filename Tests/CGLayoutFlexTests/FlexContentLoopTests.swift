import CGLayout
import CGLayoutFlex
import CGLayoutTestSupport
import Foundation
import Testing

/// Loops through flex guides: a flex guide lays out its items (nested flex guides' items
/// included, as one flex tree) but runs the content of no other container among them.
@Suite("Loops through flex guides")
struct FlexContentLoopTests {
    private let box = Layout(x: .left(10), y: .top(10), width: 200, height: 100)

    /// The guide's content lays out the guide through a flex guide that holds it, by way of a nested flex guide.
    @Test("A guide laid out, through nested flex guides, by its own content is a loop: reported, ended, refused")
    func guideThroughNestedFlexGuides() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        let outer = FlexLayoutGuide<LayoutNode>(name: "outer"), inner = FlexLayoutGuide<LayoutNode>(name: "inner")
        for made in [guide, outer, inner] as [LayoutGuide<LayoutNode>] { root.add(layoutGuide: made) }
        try outer.addItem(inner)
        try inner.addItem(guide)
        guide.contentLayout = LayoutScheme(blocks: [outer.layoutBlock(with: .equal)])
        let scheme = LayoutScheme(blocks: [guide.layoutBlock(with: box)])
        scheme.layout(direction: .leftToRight)
        #expect(scheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"guide\"")))
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        let before = [guide.frame, outer.frame, inner.frame]
        #expect(throws: LayoutSnapshotError.containerLaidOutByItsContent(path: [0], element: "LayoutGuide<LayoutNode> \"guide\"")) {
            try scheme.apply(snapshot: snapshot)
        }
        #expect([guide.frame, outer.frame, inner.frame] == before)
    }

    /// The diagnosis followed the content of every container among a flex guide's items, so it reported
    /// a loop (and said snapshots would be refused) where the flex pass never runs that content.
    @Test("An item's content that lays out the flex guide is not a loop: the flex pass does not run it")
    func itemContentIsNotRunByTheFlexPass() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let guide = LayoutGuide<LayoutNode>(name: "guide"), flex = FlexLayoutGuide<LayoutNode>(name: "flex")
        root.add(layoutGuide: guide)
        root.add(layoutGuide: flex)
        var grow = FlexStyle()
        grow.flexGrow = 1
        try flex.addItem(guide, style: grow)
        guide.contentLayout = LayoutScheme(blocks: [flex.layoutBlock(with: box)])
        let node = FlexContainerNode(name: "node")
        try root.addChild(node)
        let nodeGuide = LayoutGuide<LayoutNode>(name: "nodeGuide")
        node.addItem(nodeGuide, style: grow)
        nodeGuide.contentLayout = LayoutScheme(blocks: [node.layoutBlock(with: box)])
        let scheme = LayoutScheme(blocks: [flex.layoutBlock(with: box), node.layoutBlock(with: box)])
        #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        let frames = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [flex, guide, node, nodeGuide])
        #expect(frames.laidOut == [rect(10, 10, 200, 100), rect(10, 10, 200, 100), rect(10, 10, 200, 100), rect(0, 0, 200, 100)])
        #expect(frames.applied == frames.laidOut)
    }

    /// The diagnosis followed each container's content once per block: a flex guide already followed
    /// (arranged before the guide, where it does not run the guide's content) was not followed again
    /// inside the guide's content, so the loop there went unreported while its snapshots were refused.
    @Test("A guide whose content lays out a flex guide holding it, both arranged by a stack, is a reported loop")
    func loopThroughAFlexGuideFollowedEarlierInTheBlock() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "stack")
        let flex = FlexLayoutGuide<LayoutNode>(name: "flex"), guide = LayoutGuide<LayoutNode>(name: "guide")
        for made in [stack, flex, guide] as [LayoutGuide<LayoutNode>] { root.add(layoutGuide: made) }
        try flex.addItem(guide)
        try stack.addArrangedElement(flex)
        try stack.addArrangedElement(guide)
        guide.contentLayout = LayoutScheme(blocks: [flex.layoutBlock(with: .equal)])
        let scheme = LayoutScheme(blocks: [stack.layoutBlock(with: box)])
        #expect(scheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"guide\"")),
                "\(scheme.issues)")
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        let before = [stack.frame, flex.frame, guide.frame]
        #expect(throws: LayoutSnapshotError.containerLaidOutByItsContent(path: [0, 0, 1], element: "LayoutGuide<LayoutNode> \"guide\"")) {
            try scheme.apply(snapshot: snapshot)
        }
        #expect([stack.frame, flex.frame, guide.frame] == before, "a refused snapshot writes nothing")
    }
}
