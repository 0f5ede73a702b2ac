import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Adaptive schemes nested in each other's variants, each variant laying out a card and then the card's child — the
/// child's layout reads the card's layout bounds as the pass has them — then the next level: no level has a container
/// list, so the passes are chained by their frames alone. Live, again, through a detached snapshot and applied, in
/// both directions and at several widths: every card and child where plain arithmetic puts it.
@Suite("Adaptive schemes nested deep in each other's variants, each laying out a card and its child")
struct AdaptiveVariantCardsAtDepthTests {
    /// 1,500 levels in a plain run; 20,000 with `CGLAYOUT_LONG_TESTS=1`.
    static let depth = LongTests.size(quick: 1_500, long: 20_000)

    /// Level `i` (0 at the top) over one root: its "wide" variant (1,000 points and up) lays card `i` out at the top
    /// leading corner alone; its "compact" variant (the fallback) lays card `i` out at (i / 4, i / 2) from the leading
    /// top corner, 40 × 20, its child 2 in from the card's leading top corner, half the card wide and 4 high, then
    /// holds level `i + 1`.
    struct Nested: Sendable {
        let root: LayoutNode
        let cards: [LayoutNode], children: [LayoutNode]
        let scheme: LayoutScheme

        init(depth: Int, width: CGFloat) throws {
            root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 480), name: "root")
            cards = (0..<depth).map { LayoutNode(name: "card\($0)") }
            children = (0..<depth).map { LayoutNode(name: "child\($0)") }
            for (card, child) in zip(cards, children) {
                try root.addChild(card)
                try card.addChild(child)
            }
            let child = Layout(x: .leading(2), y: .top(2), width: .scaled(0.5), height: .fixed(4))
            var below: any LayoutBlockProtocol = LayoutScheme(blocks: [])
            for level in (0..<depth).reversed() {
                let card = Layout(x: .leading(CGFloat(level) / 4), y: .top(CGFloat(level) / 2), width: .fixed(40), height: .fixed(20))
                below = AdaptiveScheme(container: root, variants: [
                    .init("wide", when: .width(atLeast: 1_000), scheme: LayoutScheme(blocks: [
                        cards[level].layoutBlock(with: Layout(x: .leading(), y: .top(), width: .fixed(40), height: .fixed(20))),
                    ])),
                    .init("compact", scheme: LayoutScheme(blocks: [cards[level].layoutBlock(with: card),
                                                                   children[level].layoutBlock(with: child), below])),
                ])
            }
            scheme = LayoutScheme(blocks: [below])
        }

        /// Card `level`'s and its child's frames in the compact variants on a root `width` wide, by plain arithmetic.
        static func expected(_ level: Int, width: CGFloat, direction: LayoutDirection) -> (card: CGRect, child: CGRect) {
            let inset = CGFloat(level) / 4, rtl = direction == .rightToLeft
            return (CGRect(x: rtl ? width - inset - 40 : inset, y: CGFloat(level) / 2, width: 40, height: 20),
                    CGRect(x: rtl ? 40 - 2 - 20 : 2, y: 2, width: 20, height: 4))
        }

        /// The levels whose card or child is not where plain arithmetic puts it (at most a few).
        func mismatches(direction: LayoutDirection) -> [String] {
            let width = root.frame.width
            return (0..<cards.count).filter { level in
                let expected = Self.expected(level, width: width, direction: direction)
                return cards[level].frame != expected.card || children[level].frame != expected.child
            }.prefix(5).map { "level \($0): card \(cards[$0].frame), child \(children[$0].frame)" }
        }

        func clearFrames() {
            for (card, child) in zip(cards, children) {
                card.frame = .zero
                child.frame = .zero
            }
        }
    }

    @Test("1,500 levels (20,000 with CGLAYOUT_LONG_TESTS=1): cards and children by plain arithmetic, live, again, and through a detached snapshot",
          arguments: LayoutDirection.allCases, [CGFloat(320), 414])
    func cardsAndChildrenAtEveryLevel(direction: LayoutDirection, width: CGFloat) async throws {
        let nested = try Nested(depth: Self.depth, width: width)
        await ContentLoopScenarios.run(offTheMainActor: false) { nested.scheme.layout(direction: direction) }
        #expect(nested.mismatches(direction: direction).isEmpty, "\(nested.mismatches(direction: direction))")
        // A second pass applies the kept snapshots again.
        nested.clearFrames()
        await ContentLoopScenarios.run(offTheMainActor: false) { nested.scheme.layout(direction: direction) }
        #expect(nested.mismatches(direction: direction).isEmpty, "\(nested.mismatches(direction: direction))")
        // A snapshot computed in a detached task with the frames cleared (it writes nothing), applied.
        nested.clearFrames()
        let snapshot = await Task.detached { nested.scheme.snapshot(for: nested.root.bounds, direction: direction) }.value
        #expect(nested.cards.allSatisfy { $0.frame == .zero })
        try nested.scheme.apply(snapshot: snapshot)
        #expect(nested.mismatches(direction: direction).isEmpty, "\(nested.mismatches(direction: direction))")
        // Wide: only the top level's wide variant runs, its card at the leading top corner.
        let wide = CGRect(x: 0, y: 0, width: 1_200, height: 480)
        let wideSnapshot = await Task.detached { nested.scheme.snapshot(for: wide, direction: direction) }.value
        let top = try #require(wideSnapshot.childSnapshots.first)
        #expect(top.layoutName == "wide")
        #expect(top.childSnapshots.first?.childSnapshots.map(\.frame) == [CGRect(x: direction == .rightToLeft ? 1_160 : 0, y: 0, width: 40, height: 20)])
    }
}
