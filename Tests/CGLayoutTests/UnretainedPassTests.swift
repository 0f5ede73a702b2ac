import Foundation
import Testing
@testable import CGLayout

/// A node whose measurement removes another node from its tree (user code that changes the tree
/// in the middle of a pass).
private final class RemovingNode: LayoutNode, @unchecked Sendable {
    var victim: LayoutNode?
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        victim?.removeFromParent()
        victim = nil
        return CGSize(width: 40, height: 20)
    }
}

/// A node whose measurement moves another node to another parent (user code that changes the tree in a pass).
private final class MovingNode: LayoutNode, @unchecked Sendable {
    var move: (node: LayoutNode, to: LayoutNode)?
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let move {
            move.node.removeFromParent()
            try? move.to.addChild(move.node)
        }
        move = nil
        return CGSize(width: 40, height: 20)
    }
}

/// A node whose frame setter removes another node from its tree (user code in `apply(snapshot:)`).
private final class RemovingOnWriteNode: LayoutNode, @unchecked Sendable {
    var victim: LayoutNode?
    override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            victim?.removeFromParent()
            victim = nil
        }
    }
}

/// A user constraint that reads its coordinate space (the block's super element): 7 wide when there is none.
private struct SpaceReadingConstraint: LayoutConstraintProtocol {
    var isActive: Bool { true }
    var isIndependent: Bool { true }
    func layoutElement(is object: AnyObject) -> Bool { false }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        sourceRect = CGRect(x: 0, y: 0, width: coordinateSpace?.frame.width ?? 7, height: 50)
    }
}

/// Layout passes borrow the nodes of their scheme without retaining them while no tree changed
/// (`Epoch.tree`); these check that nodes removed between passes or during one are never read.
@Suite("Layout passes that borrow their nodes")
struct UnretainedPassTests {
    @Test("inserting, removing and deallocating nodes moves the tree epoch")
    func epochMoves() throws {
        let root = LayoutNode(name: "root")
        var epoch = Epoch.tree.current
        let child = LayoutNode(name: "child")
        try root.addChild(child)
        #expect(Epoch.tree.current != epoch)
        epoch = Epoch.tree.current
        child.removeFromParent()
        #expect(Epoch.tree.current != epoch)
        epoch = Epoch.tree.current
        do { _ = LayoutNode(name: "gone") }
        #expect(Epoch.tree.current != epoch)
    }

    @Test("a node removed and released between passes is skipped and was not kept alive by the plan")
    func removedBetweenPasses() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let kept = LayoutNode(name: "kept")
        var removed: LayoutNode? = LayoutNode(name: "removed")
        try root.addChild(kept)
        try root.addChild(removed!)
        weak let weakRemoved = removed
        let scheme = LayoutScheme(blocks: [
            removed!.layoutBlock(with: Layout(x: .left(10), y: .top(), width: 50, height: 20)),
            kept.layoutBlock(with: Layout(x: .left(10), y: .top(30), width: 60, height: 20)),
        ])
        scheme.layout(direction: .leftToRight)
        scheme.layout(direction: .leftToRight)   // the second pass borrows the nodes
        #expect(removed?.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        removed?.removeFromParent()
        removed = nil
        #expect(weakRemoved == nil)
        kept.frame = .zero
        scheme.layout(direction: .leftToRight)
        #expect(kept.frame == CGRect(x: 10, y: 30, width: 60, height: 20))
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        try scheme.apply(snapshot: snapshot)
        #expect(kept.frame == CGRect(x: 10, y: 30, width: 60, height: 20))
    }

    @Test("a node that user code removes (and so releases) during a pass is skipped by the later blocks")
    func removedDuringPass() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let measuring = RemovingNode(name: "measuring")
        let after = LayoutNode(name: "after")
        try root.addChild(measuring)
        var victim: LayoutNode? = LayoutNode(name: "victim")
        try root.addChild(victim!)
        weak let weakVictim = victim
        let scheme = LayoutScheme(blocks: [
            measuring.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                                  constraints: [measuring.adjustLayoutConstraint(for: [.width(), .height()])]),
            victim!.layoutBlock(with: Layout(x: .left(5), y: .top(50), width: 30, height: 30)),
            after.layoutBlock(with: Layout(x: .left(100), y: .top(), width: 10, height: 10)),
        ])
        scheme.layout(direction: .leftToRight)
        try root.addChild(after)                  // `after` joins the tree: the plan must notice
        scheme.layout(direction: .leftToRight)    // loads again and remembers the nodes
        #expect(after.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
        after.frame = .zero
        measuring.victim = victim
        victim = nil                              // only the tree holds it now
        scheme.layout(direction: .leftToRight)    // borrows; measuring removes the victim, released mid-pass
        #expect(weakVictim == nil)
        #expect(measuring.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(after.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
    }

    @Test("apply(snapshot:) skips a node that a frame setter removed (and so released) while it wrote")
    func removedWhileApplying() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let writer = RemovingOnWriteNode(name: "writer")
        var victim: LayoutNode? = LayoutNode(name: "victim")
        let last = LayoutNode(name: "last")
        for node in [writer, victim!, last] { try root.addChild(node) }
        weak let weakVictim = victim
        let scheme = LayoutScheme(blocks: [
            writer.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20)),
            victim!.layoutBlock(with: Layout(x: .left(30), y: .top(), width: 20, height: 20)),
            last.layoutBlock(with: Layout(x: .left(60), y: .top(), width: 20, height: 20)),
        ])
        scheme.layout(direction: .leftToRight)    // loads and remembers the nodes
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        writer.victim = victim
        victim = nil
        last.frame = .zero
        try scheme.apply(snapshot: snapshot)      // borrows; the writer's setter releases the victim
        #expect(weakVictim == nil)
        #expect(last.frame == CGRect(x: 60, y: 0, width: 20, height: 20))
    }

    @Test("a super element that user code removes (and so releases) during a pass is not read after it")
    func superElementReleasedDuringPass() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        var container: LayoutNode? = LayoutNode(frame: CGRect(x: 10, y: 10, width: 100, height: 80), name: "container")
        let first = LayoutNode(name: "first"), measuring = RemovingNode(name: "measuring"), third = LayoutNode(name: "third")
        try root.addChild(container!)
        for node in [first, measuring, third] { try container!.addChild(node) }
        weak let weakContainer = container
        let scheme = LayoutScheme(blocks: [
            // Reads `third`, so the pass finds (and borrows) its super element before the removal.
            first.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10),
                              constraints: [third.layoutConstraint(for: [.top(.limit(on: .inner))])]),
            measuring.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                                  constraints: [measuring.adjustLayoutConstraint(for: [.width(), .height()])]),
            third.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: 10),
                              constraints: [SpaceReadingConstraint()]),
        ])
        scheme.layout(direction: .leftToRight)    // loads and remembers the nodes
        #expect(third.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        third.frame = .zero
        measuring.victim = container
        container = nil                           // only the tree holds it now
        scheme.layout(direction: .leftToRight)    // borrows the container; measuring releases it mid-pass
        #expect(weakContainer == nil)
        #expect(measuring.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        // Never the freed container (AddressSanitizer checks that). When the pass borrowed it, it is gone for
        // the rest of the pass: no super element (width 7). When a tree edit on another task (tests run in
        // parallel; the tree epoch is global) made this pass load its elements strongly, the pass held the
        // container until it ended, so the third block still saw it (width 100), and it is freed after.
        let frames = [CGRect(x: 0, y: 0, width: 7, height: 10), CGRect(x: 0, y: 0, width: 100, height: 10)]
        #expect(frames.contains(third.frame))
    }

    /// A root with two parents side by side: `narrow` (100 wide, at the top) and `wide` (250 wide, 60 below).
    static func twoParents() throws -> (root: LayoutNode, narrow: LayoutNode, wide: LayoutNode) {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 300), name: "root")
        let narrow = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50), name: "narrow")
        let wide = LayoutNode(frame: CGRect(x: 0, y: 60, width: 250, height: 50), name: "wide")
        try root.addChild(narrow)
        try root.addChild(wide)
        return (root, narrow, wide)
    }

    @Test("a borrowing pass reads the parents the plan remembered, and the new ones once a node moved to another parent")
    func rememberedParentsFollowMoves() throws {
        let (root, narrow, wide) = try Self.twoParents()
        defer { withExtendedLifetime(root) {} }   // the root holds both parents for the whole test
        let first = LayoutNode(name: "first"), second = LayoutNode(name: "second")
        try narrow.addChild(first)
        try narrow.addChild(second)
        let scheme = LayoutScheme(blocks: [
            first.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: 10)),
            // Below `first` when they share a parent; in another parent the constraint converts through the root.
            second.layoutBlock(with: Layout(x: .left(5), y: .top(), width: .equal, height: 10),
                               constraints: [first.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        func check(_ expected: [CGRect], _ step: String) {
            for _ in 0..<3 {   // the first pass loads and remembers; the next ones borrow the remembered parents
                scheme.layout(direction: .leftToRight)
                #expect([first.frame, second.frame] == expected, "\(step)")
            }
            let snapshot = scheme.snapshot(for: narrow.bounds, direction: .leftToRight)   // `first`'s super element
            first.frame = .zero
            second.frame = .zero
            try? scheme.apply(snapshot: snapshot)
            #expect([first.frame, second.frame] == expected, "\(step), snapshot")
        }
        check([CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 5, y: 10, width: 100, height: 10)], "one parent")
        second.removeFromParent()
        try wide.addChild(second)
        // `first` ends at y 10 in root's space, above `wide` (y 60): the limit leaves `second` at the top of `wide`.
        check([CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 5, y: 0, width: 250, height: 10)], "two parents")
        second.removeFromParent()
        try narrow.addChild(second)
        check([CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 5, y: 10, width: 100, height: 10)], "back in one parent")
    }

    @Test("a plan whose nodes have more parents than a pass searches one by one lays out the same on every pass")
    func manyParents() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 4000), name: "root")
        var blocks: [any LayoutBlockProtocol] = []
        var nodes: [LayoutNode] = []
        for index in 0..<40 {   // more than `SchemePlan.Pass.manySupers`: no remembered parents
            let container = LayoutNode(frame: CGRect(x: 0, y: CGFloat(index) * 50, width: CGFloat(100 + index), height: 40),
                                       name: "container \(index)")
            try root.addChild(container)
            let node = LayoutNode(name: "node \(index)")
            try container.addChild(node)
            nodes.append(node)
            blocks.append(node.layoutBlock(with: Layout(x: .left(1), y: .top(), width: .equal, height: 10)))
        }
        let scheme = LayoutScheme(blocks: blocks)
        for _ in 0..<3 {
            scheme.layout(direction: .leftToRight)
            for (index, node) in nodes.enumerated() {
                #expect(node.frame == CGRect(x: 1, y: 0, width: CGFloat(100 + index), height: 10))
            }
        }
    }

    @Test("a node that user code moves to another parent during a borrowing pass is laid out in its new parent by its later block")
    func movedDuringPass() throws {
        let (root, narrow, wide) = try Self.twoParents()
        defer { withExtendedLifetime(root) {} }   // the root holds both parents for the whole test
        let mover = MovingNode(name: "mover"), moved = LayoutNode(name: "moved")
        try narrow.addChild(mover)
        try narrow.addChild(moved)
        let scheme = LayoutScheme(blocks: [
            mover.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                              constraints: [mover.adjustLayoutConstraint(for: [.width(), .height()])]),
            moved.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: 10)),
        ])
        scheme.layout(direction: .leftToRight)    // loads and remembers the nodes and their parents
        scheme.layout(direction: .leftToRight)
        #expect(moved.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        mover.move = (moved, wide)
        scheme.layout(direction: .leftToRight)    // starts from the remembered parents; the mover's measurement moves `moved`
        #expect(moved.parent === wide)
        #expect(moved.frame == CGRect(x: 0, y: 0, width: 250, height: 10))
        #expect(mover.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("a pass that reads the remembered nodes in place and loads them again after user code changed a tree never writes the remembered entries")
    func rememberedEntriesStayAsRemembered() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let measuring = RemovingNode(name: "measuring")
        let after = LayoutNode(name: "after")
        var victim: LayoutNode? = LayoutNode(name: "victim")
        try root.addChild(measuring)
        try root.addChild(victim!)
        try root.addChild(after)
        let plan = SchemePlan(blocks: [
            measuring.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal),
                                  constraints: [measuring.adjustLayoutConstraint(for: [.width(), .height()])]),
            victim!.layoutBlock(with: Layout(x: .left(5), y: .top(50), width: 30, height: 30)),
            after.layoutBlock(with: Layout(x: .left(100), y: .top(), width: 10, height: 10)),
        ])
        plan.layout(sourceRect: nil, direction: .leftToRight)   // loads the nodes and remembers them
        let remembered = try #require(plan.unretainedNodes)
        #expect(remembered.others.isEmpty)                      // every element is a node in a tree: read in place
        // The entries' node addresses (compared, never dereferenced: the victim is freed below).
        func entries() -> [UnsafeMutableRawPointer?] { (0..<plan.elements.count).map { remembered.entries[$0]?.node?.toOpaque() } }
        let before = entries()
        #expect(before.count == 3 && before.allSatisfy { $0 != nil })
        after.frame = .zero
        measuring.victim = victim
        victim = nil                                            // only the tree holds it now
        plan.layout(sourceRect: nil, direction: .leftToRight)   // in place; the measurement removes and frees the victim
        #expect(measuring.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(after.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
        // Loading again (the victim now gone, so `nil`) wrote the pass's own buffer, not the shared entries.
        #expect(entries() == before)
        plan.layout(sourceRect: nil, direction: .leftToRight)
        let renewed = try #require(plan.unretainedNodes)
        #expect(renewed !== remembered && !renewed.others.isEmpty)   // a new epoch: remembered anew, the freed victim as none
        #expect(after.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
    }
}
