import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A card that only a passed-over variant sizes, and a label the chosen variant lays out inside it: the card is a space
/// the kept snapshot was laid out in, so resizing the card (a plain node tells nobody) must make the next pass compute
/// the label again, though the variant that would have sized the card wrote it too.
@Suite("An adaptive variant laid out in a card that a passed-over variant sizes")
struct AdaptivePassedOverCardTests {
    /// A screen `width` × 812 with a safe area 47 below the top; a card 16 from each side, 80 high, at y 100; a badge in it.
    struct Screen {
        let screen: LayoutNode
        let safeArea: LayoutGuide<LayoutNode>
        let card: LayoutNode
        let badge = LayoutNode(frame: .zero, name: "badge")

        init(width: CGFloat) throws {
            screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 812), name: "screen")
            safeArea = LayoutGuide<LayoutNode>(frame: CGRect(x: 0, y: 47, width: width, height: 812 - 47 - 34), name: "safe area")
            card = LayoutNode(frame: CGRect(x: 16, y: 100, width: width - 32, height: 80), name: "card")
            screen.add(layoutGuide: safeArea)
            try screen.addChild(card)
            try card.addChild(badge)
        }

        /// "wide" (a 500-point card, which never fits these screens) and "compact" (the badge alone, centred in the card
        /// as it is, 8 from its top).
        var scheme: AdaptiveScheme {
            let badgeBlock = { badge.layoutBlock(with: Layout(x: .center(), y: .top(8), width: 50, height: 20)) }
            return AdaptiveScheme(container: safeArea, variants: [
                .init("wide", when: .fits(.horizontal), scheme: LayoutScheme(blocks: [
                    card.layoutBlock(with: Layout(x: .leading(16), y: .top(53), width: 500, height: 80)), badgeBlock(),
                ])),
                .init("compact", scheme: LayoutScheme(blocks: [badgeBlock()])),
            ])
        }
    }

    @Test("The card resized by the app: a later layout() and an applied snapshot centre the badge in its new width",
          arguments: LayoutDirection.allCases, [CGFloat(375), 414])
    func cardResized(direction: LayoutDirection, width: CGFloat) throws {
        let screen = try Screen(width: width), scheme = screen.scheme
        scheme.layout(direction: direction)
        #expect(screen.card.frame == CGRect(x: 16, y: 100, width: width - 32, height: 80), "the passed-over variant's card is not applied")
        #expect(screen.badge.frame == CGRect(x: (width - 32 - 50) / 2, y: 8, width: 50, height: 20), "first pass")
        screen.card.frame = CGRect(x: 16, y: 100, width: 200, height: 80)
        scheme.layout(direction: direction)
        #expect(screen.badge.frame == CGRect(x: 75, y: 8, width: 50, height: 20), "a later layout() after the card was resized")
        screen.card.frame = CGRect(x: 16, y: 100, width: 120, height: 80)
        let snapshot = scheme.snapshot(for: screen.safeArea.frame, direction: direction)
        screen.badge.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(screen.badge.frame == CGRect(x: 35, y: 8, width: 50, height: 20), "an applied snapshot after a second resize")
    }
}
