import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Adaptive schemes nested as deep as a user can build them (each one the content of a guide the one above
/// lays out) keep their snapshots and observe what they measured in time linear in the depth: frames by
/// plain arithmetic at every level, a second pass that computes nothing, a size change at the bottom that
/// drops every kept snapshot above it, and one beside a level that drops only the snapshots that measured it.
@Suite("Nested adaptive schemes")
struct NestedAdaptiveSchemeTests {
    /// 20,000 with `CGLAYOUT_LONG_TESTS=1` (far past the depth where a thread's stack runs low and the
    /// steps go on on fresh stacks; 100,000 pass too, but take 3–4 minutes each in a debug build, too long for CI);
    /// 1,000 in a plain run (10,000 take about 15 s of a debug build's CPU).
    static let depth = LongTests.size(quick: 1_000, long: 20_000)

    /// A one-line text node measured 7 points per character, 17 high: it says when its text changes.
    static func text(_ text: String, name: String) -> TextNode {
        TextNode(text: text, numberOfLines: 1, measurer: MonospacedTextMeasurer(characterWidth: 7, lineHeight: 17), name: name)
    }

    /// How often each level's adaptive scheme computed its snapshot (its first variant's condition runs
    /// once per computation).
    final class Computations: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]
        init(levels: Int) { counts = Array(repeating: 0, count: levels) }
        func record(_ level: Int) { lock.withLock { counts[level] += 1 } }
        var all: [Int] { lock.withLock { counts } }
    }

    /// Guide `i` (0 at the top) is at (0, 0.25 i, 300, 400) in the root's space; its content is an adaptive
    /// scheme (a breakpoint no size reaches, then the fallback, the same blocks) that lays out guide `i + 1`
    /// a quarter point lower and badge `i` at its top right, as large as the badge measures; the last
    /// guide's content lays out the leaf at its top left, as large as it measures.
    struct Tower: Sendable {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let guides: [LayoutGuide<LayoutNode>]
        let badges: [TextNode]
        let adaptives: [AdaptiveScheme]
        let leaf: any AdjustableLayoutElement
        let scheme: LayoutScheme
        let computations: Computations

        init(depth: Int, leaf: any AdjustableLayoutElement) throws {
            self.leaf = leaf
            if let node = leaf as? LayoutNode { try root.addChild(node) } else { (leaf as? SilentElement)?.parent = root }
            let guides = (0..<depth).map { LayoutGuide<LayoutNode>(name: "g\($0)") }
            let badges = (0..<depth - 1).map { NestedAdaptiveSchemeTests.text("ab", name: "badge\($0)") }
            for guide in guides { root.add(layoutGuide: guide) }
            for badge in badges { try root.addChild(badge) }
            let computations = Computations(levels: depth - 1)
            var adaptives: [AdaptiveScheme] = []
            for level in 0..<depth - 1 {
                // The badge first: a block after a container's block reads the content's frames (see `SchemePlan`).
                let blocks = LayoutScheme(blocks: [
                    badges[level].layoutBlock(with: Layout(x: .right(), y: .top(), width: .fit, height: .fit)),
                    guides[level + 1].layoutBlock(with: Layout(x: .left(), y: .top(0.25), width: .scaled(1), height: .scaled(1))),
                ])
                let adaptive = AdaptiveScheme(container: guides[level], variants: [
                    .init("wide", when: .matching { size in computations.record(level); return size.width >= 1_000 }, scheme: blocks),
                    .init("compact", scheme: blocks),
                ])
                guides[level].contentLayout = adaptive
                adaptives.append(adaptive)
            }
            guides[depth - 1].contentLayout = LayoutScheme(blocks: [Self.fittedAtTopLeft(leaf)])
            self.guides = guides
            self.badges = badges
            self.adaptives = adaptives
            self.computations = computations
            scheme = LayoutScheme(blocks: [guides[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 400))])
        }

        /// A block that lays `element` out at its container's top left, as large as it measures.
        private static func fittedAtTopLeft<Element: LayoutElement>(_ element: Element) -> any LayoutBlockProtocol {
            element.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fit, height: .fit))
        }

        /// The frames plain arithmetic gives, against the present ones (``BadgeTower``): a badge is 7 wide per
        /// character of its text; the leaf has `leafSize`. Empty when all hold.
        func mismatches(leafSize: CGSize) -> [String] {
            BadgeTower.mismatches(guides: guides, badges: badges, badgeWidth: { 7 * CGFloat($0.text.count) }, leaf: leaf, leafSize: leafSize)
        }

        /// The levels whose computations are not `expected(level)`, as "level: count" (at most a few).
        func unexpectedComputations(_ expected: (Int) -> Int) -> [String] {
            computations.all.enumerated().filter { $0.element != expected($0.offset) }.prefix(5).map { "level \($0.offset): \($0.element)" }
        }
    }

    /// Runs `body` here or in a detached task (off the main actor, on a task's smaller stack).
    private func run(offTheMainActor: Bool, _ body: @escaping @Sendable () -> Void) async {
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor, body)
    }

    @Test("Nested N deep: frames by plain arithmetic at every level, live and through snapshot + apply; a second pass computes no level again",
          arguments: [false, true])
    func framesAtEveryLevel(offTheMainActor: Bool) async throws {
        let tower = try Tower(depth: Self.depth, leaf: Self.text("ab", name: "leaf"))
        await run(offTheMainActor: offTheMainActor) { tower.scheme.layout(direction: .leftToRight) }
        #expect(tower.mismatches(leafSize: CGSize(width: 14, height: 17)).isEmpty, "\(tower.mismatches(leafSize: CGSize(width: 14, height: 17)))")
        #expect(tower.unexpectedComputations { _ in 1 }.isEmpty, "\(tower.unexpectedComputations { _ in 1 })")
        await run(offTheMainActor: offTheMainActor) {
            tower.scheme.layout(direction: .leftToRight)
            let snapshot = tower.scheme.snapshot(for: tower.root.bounds, direction: .leftToRight)
            for guide in tower.guides { guide.frame = .zero }
            for badge in tower.badges { badge.frame = .zero }
            (tower.leaf as? TextNode)?.frame = .zero
            try? tower.scheme.apply(snapshot: snapshot)
        }
        #expect(tower.mismatches(leafSize: CGSize(width: 14, height: 17)).isEmpty, "\(tower.mismatches(leafSize: CGSize(width: 14, height: 17)))")
        #expect(tower.unexpectedComputations { _ in 1 }.isEmpty, "\(tower.unexpectedComputations { _ in 1 })")
    }

    @Test("A text change at the bottom drops every kept snapshot above it; one beside a level only those that measured it; invalidate() those that kept it")
    func changesDropTheSnapshotsThatMeasuredThem() async throws {
        let leaf = Self.text("ab", name: "leaf"), tower = try Tower(depth: Self.depth, leaf: leaf)
        let middle = Self.depth / 2, quarter = Self.depth / 4
        tower.scheme.layout(direction: .leftToRight)
        // Badge `middle` is laid out by level `middle`, inside the snapshots of the levels above it.
        tower.badges[middle].text = "abcde"
        tower.scheme.layout(direction: .leftToRight)
        #expect(tower.mismatches(leafSize: CGSize(width: 14, height: 17)).isEmpty, "\(tower.mismatches(leafSize: CGSize(width: 14, height: 17)))")
        #expect(tower.badges[middle].frame == CGRect(x: 265, y: 0.25 * CGFloat(middle), width: 35, height: 17))
        #expect(tower.unexpectedComputations { $0 <= middle ? 2 : 1 }.isEmpty, "\(tower.unexpectedComputations { $0 <= middle ? 2 : 1 })")
        // The leaf is in every level's snapshot, those computed again just now too.
        leaf.text = "abc"
        tower.scheme.layout(direction: .leftToRight)
        #expect(tower.mismatches(leafSize: CGSize(width: 21, height: 17)).isEmpty, "\(tower.mismatches(leafSize: CGSize(width: 21, height: 17)))")
        #expect(tower.unexpectedComputations { $0 <= middle ? 3 : 2 }.isEmpty, "\(tower.unexpectedComputations { $0 <= middle ? 3 : 2 })")
        // A change the elements cannot see, said to one level, drops the snapshots that contain its own.
        tower.adaptives[quarter].invalidate()
        tower.scheme.layout(direction: .leftToRight)
        #expect(tower.unexpectedComputations { $0 <= quarter ? 4 : $0 <= middle ? 3 : 2 }.isEmpty,
                "\(tower.unexpectedComputations { $0 <= quarter ? 4 : $0 <= middle ? 3 : 2 })")
        #expect(tower.mismatches(leafSize: CGSize(width: 21, height: 17)).isEmpty, "\(tower.mismatches(leafSize: CGSize(width: 21, height: 17)))")
    }

    @Test("An element at the bottom that cannot report its changes keeps every level from keeping its snapshot")
    func anUnreportedElementKeepsNoLevel() async throws {
        let leaf = SilentElement(), tower = try Tower(depth: Self.depth, leaf: leaf)
        tower.scheme.layout(direction: .leftToRight)
        leaf.side = 30
        tower.scheme.layout(direction: .leftToRight)
        #expect(tower.mismatches(leafSize: CGSize(width: 30, height: 30)).isEmpty, "\(tower.mismatches(leafSize: CGSize(width: 21, height: 17)))")
        #expect(tower.unexpectedComputations { _ in 2 }.isEmpty, "\(tower.unexpectedComputations { _ in 2 })")
    }
}
