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

    // The same three checks for each engine's block (`ContentLoopScenarios`; `duplicates` lists the shape).
    @Test("A loop through an adaptive scheme, live: refused at the container met again, naming the one whose content reached it",
          arguments: [false, true])
    @MainActor func loopLive(offTheMainActor: Bool) async throws {
        let mismatches = await ContentLoopScenarios.Loop(placing: Self.placing).mismatchesOfLiveLayout(offTheMainActor: offTheMainActor)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("A loop through an adaptive scheme, snapshot + apply: the snapshot leaves a's content out where the loop closes, apply refuses it and writes nothing",
          arguments: [false, true])
    @MainActor func loopSnapshotAndApply(offTheMainActor: Bool) async throws {
        let mismatches = await ContentLoopScenarios.Loop(placing: Self.placing).mismatchesOfSnapshotAndApply(offTheMainActor: offTheMainActor)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("Adaptive schemes nested 1,050 deep (deeper than the backstop of 1,000 fresh passes) are no loop, live and through snapshot + apply",
          arguments: [false, true])
    @MainActor func nestingDeeperThanTheBackstop(offTheMainActor: Bool) async throws {
        let mismatches = try await ContentLoopScenarios.Nesting(depth: 1_050, placing: Self.placing).mismatches(offTheMainActor: offTheMainActor)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
