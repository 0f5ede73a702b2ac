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
}
