import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Adaptive schemes nested directly in each other's variants (a variant's scheme holds the next adaptive scheme as
/// a block), deeper than a thread's stack affords one recursion through them: laid out live, snapshotted and
/// applied, on the main thread and in a detached task, every level's frame is what plain arithmetic gives.
@Suite("Adaptive schemes nested deep in each other's variants")
struct AdaptiveVariantsAtDepthTests {
    /// 1,500 in a plain run (without the stack checks a debug build's test run crashed at 300, a release build's main
    /// thread at 1,000); 100,000 with `CGLAYOUT_LONG_TESTS=1`. Each level tells the one around it what it kept, so a
    /// layout costs time linear in the depth (every level observed every badge below it before: quadratic).
    static let depth = LongTests.size(quick: 1_500, long: 100_000)

    /// Level `i` (0 at the top) over one 320 × 480 root: its "wide" variant (1,000 points and up) lays badge `i` out at
    /// the root's top right; its "compact" variant (the fallback) lays it out at (i / 4, i / 2), 10 + i mod 3 wide and
    /// 10 high, then holds level `i + 1`.
    struct Nested: Sendable {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let badges: [LayoutNode]
        let scheme: LayoutScheme

        init(depth: Int) throws {
            badges = (0..<depth).map { LayoutNode(name: "badge\($0)") }
            for badge in badges { try root.addChild(badge) }
            var below: any LayoutBlockProtocol = LayoutScheme(blocks: [])
            for level in (0..<depth).reversed() {
                let wide = Layout(x: .right(), y: .top(), width: .fixed(10), height: .fixed(10))
                below = AdaptiveScheme(container: root, variants: [
                    .init("wide", when: .width(atLeast: 1_000), scheme: LayoutScheme(blocks: [badges[level].layoutBlock(with: wide)])),
                    .init("compact", scheme: LayoutScheme(blocks: [badges[level].layoutBlock(with: Self.compact(level)), below])),
                ])
            }
            scheme = LayoutScheme(blocks: [below])
        }

        static func compact(_ level: Int) -> Layout {
            Layout(x: .left(CGFloat(level) / 4), y: .top(CGFloat(level) / 2), width: .fixed(10 + CGFloat(level % 3)), height: .fixed(10))
        }

        /// Badge `level`'s frame in the compact variants, by plain arithmetic.
        static func expected(_ level: Int) -> CGRect {
            CGRect(x: CGFloat(level) / 4, y: CGFloat(level) / 2, width: 10 + CGFloat(level % 3), height: 10)
        }

        /// The levels whose badge is not where plain arithmetic puts it, as "badge i: frame" (at most a few).
        var mismatches: [String] {
            badges.enumerated().filter { $0.element.frame != Self.expected($0.offset) }.prefix(5).map { "badge \($0.offset): \($0.element.frame)" }
        }

        func clearFrames() { for badge in badges { badge.frame = .zero } }
    }

    @Test("1,500 levels (100,000 with CGLAYOUT_LONG_TESTS=1): frames by plain arithmetic at every level, live and through snapshot + apply",
          arguments: [false, true])
    func framesAtEveryLevel(offTheMainActor: Bool) async throws {
        let nested = try Nested(depth: Self.depth)
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) { nested.scheme.layout(direction: .leftToRight) }
        #expect(nested.mismatches.isEmpty, "\(nested.mismatches)")
        // A second pass applies the kept snapshots again.
        nested.clearFrames()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) { nested.scheme.layout(direction: .leftToRight) }
        #expect(nested.mismatches.isEmpty, "\(nested.mismatches)")
        // A snapshot of the whole nesting, taken with the frames cleared, applied.
        nested.clearFrames()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) {
            let snapshot = nested.scheme.snapshot(for: nested.root.bounds, direction: .leftToRight)
            try? nested.scheme.apply(snapshot: snapshot)
        }
        #expect(nested.mismatches.isEmpty, "\(nested.mismatches)")
        // The deepest level's chosen variant and its badge in the present frames.
        let deepest = try #require(nested.scheme.currentSnapshot.childSnapshots.first)
        #expect(deepest.layoutName == "compact")
        #expect(nested.badges.last?.frame == Nested.expected(Self.depth - 1))
    }

    @Test("Snapshots of a fresh nesting, computed afresh at every level in a detached task: compact at 320 wide down to the deepest level, wide at 1,200")
    func freshSnapshots() async throws {
        let nested = try Nested(depth: Self.depth)
        let (compact, wide) = await Task.detached {
            (nested.scheme.snapshot(for: nested.root.bounds, direction: .leftToRight),
             nested.scheme.snapshot(for: CGRect(x: 0, y: 0, width: 1_200, height: 480), direction: .leftToRight))
        }.value
        // Only the top level's wide variant runs at 1,200: badge 0 at the right edge.
        let top = try #require(wide.childSnapshots.first)
        #expect(top.layoutName == "wide" && top.childSnapshots.first?.childSnapshots.map(\.frame) == [CGRect(x: 1_190, y: 0, width: 10, height: 10)])
        // Nothing was written; applying the compact snapshot writes every level.
        #expect(nested.badges.allSatisfy { $0.frame == .zero })
        try await Task.detached { try nested.scheme.apply(snapshot: compact) }.value
        #expect(nested.mismatches.isEmpty, "\(nested.mismatches)")
        // Its frame is the union of every level's badge.
        let far = (0..<Self.depth).map(Nested.expected).reduce(CGRect.null) { $0.union($1) }
        #expect(compact.frame == far)
    }
}
