import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A user constraint that poisons the space (what a buggy custom constraint might do).
private struct PoisonConstraint: LayoutConstraintProtocol {
    let value: CGFloat
    var isActive: Bool { true }
    var isIndependent: Bool { true }
    func layoutElement(is object: AnyObject) -> Bool { false }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {
        sourceRect = CGRect(x: value, y: -value, width: -value, height: value)
    }
}

private let poisons: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]

@Suite("The frame gate")
struct FrameGateTests {
    @Test("The gate writes finite frames with sizes of at least 0")
    func gateAdmitsOnlyValidFrames() {
        let node = LayoutNode()
        FrameGate.write(CGRect(x: CGFloat.nan, y: 4, width: -3, height: CGFloat.infinity), to: node)
        #expect(node.frame == rect(0, 4, 0, 0))
        #expect(FrameGate.admitted(rect(1, 2, 3, 4)) == rect(1, 2, 3, 4))
    }

    @Test("A valid frame is admitted as it is, even when its values sum past the largest double; an infinity or a NaN anywhere is not")
    func admissionIsExactAtTheEdges() {
        let big = CGFloat.greatestFiniteMagnitude
        #expect(FrameGate.admitted(rect(big, big, big, big)) == rect(big, big, big, big))
        #expect(FrameGate.admitted(rect(-big, -big, 0, big)) == rect(-big, -big, 0, big))
        for bad in [CGFloat.infinity, -.infinity, .nan] {
            #expect(FrameGate.admitted(rect(bad, 1, 2, 3)) == rect(0, 1, 2, 3))
            #expect(FrameGate.admitted(rect(1, bad, 2, 3)) == rect(1, 0, 2, 3))
            #expect(FrameGate.admitted(rect(1, 2, bad, 3)) == rect(1, 2, 0, 3))
            #expect(FrameGate.admitted(rect(1, 2, 3, bad)) == rect(1, 2, 3, 0))
        }
        // Infinities of both signs: their sum is NaN, still caught.
        #expect(FrameGate.admitted(rect(.infinity, -.infinity, 2, 3)) == rect(0, 0, 2, 3))
        #expect(FrameGate.admitted(rect(1, 2, -0.5, 3)) == rect(1, 2, 0, 3))
    }

    @Test("Blocks, schemes and stacks write only valid frames, however the space was poisoned", arguments: poisons)
    func layoutWritesValidFrames(poison: CGFloat) throws {
        let (root, children) = try makeTree(children: 3)
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, spacing: .equal(poison), name: "stack")
        root.add(layoutGuide: stack)
        let items = (0..<2).map { LayoutNode(name: "item\($0)") }
        for item in items { try stack.addArrangedElement(item) }
        let poisoned = [PoisonConstraint(value: poison)]
        let scheme = LayoutScheme(blocks: [
            children[0].layoutBlock(with: Layout(x: .left(poison), y: .top(), width: .scaled(poison), height: .fixed(poison)), constraints: poisoned),
            children[1].layoutBlock(with: .equal, constraints: [children[0].layoutConstraint(for: [.top(.limit(on: .outer))])] + poisoned),
            stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(poison), height: .boxed(poison)), constraints: poisoned),
        ])
        let all: [any LayoutElement] = children + items + [stack]
        for direction in LayoutDirection.allCases {
            scheme.layout(direction: direction)
            #expect(all.allSatisfy { $0.frame.isValidLayoutFrame }, "\(all.map(\.frame))")
            for element in all { element.frame = .zero }
            children[2].layoutBlock(with: .equal, constraints: poisoned).layout(direction: direction)
            #expect(children[2].frame.isValidLayoutFrame)
        }
    }

    @Test("apply(snapshot:) writes only valid frames, for blocks, schemes and stacks", arguments: poisons)
    func applyWritesValidFrames(poison: CGFloat) throws {
        let (root, children) = try makeTree(children: 1)
        defer { withExtendedLifetime(root) {} }
        let bad = CGRect(x: poison, y: 3, width: -poison, height: poison)
        try children[0].layoutBlock().apply(snapshot: LayoutSnapshot(element: children[0], frame: bad))
        #expect(children[0].frame.isValidLayoutFrame)
        let scheme = LayoutScheme(blocks: [children[0].layoutBlock()])
        try scheme.apply(snapshot: LayoutSnapshot(childSnapshots: [LayoutSnapshot(element: children[0], frame: bad)]))
        #expect(children[0].frame.isValidLayoutFrame && children[0].frame.minY == 3)
    }
}
