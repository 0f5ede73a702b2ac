import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Keeps the context a constraint receives, and what it saw during the pass.
private final class ContextKeeper: @unchecked Sendable {
    var kept: LayoutContext?
    var seenDuringPass: CGRect?
}

/// A user constraint that keeps its context past the pass (what the lifetime rule guards against).
private struct KeepingConstraint: LayoutConstraintProtocol {
    let keeper: ContextKeeper
    let watched: LayoutNode
    var isActive: Bool { true }
    var isIndependent: Bool { true }
    func layoutElement(is object: AnyObject) -> Bool { false }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {}
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        keeper.kept = context
        keeper.seenDuringPass = context.frame(of: watched)
    }
}

@Suite("LayoutContext lifetime")
struct LayoutContextLifetimeTests {
    private func scene() throws -> (LayoutNode, LayoutNode, LayoutNode, LayoutScheme, ContextKeeper) {
        let (root, children) = try makeTree(CGSize(width: 200, height: 100), children: 2)
        let keeper = ContextKeeper()
        let scheme = LayoutScheme(blocks: [
            children[0].layoutBlock(with: Layout(x: .left(10), y: .top(5), width: .fixed(40), height: .fixed(20))),
            children[1].layoutBlock(with: .equal, constraints: [KeepingConstraint(keeper: keeper, watched: children[0])]),
        ])
        return (root, children[0], children[1], scheme, keeper)
    }

    @Test("A context kept after a snapshot pass reads live frames, not the pass's freed buffers")
    func keptContextAfterSnapshotReadsLiveFrames() throws {
        let (root, first, _, scheme, keeper) = try scene()
        defer { withExtendedLifetime(root) {} }
        first.frame = rect(1, 2, 3, 4)
        _ = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        // During the pass the constraint saw the snapshot's frame of the first element…
        #expect(keeper.seenDuringPass == rect(10, 5, 40, 20))
        // …after it, the same context sees the element as it is (the snapshot wrote nothing).
        let kept = try #require(keeper.kept)
        #expect(kept.frame(of: first) == rect(1, 2, 3, 4))
        first.frame = rect(7, 8, 9, 10)
        #expect(kept.frame(of: first) == rect(7, 8, 9, 10))
        #expect(kept.convert(rect: rect(0, 0, 1, 1), from: first, to: root) == rect(7, 8, 1, 1))
        // Many passes later (their stacks reuse the same memory) the answer is still the live one.
        for _ in 0..<50 { _ = scheme.snapshot(for: rect(0, 0, 120, 60), direction: .rightToLeft) }
        #expect(kept.frame(of: first) == rect(7, 8, 9, 10))
        #expect(kept.direction == .leftToRight)
    }

    @Test("A context kept after layout() reads the frames the layout wrote")
    func keptContextAfterLayoutReadsLiveFrames() throws {
        let (root, first, _, scheme, keeper) = try scene()
        defer { withExtendedLifetime(root) {} }
        scheme.layout(direction: .leftToRight)
        #expect(keeper.seenDuringPass == rect(10, 5, 40, 20))
        first.frame = .zero
        #expect(keeper.kept?.frame(of: first) == .zero)
    }
}
