import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// An adaptive scheme as a container's content takes the pass's re-entrance guard: its live layout (a
/// snapshot kept or computed, then applied), snapshot and apply run its variant inside the containers the
/// pass is in, so a loop through it closes where it starts again (naming the container met again and the
/// one whose content reached it) and adaptive schemes nested deeper than the per-thread backstop of fresh
/// passes are no loop.
@Suite("Adaptive schemes hand the pass's container guard on")
struct AdaptivePassGuardTests {
    /// An adaptive scheme over `root` whose variants (a breakpoint, then the fallback) both place `element`
    /// at `frame` (the content of the guide around it, run in `space`).
    private static let placing: ContentLoopScenarios.Placing = { root, element, frame, space in
        let scheme = LayoutScheme(blocks: [element.layoutBlock(with: ContentLoopScenarios.layout(placing: frame, in: space))])
        return AdaptiveScheme(container: root, variants: [.init("wide", when: .width(atLeast: 1_000), scheme: scheme),
                                                          .init("compact", scheme: scheme)])
    }

    @Test("A loop through an adaptive scheme, live: refused at the container met again, naming the one whose content reached it",
          arguments: [false, true])
    @MainActor func loopLive(offTheMainActor: Bool) async throws {
        let tree = ContentLoopScenarios.Loop(placing: Self.placing)
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) { tree.scheme.layout(direction: .leftToRight) }
        // a at (10, 10, 200, 100); its adaptive scheme puts b at (20, 20, 50, 30); b's content put a 1 and 2 in, 3 × 4;
        // there a's content (the adaptive scheme) is skipped: a is met inside its own content, reached from b's.
        #expect(tree.a.contentIssue == tree.cycleAtA)
        #expect(tree.b.contentIssue == nil)
        #expect(tree.b.frame == tree.bFrame)
        #expect(tree.a.frame == tree.aFrameInB)
        #expect(tree.scheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"a\"")),
                "\(tree.scheme.issues)")
    }

    @Test("A loop through an adaptive scheme, snapshot + apply: the snapshot leaves a's content out where the loop closes, apply refuses it and writes nothing",
          arguments: [false, true])
    @MainActor func loopSnapshotAndApply(offTheMainActor: Bool) async throws {
        let tree = ContentLoopScenarios.Loop(placing: Self.placing)
        let outcome = ContentLoopScenarios.Outcome()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) {
            let snapshot = tree.scheme.snapshot(for: tree.root.bounds, direction: .leftToRight)
            outcome.aInSnapshot = LayoutContext.reading(snapshot).frame(of: tree.a)
            outcome.bInSnapshot = LayoutContext.reading(snapshot).frame(of: tree.b)
            do throws(LayoutSnapshotError) { try tree.scheme.apply(snapshot: snapshot) } catch { outcome.error = error }
        }
        #expect(outcome.bInSnapshot == tree.bFrame)
        #expect(outcome.aInSnapshot == tree.aFrameInB, "the last frame the pass gave a (inside b's content)")
        guard case .containerLaidOutByItsContent(_, let element)? = outcome.error else {
            Issue.record("expected containerLaidOutByItsContent, got \(String(describing: outcome.error))")
            return
        }
        #expect(element == "LayoutGuide<LayoutNode> \"a\"")
        #expect(tree.a.frame == .zero && tree.b.frame == .zero, "nothing written")
    }

    @Test("Adaptive schemes nested 1,050 deep (deeper than the backstop of 1,000 fresh passes) are no loop, live and through snapshot + apply",
          arguments: [false, true])
    @MainActor func nestingDeeperThanTheBackstop(offTheMainActor: Bool) async throws {
        let tree = try ContentLoopScenarios.Nesting(depth: 1_050, placing: Self.placing)
        let outcome = ContentLoopScenarios.Outcome()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) {
            tree.scheme.layout(direction: .leftToRight)
            outcome.laidOut = tree.leaf.frame
            let snapshot = tree.scheme.snapshot(for: tree.root.bounds, direction: .leftToRight)
            tree.leaf.frame = .zero
            do throws(LayoutSnapshotError) { try tree.scheme.apply(snapshot: snapshot) } catch { outcome.error = error }
        }
        #expect(outcome.laidOut == tree.leafFrame)
        #expect(tree.guides.allSatisfy { $0.contentIssue == nil })
        #expect(outcome.error == nil)
        #expect(tree.leaf.frame == tree.leafFrame)
    }
}
