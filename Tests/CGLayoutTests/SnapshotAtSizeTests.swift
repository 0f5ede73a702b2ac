import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// `snapshot(for: rect)` sees the scheme's super element as `rect`: constraints on it,
/// content constraints, nested containers, and `sizeThatFits` through a snapshot.
@Suite("Snapshots at any size")
struct SnapshotAtSizeTests {
    struct Scene {
        let screen = LayoutNode(frame: rect(0, 0, 375, 667), name: "screen")
        let half = LayoutNode(name: "half")
        let footer = LayoutNode(name: "footer")
        let inset = LayoutNode(name: "inset")
        let stack = StackLayoutGuide<LayoutNode>(axis: .horizontal, spacing: .equal(10))
        let left = LayoutNode(name: "left"), right = LayoutNode(name: "right")
        let scheme: LayoutScheme

        init() throws {
            for node in [half, footer, inset] { try screen.addChild(node) }
            screen.add(layoutGuide: stack)
            try stack.addArrangedElement(left)
            try stack.addArrangedElement(right)
            scheme = LayoutScheme(blocks: [
                // Half the screen (the size anchor keeps the space's origin): constrained by the super element's frame.
                half.layoutBlock(with: Layout(x: .equal, y: .equal, width: .equal, height: .equal),
                                 constraints: [screen.layoutConstraint(for: [.width(0.5), .height(0.5)])]),
                // 44 tall at the bottom of the super element's layout bounds.
                footer.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: 44),
                                   constraints: [screen.contentLayoutConstraint(for: [.equally])]),
                // In a space a quarter of the screen wide, 16 from its leading edge, under the half block.
                inset.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: .equal, height: 20),
                                  constraints: [screen.layoutConstraint(for: [.width(0.25)]),
                                                half.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
                stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: 30),
                                  constraints: [screen.layoutConstraint(for: [.width(1)])]),
            ])
        }

        var frames: [CGRect] { [half.frame, footer.frame, inset.frame, stack.frame, left.frame, right.frame] }
    }

    /// The design at a screen size, by arithmetic.
    func expected(_ w: CGFloat, _ h: CGFloat, rtl: Bool = false) -> [CGRect] {
        let rightX = rtl ? 0 : (w - 10) / 2 + 10
        return [rect(0, 0, w / 2, h / 2), rect(0, h - 44, w, 44), rect(rtl ? -16 : 16, h / 2 + 8, w / 4, 20),
                rect(0, 0, w, 30), rect(rtl ? (w - 10) / 2 + 10 : 0, 0, (w - 10) / 2, 30), rect(rightX, 0, (w - 10) / 2, 30)]
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func snapshotAtAnotherSizeIsTheLayoutAtThatSize(direction: LayoutDirection) throws {
        let scene = try Scene()
        let snapshot = scene.scheme.snapshot(for: rect(0, 0, 200, 300), direction: direction)
        #expect(scene.screen.frame == rect(0, 0, 375, 667), "a snapshot writes nothing")
        try scene.scheme.apply(snapshot: snapshot)
        #expect(scene.frames == expected(200, 300, rtl: direction == .rightToLeft))
        // The same as a real layout at that size.
        scene.screen.frame.size = CGSize(width: 200, height: 300)
        for node in [scene.half, scene.footer, scene.inset, scene.left, scene.right] { node.frame = .zero }
        scene.scheme.layout(direction: direction)
        #expect(scene.frames == expected(200, 300, rtl: direction == .rightToLeft))
    }

    @Test func aBlockSnapshotSeesItsSuperElementAtTheSize() throws {
        let scene = try Scene()
        let block = scene.half.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                                           constraints: [scene.screen.layoutConstraint(for: [.width(0.5), .height(0.5)])])
        #expect(block.snapshot(for: rect(0, 0, 200, 300), direction: .leftToRight).frame == rect(0, 0, 100, 150))
    }

    @Test func sizeThatFitsThroughASnapshot() throws {
        let scene = try Scene()
        // The union of the frames at 200 × 300 reaches the footer's bottom.
        #expect(scene.scheme.sizeThatFits(CGSize(width: 200, height: 300), direction: .leftToRight) == CGSize(width: 200, height: 300))
        let root = LayoutNode(frame: rect(0, 0, 375, 667))
        let child = LayoutNode()
        try root.addChild(child)
        let scheme = LayoutScheme(blocks: [child.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                                                             constraints: [root.layoutConstraint(for: [.width(0.5), .height(0.5)])])])
        #expect(scheme.sizeThatFits(CGSize(width: 200, height: 300)) == CGSize(width: 100, height: 150))
        // Read at the size of the rect, wherever the rect starts.
        #expect(scheme.snapshot(for: rect(10, 20, 200, 300), direction: .leftToRight).frame == rect(10, 20, 100, 150))
    }

    @Test func aSnapshotAtTheLiveSizeIsUnchanged() throws {
        let scene = try Scene()
        let snapshot = scene.scheme.snapshot(for: scene.screen.bounds, direction: .leftToRight)
        scene.scheme.layout(direction: .leftToRight)
        #expect(scene.frames == expected(375, 667))
        #expect(snapshot.childSnapshots.map(\.frame) == expected(375, 667).prefix(4).map { $0 })
    }

    /// The super element a snapshot's rect describes keeps that rect as its layout bounds only until a
    /// block lays it out: a later content pass places its children in the bounds of its new frame, as
    /// `layout(in:)` does.
    @Test func theSourceContainerLaidOutInThePassGivesItsNewBounds() throws {
        let root = LayoutNode(frame: rect(0, 0, 400, 300), name: "root")
        let card = LayoutNode(name: "card"), label = LayoutNode(name: "label"), badge = LayoutNode(name: "badge")
        try root.addChild(card)
        try root.addChild(badge)
        try card.addChild(label)
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        let filling = Layout(x: .left(), y: .top(), width: .equal, height: .equal)
        // The guide's content starts with a child of the root, so the card's child is placed in the card's bounds.
        guide.contentLayout = LayoutScheme(blocks: [
            badge.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10)),
            card.layoutBlock(with: Layout(x: .left(), y: .top(), width: 200, height: 100)),
            label.layoutBlock(with: filling),
        ])
        // The first block's super element is the card: a snapshot for a rect sees the card at that rect.
        let scheme = LayoutScheme(blocks: [label.layoutBlock(with: filling), guide.layoutBlock(with: filling)])
        let snapshot = scheme.snapshot(for: rect(0, 0, 120, 80), direction: .leftToRight)
        try scheme.apply(snapshot: snapshot)
        // 200 × 100 from the card's block, then the label fills the card's new bounds.
        #expect(card.frame == rect(0, 0, 200, 100))
        #expect(label.frame == rect(0, 0, 200, 100))
        label.frame = .zero
        card.frame = rect(0, 0, 120, 80)
        scheme.layout(in: rect(0, 0, 120, 80), direction: .leftToRight)
        #expect([card.frame, label.frame, badge.frame] == [rect(0, 0, 200, 100), rect(0, 0, 200, 100), rect(0, 0, 10, 10)])
    }
}
