import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("LayoutGuide")
struct LayoutGuideTests {
    @Test("A guide is a limiter: blocks constrained to it follow its frame", arguments: LayoutDirection.allCases)
    func guideAsLimiter(direction: LayoutDirection) throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
        let corner = LayoutGuide<LayoutNode>(name: "corner")
        root.add(layoutGuide: corner)
        let badge = LayoutNode(name: "badge")
        try root.addChild(badge)
        let scheme = LayoutScheme(blocks: [
            corner.layoutBlock(with: Layout(x: .trailing(10), y: .top(10), width: 100, height: 50)),
            badge.layoutBlock(with: Layout(x: .leading(), y: .top(), width: 20, height: 20),
                              constraints: [corner.layoutConstraint(for: [.bottom(.limit(on: .outer)), .left(.limit(on: .inner))])]),
        ])
        let expectedCorner = direction == .leftToRight ? rect(210, 10, 100, 50) : rect(10, 10, 100, 50)
        let expectedBadge = direction == .leftToRight ? rect(210, 60, 20, 20) : rect(300, 60, 20, 20)
        // Through a snapshot first (nothing written), then directly.
        try scheme.apply(snapshot: scheme.snapshot(for: root.bounds, direction: direction))
        #expect(corner.frame == expectedCorner && badge.frame == expectedBadge)
        badge.frame = .zero
        scheme.layout(direction: direction)
        #expect(corner.frame == expectedCorner && badge.frame == expectedBadge)
    }

    @Test("A guide takes part in coordinate conversion across branches")
    func conversion() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 300), name: "root")
        let panel = LayoutNode(frame: rect(50, 60, 200, 200), name: "panel")
        let other = LayoutNode(frame: rect(10, 20, 50, 50), name: "other")
        try root.addChild(panel)
        try root.addChild(other)
        let guide = LayoutGuide<LayoutNode>(frame: rect(5, 7, 20, 20))
        panel.add(layoutGuide: guide)
        #expect(guide.superElement === panel)
        #expect(guide.convert(point: .zero, to: root) == CGPoint(x: 55, y: 67))
        #expect(guide.convert(point: CGPoint(x: 1, y: 1), to: other) == CGPoint(x: 46, y: 48))
        #expect(other.convert(rect: rect(0, 0, 5, 5), to: guide) == rect(-45, -47, 5, 5))
    }

    @Test("As a container, its content is laid out in its frame minus the content insets")
    func guideAsContainer() throws {
        let (root, children) = try makeTree(CGSize(width: 300, height: 100), children: 2)
        defer { withExtendedLifetime(root) {} }
        let card = LayoutGuide<LayoutNode>(name: "card")
        root.add(layoutGuide: card)
        card.contentInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        card.contentLayout = LayoutScheme(blocks: [
            children[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(0.5), height: .scaled(1))),
            children[1].layoutBlock(with: Layout(x: .right(), y: .top(), width: .scaled(0.5), height: .scaled(1))),
        ])
        let block = card.layoutBlock(with: Layout(x: .left(100), y: .top(20), width: 110, height: 50))
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        #expect(children.allSatisfy { $0.frame == .zero })
        block.layout(direction: .leftToRight)
        #expect(children.map(\.frame) == [rect(105, 25, 50, 40), rect(155, 25, 50, 40)])
        #expect(block.currentSnapshot == snapshot)
    }

    @Test("As a factory, it creates nodes with its frame in its owner")
    func guideAsFactory() throws {
        let root = LayoutNode(frame: rect(0, 0, 100, 100))
        let guide = LayoutGuide<LayoutNode>(frame: rect(10, 10, 30, 30), name: "slot")
        #expect(throws: LayoutTreeError.guideWithoutOwner(guide: guide.description)) { try guide.add { LayoutNode() } }
        root.add(layoutGuide: guide)
        let built = guide.build { TextNode(text: "hi") }
        #expect(built.frame == rect(10, 10, 30, 30) && built.parent == nil)
        let added = try guide.add { LayoutNode(name: "added") }
        #expect(added.parent === root && added.frame == guide.frame)
        #expect(throws: LayoutTreeError.self) { try guide.add { root } }
    }

    @Test("Moving and removing a guide updates its owners, and a removed guide's block is skipped")
    func ownership() throws {
        let a = LayoutNode(frame: rect(0, 0, 100, 100), name: "a")
        let b = LayoutNode(frame: rect(0, 0, 50, 50), name: "b")
        let guide = LayoutGuide<LayoutNode>(name: "g")
        a.add(layoutGuide: guide)
        let sibling = LayoutGuide<LayoutNode>(name: "sibling")
        guide.add(layoutGuide: sibling)
        #expect(sibling.ownerElement === a && a.layoutGuides.count == 2)
        b.add(layoutGuide: guide)
        #expect(a.layoutGuides.count == 1 && b.layoutGuides.first === guide)
        #expect(b.treeDescription().contains("[LayoutGuide<LayoutNode> \"g\""))
        guide.removeFromSuperElement()
        #expect(guide.superElement == nil && b.layoutGuides.isEmpty)
        let block = guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10))
        block.layout(direction: .leftToRight)
        #expect(guide.frame == .zero)
        #expect(block.snapshot(for: rect(0, 0, 10, 10), direction: .leftToRight).isSkipped)
    }

    @Test("A guide's owner holds it; the guide does not keep its owner alive")
    func lifetimes() {
        weak var weakGuide: LayoutGuide<LayoutNode>?
        var root: LayoutNode? = LayoutNode()
        do {
            let guide = LayoutGuide<LayoutNode>()
            root?.add(layoutGuide: guide)
            weakGuide = guide
        }
        #expect(weakGuide != nil)
        weak let weakRoot = root
        root = nil
        #expect(weakRoot == nil && weakGuide == nil)
    }
}
