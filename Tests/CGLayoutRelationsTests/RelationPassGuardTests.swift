import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A relation layout as a container's content takes the pass's re-entrance guard: its live layout,
/// snapshot and apply lay out the contents of its items inside the containers the pass is in, so a loop
/// through it closes where it starts again (naming the container met again and the one whose content
/// reached it) and relation layouts nested deeper than the per-thread backstop of fresh passes are no loop.
@Suite("Relations: a relation layout hands the pass's container guard on")
struct RelationPassGuardTests {
    /// A relation layout over `root` that places `element` at `frame` (the content of the guide around it).
    private static let placing: ContentLoopScenarios.Placing = { root, element, frame, _ in
        let relations = RelationLayout(container: root)
        relations.activate([element.constraint(.left, constant: frame.minX), element.constraint(.top, constant: frame.minY),
                            element.constraint(.width, constant: frame.width), element.constraint(.height, constant: frame.height)])
        return relations
    }

    // The same three checks for each engine's block (`ContentLoopScenarios`; `duplicates` lists the shape).
    @Test("A loop through a relation layout, live: refused at the container met again, naming the one whose content reached it",
          arguments: [false, true])
    @MainActor func loopLive(offTheMainActor: Bool) async throws {
        let mismatches = await ContentLoopScenarios.Loop(placing: Self.placing).mismatchesOfLiveLayout(offTheMainActor: offTheMainActor)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("A loop through a relation layout, snapshot + apply: the snapshot leaves a's content out where the loop closes, apply refuses it and writes nothing",
          arguments: [false, true])
    @MainActor func loopSnapshotAndApply(offTheMainActor: Bool) async throws {
        let mismatches = await ContentLoopScenarios.Loop(placing: Self.placing).mismatchesOfSnapshotAndApply(offTheMainActor: offTheMainActor)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("Relation layouts nested 1,050 deep (deeper than the backstop of 1,000 fresh passes) are no loop, live and through snapshot + apply",
          arguments: [false, true])
    @MainActor func nestingDeeperThanTheBackstop(offTheMainActor: Bool) async throws {
        let mismatches = try await ContentLoopScenarios.Nesting(depth: 1_050, placing: Self.placing).mismatches(offTheMainActor: offTheMainActor)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
