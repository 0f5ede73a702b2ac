import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Guides nested in each other's content as deep as a user can build them, where each content lays out the
/// next guide and then a badge: the badge's block comes after the container's block, so the pass reads the
/// badge's frame and its super element's after the content's frames were recorded. Frames by plain
/// arithmetic at every level, live and through snapshot + apply, here and in a detached task; and the same with
/// every content an adaptive scheme over its guide, whose snapshots no chain of passes can vouch for (every
/// question of an inner pass walks the passes around it).
@Suite("Nested contents with a block after the container's")
struct NestedContentBlockAfterTests {
    /// 100,000 with `CGLAYOUT_LONG_TESTS=1`; 2,000 in a plain run.
    static let depth = LongTests.size(quick: 2_000, long: 100_000)
    /// With adaptive contents: 1,000 in a plain run, 10,000 with `CGLAYOUT_LONG_TESTS=1`.
    static let adaptiveDepth = LongTests.size(quick: 1_000, long: 10_000)

    /// A node subclass measured at its present size: it reads its frame through the pass's context.
    final class PresentSizedBadge: LayoutNode, @unchecked Sendable {}

    /// The present size of the node badges.
    static let nodeBadgeSize = CGSize(width: 30, height: 17)

    /// Guide `i` (0 at the top) is at (0, 0.25 i, 300, 400) in the root's space; its content lays out guide
    /// `i + 1` a quarter point lower, then badge `i` at its top right, as large as the badge measures: a
    /// one-line text "ab" (14 × 17, 7 points per character) at even levels, a node subclass measured at its
    /// present size (30 × 17) at odd ones. The last guide's content lays out the leaf text "ab" at its top left.
    /// `adaptive`: each content but the last is an adaptive scheme over its guide whose two variants ("wide" at 1,000
    /// points and up, and the fallback) are those two blocks.
    struct Tower: Sendable {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let guides: [LayoutGuide<LayoutNode>]
        let badges: [LayoutNode]
        let leaf: TextNode
        let scheme: LayoutScheme

        init(depth: Int, adaptive: Bool = false) throws {
            let measurer = MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17)
            leaf = TextNode(text: "ab", numberOfLines: 1, measurer: measurer, name: "leaf")
            try root.addChild(leaf)
            let guides = (0..<depth).map { LayoutGuide<LayoutNode>(name: "g\($0)") }
            let badges: [LayoutNode] = (0..<depth - 1).map { level in
                level.isMultiple(of: 2) ? TextNode(text: "ab", numberOfLines: 1, measurer: measurer, name: "badge\(level)")
                    : PresentSizedBadge(frame: CGRect(origin: .zero, size: NestedContentBlockAfterTests.nodeBadgeSize), name: "badge\(level)")
            }
            for guide in guides { root.add(layoutGuide: guide) }
            for badge in badges { try root.addChild(badge) }
            for level in 0..<depth - 1 {
                let blocks = LayoutScheme(blocks: [
                    guides[level + 1].layoutBlock(with: Layout(x: .left(), y: .top(0.25), width: .scaled(1), height: .scaled(1))),
                    badges[level].layoutBlock(with: Layout(x: .right(), y: .top(), width: .fit, height: .fit)),
                ])
                guides[level].contentLayout = adaptive
                    ? AdaptiveScheme(container: guides[level], variants: [.init("wide", when: .width(atLeast: 1_000), scheme: blocks),
                                                                          .init("compact", scheme: blocks)])
                    : blocks
            }
            guides[depth - 1].contentLayout = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fit, height: .fit))])
            self.guides = guides
            self.badges = badges
            scheme = LayoutScheme(blocks: [guides[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 400))])
        }

        /// Moves every frame away from its design (the node badges keep their present size, which they measure).
        func scramble() {
            for guide in guides { guide.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }
            for badge in badges { badge.frame = CGRect(origin: CGPoint(x: -5, y: -5), size: badge is TextNode ? .zero : NestedContentBlockAfterTests.nodeBadgeSize) }
            leaf.frame = .zero
        }

        /// The frames plain arithmetic gives, against the present ones (``BadgeTower``): a badge is 14 wide as a
        /// text, 30 as a node; the leaf 14 × 17. Empty when all hold.
        func mismatches() -> [String] {
            BadgeTower.mismatches(guides: guides, badges: badges,
                                  badgeWidth: { $0 is TextNode ? 14 : NestedContentBlockAfterTests.nodeBadgeSize.width },
                                  leaf: leaf, leafSize: CGSize(width: 14, height: 17))
        }
    }

    @Test("N deep, a badge after each inner guide: frames by plain arithmetic at every level, live and through snapshot + apply",
          arguments: [false, true], [false, true])
    func framesAtEveryLevel(offTheMainActor: Bool, adaptive: Bool) async throws {
        let depth = adaptive ? Self.adaptiveDepth : Self.depth
        let tower = try Tower(depth: depth, adaptive: adaptive)
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) { tower.scheme.layout(direction: .leftToRight) }
        #expect(tower.mismatches().isEmpty, "live: \(tower.mismatches())")
        tower.scramble()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) { tower.scheme.layout(direction: .leftToRight) }
        #expect(tower.mismatches().isEmpty, "live, second pass: \(tower.mismatches())")

        // A snapshot of a tree never laid out: every frame it gives is computed by the pass, none read back.
        let fresh = try Tower(depth: depth, adaptive: adaptive)
        fresh.scramble()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) {
            let snapshot = fresh.scheme.snapshot(for: fresh.root.bounds, direction: .leftToRight)
            #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
            #expect(throws: Never.self) { try fresh.scheme.apply(snapshot: snapshot) }
        }
        #expect(fresh.mismatches().isEmpty, "snapshot + apply: \(fresh.mismatches())")
    }
}
