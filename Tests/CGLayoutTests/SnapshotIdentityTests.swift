import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Snapshot identity")
struct SnapshotIdentityTests {
    @Test("A freed element's snapshot is never accepted for another element, nor equal to its snapshot, even at the same address")
    func freedElementsSnapshotIsRefused() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        var reused = 0, accepted = 0, equal = 0
        for _ in 0..<2_000 {
            var old: LayoutNode? = LayoutNode(name: "old")
            try root.addChild(old!)
            let oldID = ObjectIdentifier(old!)
            let snapshot = LayoutScheme(blocks: [old!.layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 10, height: 10))])
                .snapshot(for: root.layoutBounds, direction: .leftToRight)
            let blockSnapshot = old!.layoutBlock().snapshot(for: root.layoutBounds, direction: .leftToRight)
            old!.removeFromSuperElement()
            old = nil
            let new = LayoutNode(name: "new")
            try root.addChild(new)
            if ObjectIdentifier(new) == oldID { reused += 1 }
            let scheme = LayoutScheme(blocks: [new.layoutBlock()])
            if (try? scheme.apply(snapshot: snapshot)) != nil { accepted += 1 }
            if (try? new.layoutBlock().apply(snapshot: blockSnapshot)) != nil { accepted += 1 }
            #expect(!blockSnapshot.isSnapshot(of: new))
            #expect(new.frame == .zero)
            // Same frames, another element: never equal, even when the address is the freed one's.
            let newBlockSnapshot = new.layoutBlock().snapshot(for: root.layoutBounds, direction: .leftToRight)
            let newSnapshot = LayoutScheme(blocks: [new.layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 10, height: 10))])
                .snapshot(for: root.layoutBounds, direction: .leftToRight)
            #expect(newBlockSnapshot.frame == blockSnapshot.frame && newSnapshot.frame == snapshot.frame)
            if newBlockSnapshot == blockSnapshot { equal += 1 }
            if newSnapshot == snapshot { equal += 1 }
            new.removeFromSuperElement()
        }
        print("[freedElementsSnapshotIsRefused] \(reused) of 2000 new nodes reused a freed node's address")
        #expect(accepted == 0)
        #expect(equal == 0)
    }

    @Test("A live element's own snapshot is still accepted")
    func ownSnapshotIsAccepted() throws {
        let (root, children) = try makeTree(children: 1)
        defer { withExtendedLifetime(root) {} }
        let scheme = LayoutScheme(blocks: [children[0].layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 10, height: 10))])
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        try scheme.apply(snapshot: snapshot)
        #expect(children[0].frame == rect(5, 5, 10, 10))
        #expect(LayoutSnapshot(element: children[0], frame: .zero).isSnapshot(of: children[0]))
    }
}
