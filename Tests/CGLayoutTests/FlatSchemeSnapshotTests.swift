import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A scheme's snapshot keeps its blocks' frames flat (one entry per block, the compiled plan held once);
/// its tree view, its checks and its writes say and do what a snapshot built as a tree does.
@Suite("Flat scheme snapshots")
struct FlatSchemeSnapshotTests {
    /// A root with a panel, a nested scheme of two labels in it, and a node that left the tree.
    private struct Scene {
        let root = LayoutNode(frame: rect(0, 0, 300, 200), name: "root")
        let panel = LayoutNode(name: "panel"), title = LayoutNode(name: "title"), detail = LayoutNode(name: "detail")
        let removed = LayoutNode(name: "removed")
        let scheme: LayoutScheme

        init() throws {
            try root.addChild(panel)
            try root.addChild(title)
            try root.addChild(detail)
            try root.addChild(removed)
            scheme = LayoutScheme(blocks: [
                panel.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 100, height: 40)),
                LayoutScheme(blocks: [
                    title.layoutBlock(with: Layout(x: .left(20), y: .top(60), width: 80, height: 20)),
                    removed.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: 5, height: 5)),
                    detail.layoutBlock(with: Layout(x: .left(20), y: .top(90), width: 120, height: 30)),
                ]),
            ])
            removed.removeFromSuperElement()
        }
    }

    @Test("The tree view names each element with its frame, skips what left the tree, and nests as the scheme does")
    func treeViewMatchesTheScheme() throws {
        let scene = try Scene()
        let snapshot = scene.scheme.snapshot(for: scene.root.layoutBounds, direction: .leftToRight)
        let children = snapshot.childSnapshots
        #expect(snapshot.isGroup && children.count == 2)
        #expect(children[0].isSnapshot(of: scene.panel) && children[0].frame == rect(10, 10, 100, 40))
        let inner = children[1].childSnapshots
        #expect(children[1].isGroup && inner.count == 3)
        #expect(inner[0].isSnapshot(of: scene.title) && inner[0].frame == rect(20, 60, 80, 20))
        #expect(inner[1].isSkipped && inner[1].isSnapshot(of: scene.removed) && !inner[1].isSnapshot(of: scene.title))
        #expect(inner[2].isSnapshot(of: scene.detail) && inner[2].frame == rect(20, 90, 120, 30))
        #expect(children[1].frame == rect(20, 60, 120, 60))
        #expect(snapshot.frame == rect(10, 10, 130, 110))
        // The same values as a snapshot built as a tree from them, and as another pass's snapshot.
        #expect(snapshot == LayoutSnapshot(childSnapshots: children))
        #expect(snapshot == scene.scheme.snapshot(for: scene.root.layoutBounds, direction: .leftToRight))
        #expect(snapshot != scene.scheme.snapshot(for: rect(0, 0, 300, 200).offsetBy(dx: 1, dy: 0), direction: .leftToRight))
    }

    @Test("Snapshot + apply gives the frames of layout(); the tree view applies to a scheme of the same blocks")
    func applyMatchesLayout() throws {
        let scene = try Scene(), other = try Scene()
        other.scheme.layout()
        let expected = [other.panel, other.title, other.detail].map(\.frame)
        let snapshot = scene.scheme.snapshot(for: scene.root.layoutBounds, direction: .leftToRight)
        #expect([scene.panel, scene.title, scene.detail].allSatisfy { $0.frame == .zero })
        try scene.scheme.apply(snapshot: snapshot)
        #expect([scene.panel, scene.title, scene.detail].map(\.frame) == expected)
        #expect(scene.removed.frame == .zero)

        // A scheme of the same blocks has another compiled plan: the snapshot is checked element by element.
        [scene.panel, scene.title, scene.detail].forEach { $0.frame = .zero }
        let rebuilt = LayoutScheme(blocks: scene.scheme.blocks)
        try rebuilt.apply(snapshot: snapshot)
        try rebuilt.apply(snapshot: LayoutSnapshot(childSnapshots: snapshot.childSnapshots))
        #expect([scene.panel, scene.title, scene.detail].map(\.frame) == expected)
    }

    @Test("A snapshot of other elements is refused at the first mismatching block, and nothing is written")
    func otherElementsAreRefused() throws {
        let scene = try Scene(), other = try Scene()
        let foreign = other.scheme.snapshot(for: other.root.layoutBounds, direction: .leftToRight)
        #expect(throws: LayoutSnapshotError.elementMismatch(path: [0], element: scene.panel.description)) {
            try scene.scheme.apply(snapshot: foreign)
        }
        #expect(throws: LayoutSnapshotError.elementMismatch(path: [0], element: scene.panel.description)) {
            try scene.scheme.validate(snapshot: foreign)
        }
        #expect([scene.panel, scene.title, scene.detail].allSatisfy { $0.frame == .zero })
    }

    @Test("An element freed after the snapshot: its block is refused at its path, and nothing is written")
    func elementFreedAfterTheSnapshotIsRefused() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 200), name: "root")
        let first = LayoutNode(name: "first")
        var doomed: LayoutNode? = LayoutNode(name: "doomed")
        try root.addChild(first)
        try root.addChild(doomed!)
        let scheme = LayoutScheme(blocks: [
            first.layoutBlock(with: Layout(x: .left(1), y: .top(1), width: 10, height: 10)),
            LayoutScheme(blocks: [doomed!.layoutBlock(with: Layout(x: .left(2), y: .top(2), width: 10, height: 10))]),
        ])
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        let name = doomed!.description
        doomed!.removeFromSuperElement()
        doomed = nil
        do {
            try scheme.apply(snapshot: snapshot)
            Issue.record("expected an error")
        } catch {
            #expect(error == .elementMismatch(path: [1, 0], element: "a deallocated element"), "\(error) (the element was \(name))")
        }
        #expect(first.frame == .zero)
    }

    /// Counts the calls it gets.
    private final class Observer: IntrinsicSizeObserver, @unchecked Sendable {
        var calls = 0
        func intrinsicSizeDidChange(of element: any LayoutElement) { calls += 1 }
    }

    /// A node subclass measured by its present size (it keeps `sizeThatFits`'s default).
    private final class Badge: LayoutNode, @unchecked Sendable {}

    @Test("Apply tells a resized node's intrinsic-size observers, as layout() does (flat, and as a tree beside a container)",
          arguments: [false, true])
    func applyNotifiesResizeAsLayoutDoes(besideAContainer: Bool) throws {
        func run(apply: Bool) throws -> Int {
            let root = LayoutNode(frame: rect(0, 0, 300, 200), name: "root")
            let badge = Badge(name: "badge")
            try root.addChild(badge)
            let observer = Observer()
            badge.addIntrinsicSizeObserver(observer)
            var blocks: [any LayoutBlockProtocol] = [badge.layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 40, height: 20))]
            if besideAContainer {
                // A container's snapshot is a tree of its own: the scheme's snapshot is then built as a tree.
                let card = LayoutGuide<LayoutNode>(name: "card")
                root.add(layoutGuide: card)
                blocks.append(card.layoutBlock(with: Layout(x: .left(100), y: .top(20), width: 110, height: 50)))
            }
            let scheme = LayoutScheme(blocks: blocks)
            let before = observer.calls
            if apply {
                try scheme.apply(snapshot: scheme.snapshot(for: root.layoutBounds, direction: .leftToRight))
            } else {
                scheme.layout()
            }
            #expect(badge.frame == rect(5, 5, 40, 20))
            return withExtendedLifetime(observer) { observer.calls - before }
        }
        let byLayout = try run(apply: false)
        #expect(byLayout > 0)
        #expect(try run(apply: true) == byLayout)
    }
}
