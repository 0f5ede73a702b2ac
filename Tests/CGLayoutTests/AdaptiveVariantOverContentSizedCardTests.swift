import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A post in a feed: a card as tall as its text, placed by the screen's scheme, and an adaptive scheme over the
/// screen whose variants lay out the card's action buttons at its bottom. When the text changes and the screen does
/// not, the card grows or shrinks: the variant's snapshot kept for the screen's size laid out in the card's old
/// space, and must not be applied again — the buttons follow the card's bottom edge in every pass, as a fresh
/// scheme's do.
@Suite("An adaptive scheme's variant over a card sized by its content")
struct AdaptiveVariantOverContentSizedCardTests {
    /// Portrait phone, tablet, small phone, landscape tablet: compact and regular in turn.
    static let widths: [CGFloat] = [375, 768, 320, 1024]
    /// The post's text at each step: one, three, two and four lines (none wraps on the narrowest card).
    static let texts = ["Shipped it.", "Shipped it.\nThanks all\nfor the help", "Back on\nMonday", "One\nmore\nthing:\nsnapshots"]

    /// A card whose height is 12 above its text, the text's lines, 8, a 32-point row of buttons and 12 below.
    final class PostCard: LayoutNode, @unchecked Sendable {
        let text: TextNode
        init(text: TextNode) {
            self.text = text
            super.init(name: "card")
        }
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let inner = text.sizeThatFits(CGSize(width: max(0, size.width - 24), height: .infinity))
            return CGSize(width: size.width, height: 12 + inner.height + 8 + 32 + 12)
        }
    }

    struct Feed {
        let screen = LayoutNode(name: "screen"), text = TextNode(text: AdaptiveVariantOverContentSizedCardTests.texts[0], name: "text")
        let like = LayoutNode(name: "like"), share = LayoutNode(name: "share")
        let card: PostCard
        var frames: [CGRect] { [card.frame, text.frame, like.frame, share.frame] }

        init() throws {
            card = PostCard(text: text)
            try screen.addChild(card)
            try card.addChild(text)
            try card.addChild(like)
            try card.addChild(share)
        }

        /// The card 16 in from the screen's sides and top, as tall as its content; the text 12 in; the buttons 12
        /// above the card's bottom: from 600 points an 80-point "like" at the leading side and "share" at the
        /// trailing side, below two 32-point icons at the leading side, 12 apart.
        func scheme() -> LayoutScheme {
            LayoutScheme(blocks: [
                card.layoutBlock(with: Layout(x: .center(), y: .top(16), width: .boxed(32), height: .fit)),
                text.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: .boxed(24), height: .fit)),
                AdaptiveScheme(container: screen, variants: [
                    .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                        like.layoutBlock(with: Layout(x: .leading(12), y: .bottom(12), width: 80, height: 32)),
                        share.layoutBlock(with: Layout(x: .trailing(12), y: .bottom(12), width: 80, height: 32)),
                    ])),
                    .init("compact", scheme: LayoutScheme(blocks: [
                        like.layoutBlock(with: Layout(x: .leading(12), y: .bottom(12), width: 32, height: 32)),
                        share.layoutBlock(with: Layout(x: .leading(56), y: .bottom(12), width: 32, height: 32)),
                    ])),
                ]),
            ])
        }

        /// The design on a screen `width` wide for the text as it is, by arithmetic (7 × 17 points a character).
        func expected(_ width: CGFloat, rtl: Bool) -> [CGRect] {
            let lines = text.text.split(separator: "\n")
            let textHeight = CGFloat(lines.count) * 17, cardWidth = width - 32
            let card = CGRect(x: 16, y: 16, width: cardWidth, height: 12 + textHeight + 8 + 32 + 12)
            let body = CGRect(x: 12, y: 12, width: cardWidth - 24, height: textHeight), y = card.height - 12 - 32
            func leading(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: rtl ? cardWidth - x - w : x, y: y, width: w, height: 32) }
            guard width >= 600 else { return [card, body, leading(12, 32), leading(56, 32)] }
            return [card, body, leading(12, 80), leading(cardWidth - 12 - 80, 80)]
        }
    }

    @Test("The buttons follow the card's bottom after its text changes: every pass of the sweep",
          arguments: LayoutDirection.allCases)
    func buttonsFollowTheCard(direction: LayoutDirection) async throws {
        let feed = try Feed(), rtl = direction == .rightToLeft
        let sweep = WidthSweep(screen: feed.screen, scheme: feed.scheme(), height: 800, frames: { feed.frames },
                               expected: { feed.expected($0, rtl: rtl) },
                               change: { feed.text.text = Self.texts[($0 + 1) % Self.texts.count] })
        for step in try await sweep.run(widths: Self.widths, direction: direction) {
            #expect(step.frames == step.expected, "\(step.label)")
        }
    }

    @Test("Text changes back and forth at one width: the frames equal a fresh scheme's", arguments: LayoutDirection.allCases)
    func textChangesAtOneWidth(direction: LayoutDirection) throws {
        let feed = try Feed(), scheme = feed.scheme()
        for width: CGFloat in [375, 768] {
            feed.screen.frame = CGRect(x: 0, y: 0, width: width, height: 800)
            for text in Self.texts + Self.texts.reversed() {
                feed.text.text = text
                scheme.layout(direction: direction)
                let kept = feed.frames
                feed.scheme().layout(direction: direction)
                #expect(kept == feed.frames, "\(width) wide, text \(text.debugDescription)")
                #expect(kept == feed.expected(width, rtl: direction == .rightToLeft), "\(width) wide, text \(text.debugDescription)")
            }
        }
    }
}
