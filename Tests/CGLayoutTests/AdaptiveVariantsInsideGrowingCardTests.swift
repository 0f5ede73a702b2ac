@testable import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A card that grows with its body: a container node whose content (a scheme of its own children) lays its body out,
/// and whose layout bounds reach 8 points below the body however short its frame is.
private final class GrowingCardNode: LayoutNode, LayoutContainer, @unchecked Sendable {
    private let extentLock = NSLock()
    private var recordedExtent: CGFloat = 0
    let content: LayoutScheme

    init(body: LayoutNode, bodyHeight: CGFloat, name: String) throws {
        content = LayoutScheme(blocks: [body.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: .fixed(100), height: .fixed(bodyHeight)))])
        super.init(frame: .zero, name: name)
        try addChild(body)
    }

    var contentLayout: (any LayoutBlockProtocol)? { content }
    func contentRect(forFrame frame: CGRect) -> CGRect { CGRect(origin: bounds.origin, size: frame.size) }
    func contentDidLayout(_ content: LayoutSnapshot) { extentLock.withLock { recordedExtent = content.unionOfFinalFrames.maxY + 8 } }
    override var layoutBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height, extentLock.withLock { recordedExtent }))
    }
    func layoutBounds(forFrame frame: CGRect, content: LayoutSnapshot, laidOutWith contentFrame: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: frame.width, height: max(frame.height, content.unionOfFinalFrames.maxY + 8))
    }
}

/// Where a content look-up from the deepest level of a nesting goes first: the nearest enclosing level it reads
/// (``OuterFrames/contentsLevel``), seen during the pass by a constraint that leaves the rect as it is.
private final class ContentLookupProbe: LayoutConstraintProtocol, @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(levelsAbove: Int, hasContent: Bool)?] = []
    /// Per pass of the deepest level: `nil` when the look-up reads no enclosing level, otherwise how many levels
    /// enclose the one it reads first and whether that one has content snapshots.
    var lookups: [(levelsAbove: Int, hasContent: Bool)?] { lock.withLock { seen } }
    var isActive: Bool { true }
    var isIndependent: Bool { false }
    func layoutElement(is object: AnyObject) -> Bool { false }
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?) {}
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        guard let overrides = context.frames.overrides else { return }
        let first = overrides.outer?.contentsLevel.map { level in
            var above = 0, next = level.overrides.outer
            while let outer = next { above += 1; next = outer.overrides.outer }
            return (levelsAbove: above, hasContent: level.overrides.contents?.isEmpty == false)
        }
        lock.withLock { seen.append(first) }
    }
}

/// A growing card at the top of a screen, then adaptive schemes nested in each other's compact variants, each laying
/// out a marker row; the deepest lays out the card's badge at the bottom of the card's layout bounds, which only the
/// card's content (laid out at the top level, several levels up) gives. Live, and through a detached snapshot on a
/// fresh screen (nothing recorded), in both directions and at several widths: every frame by plain arithmetic; and the
/// deepest level's look-up of the card's content goes straight to the top level, past levels that have none.
@Suite("Adaptive variants nested under a card that grows with its content")
struct AdaptiveVariantsInsideGrowingCardTests {
    struct Screen: Sendable {
        let root: LayoutNode
        fileprivate let card: GrowingCardNode
        let body: LayoutNode, badge: LayoutNode
        let markers: [LayoutNode]
        fileprivate let probe = ContentLookupProbe()
        let scheme: LayoutScheme

        /// Root `width` × 480; the card 10 in from the leading top corner, `width - 20` wide and 40 high, its body 100
        /// high 8 in; `depth` nested adaptive levels, level `i`'s compact variant lays marker `i` out at (0, 200 + 10 i),
        /// 30 × 6 from the leading edge; the deepest also lays the badge (20 × 10) 4 in from the card's leading bottom corner.
        init(depth: Int, width: CGFloat) throws {
            let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 480), name: "root")
            let markers = (0..<depth).map { LayoutNode(name: "marker\($0)") }
            body = LayoutNode(name: "body")
            badge = LayoutNode(name: "badge")
            card = try GrowingCardNode(body: body, bodyHeight: 100, name: "card")
            try card.addChild(badge)
            try root.addChild(card)
            for marker in markers { try root.addChild(marker) }
            self.root = root
            self.markers = markers
            var below: any LayoutBlockProtocol = LayoutScheme(blocks: [
                badge.layoutBlock(with: Layout(x: .leading(4), y: .bottom(4), width: .fixed(20), height: .fixed(10)), constraints: [probe]),
            ])
            for level in (0..<depth).reversed() {
                let marker = markers[level].layoutBlock(with: Layout(x: .leading(), y: .top(200 + 10 * CGFloat(level)), width: .fixed(30), height: .fixed(6)))
                below = AdaptiveScheme(container: root, variants: [
                    .init("wide", when: .width(atLeast: 1_000), scheme: LayoutScheme(blocks: [marker])),
                    .init("compact", scheme: LayoutScheme(blocks: [marker, below])),
                ])
            }
            scheme = LayoutScheme(blocks: [
                card.layoutBlock(with: Layout(x: .leading(10), y: .top(10), width: .fixed(width - 20), height: .fixed(40))), below,
            ])
        }

        /// The frames that are not where plain arithmetic puts them.
        func mismatches(direction: LayoutDirection) -> [String] {
            let width = root.frame.width, rtl = direction == .rightToLeft, cardWidth = width - 20
            var expected: [(LayoutNode, CGRect)] = [
                (card, CGRect(x: 10, y: 10, width: cardWidth, height: 40)),
                (body, CGRect(x: rtl ? cardWidth - 8 - 100 : 8, y: 8, width: 100, height: 100)),
                // The card's layout bounds reach 8 below its body: 116 high, so the badge's top is 116 - 4 - 10.
                (badge, CGRect(x: rtl ? cardWidth - 4 - 20 : 4, y: 102, width: 20, height: 10)),
            ]
            expected += markers.enumerated().map { ($1, CGRect(x: rtl ? width - 30 : 0, y: 200 + 10 * CGFloat($0), width: 30, height: 6)) }
            return expected.filter { $0.0.frame != $0.1 }.prefix(5).map { "\($0.0.name ?? "?"): \($0.0.frame), expected \($0.1)" }
        }
    }

    @Test("Live, and a detached snapshot of a fresh screen: the badge at the bottom of the card's grown bounds, every marker by arithmetic",
          arguments: LayoutDirection.allCases, [(3, CGFloat(320)), (40, 414), (200, 600)])
    func badgeAtTheBottomOfTheGrownCard(direction: LayoutDirection, shape: (depth: Int, width: CGFloat)) async throws {
        let live = try Screen(depth: shape.depth, width: shape.width)
        live.scheme.layout(direction: direction)
        #expect(live.mismatches(direction: direction).isEmpty, "\(live.mismatches(direction: direction))")
        live.scheme.layout(direction: direction)
        #expect(live.mismatches(direction: direction).isEmpty, "\(live.mismatches(direction: direction))")

        // A fresh screen, nothing laid out or recorded: only the snapshot's own content of the card grows it.
        let fresh = try Screen(depth: shape.depth, width: shape.width)
        let snapshot = await Task.detached { fresh.scheme.snapshot(for: fresh.root.bounds, direction: direction) }.value
        #expect(fresh.badge.frame == .zero)
        try fresh.scheme.apply(snapshot: snapshot)
        #expect(fresh.mismatches(direction: direction).isEmpty, "\(fresh.mismatches(direction: direction))")
        // The deepest level's look-up reads the top level first (no level enclosing it), which holds the card's content.
        let lookups = fresh.probe.lookups
        #expect(!lookups.isEmpty)
        #expect(lookups.allSatisfy { $0?.levelsAbove == 0 && $0?.hasContent == true }, "\(lookups)")
    }

    @Test("Adaptive variants nested 300 deep laying out cards and their children: the deepest level's content look-up reads no enclosing level",
          arguments: LayoutDirection.allCases)
    func noContentLookupPastLevelsWithoutContent(direction: LayoutDirection) async throws {
        let depth = 300, root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        let cards = (0..<depth).map { LayoutNode(name: "card\($0)") }, children = (0..<depth).map { LayoutNode(name: "child\($0)") }
        for (card, child) in zip(cards, children) {
            try root.addChild(card)
            try card.addChild(child)
        }
        let probe = ContentLookupProbe()
        let child = Layout(x: .leading(2), y: .top(2), width: .scaled(0.5), height: .fixed(4))
        var below: any LayoutBlockProtocol = LayoutScheme(blocks: [])
        for level in (0..<depth).reversed() {
            let card = cards[level].layoutBlock(with: Layout(x: .leading(), y: .top(CGFloat(level)), width: .fixed(40), height: .fixed(20)))
            below = AdaptiveScheme(container: root, variants: [
                .init("wide", when: .width(atLeast: 1_000), scheme: LayoutScheme(blocks: [card])),
                .init("compact", scheme: LayoutScheme(blocks: [card, children[level].layoutBlock(with: child, constraints: level == depth - 1 ? [probe] : []), below])),
            ])
        }
        let scheme = LayoutScheme(blocks: [below])
        let snapshot = await Task.detached { scheme.snapshot(for: root.bounds, direction: direction) }.value
        try scheme.apply(snapshot: snapshot)
        let rtl = direction == .rightToLeft
        for level in [0, depth / 2, depth - 1] {
            #expect(cards[level].frame == CGRect(x: rtl ? 320 - 40 : 0, y: CGFloat(level), width: 40, height: 20))
            #expect(children[level].frame == CGRect(x: rtl ? 40 - 2 - 20 : 2, y: 2, width: 20, height: 4))
        }
        let lookups = probe.lookups
        #expect(!lookups.isEmpty)
        #expect(lookups.allSatisfy { $0 == nil }, "\(lookups)")
    }
}
