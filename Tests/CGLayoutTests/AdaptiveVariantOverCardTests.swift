import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// An adaptive scheme over the screen whose variants lay out the children of a card an earlier block of the
/// screen's scheme placed: the variant's rect describes the screen, and its blocks lay out in the card's space
/// as the pass has it — `layout()`, a later pass, after the name changes, and snapshots for other widths
/// computed in another task alike.
@Suite("An adaptive scheme's variant over a card's children")
struct AdaptiveVariantOverCardTests {
    /// Portrait phone, tablet, small phone, landscape tablet: compact and regular in turn.
    static let widths: [CGFloat] = [375, 768, 320, 1024]
    static let names = ["Grace Hopper", "Ada", "Katherine Johnson", "Alan Turing"]

    /// A profile card 16 in from the screen's sides, 16 from its top, 120 tall, laid out by the screen's scheme.
    struct Profile {
        let screen = LayoutNode(name: "screen"), card = LayoutNode(name: "card"), avatar = LayoutNode(name: "avatar")
        let name = TextNode(text: "Ada Lovelace", name: "name")
        var frames: [CGRect] { [card.frame, avatar.frame, name.frame] }

        init() throws {
            try screen.addChild(card)
            try card.addChild(avatar)
            try card.addChild(name)
        }

        var cardBlock: LayoutBlock<LayoutNode> {
            card.layoutBlock(with: Layout(x: .center(), y: .top(16), width: .boxed(32), height: .fixed(120)))
        }

        /// The card on a screen `width` wide.
        static func card(_ width: CGFloat) -> CGRect { CGRect(x: 16, y: 16, width: width - 32, height: 120) }

        /// The name's size (7 × 17 a character).
        var nameSize: CGSize { CGSize(width: CGFloat(name.text.unicodeScalars.count) * 7, height: 17) }

        func rename(_ index: Int) { name.text = AdaptiveVariantOverCardTests.names[index % 4] }
    }

    @Test("Variants of blocks over the card's children lay out in the card, not the screen",
          arguments: LayoutDirection.allCases)
    func variantsOfBlocksOverTheCardsChildren(direction: LayoutDirection) async throws {
        // From 600 points: an 88-point avatar 16 in at the card's leading edge and the name 16 after it, both 16
        // from the top; below: a 48-point avatar centred 8 from the top and the name centred 8 below it.
        let profile = try Profile()
        let (avatar, name) = (profile.avatar, profile.name)
        let scheme = LayoutScheme(blocks: [
            profile.cardBlock,
            AdaptiveScheme(container: profile.screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 88, height: 88)),
                    name.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit),
                                     constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
                ])),
                .init("compact", scheme: LayoutScheme(blocks: [
                    avatar.layoutBlock(with: Layout(x: .center(), y: .top(8), width: 48, height: 48)),
                    name.layoutBlock(with: Layout(x: .center(), y: .top(8), width: .fit, height: .fit),
                                     constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
                ])),
            ]),
        ])
        let rtl = direction == .rightToLeft
        let sweep = WidthSweep(screen: profile.screen, scheme: scheme, height: 640, frames: { profile.frames }, expected: { width in
            let card = Profile.card(width), text = profile.nameSize
            guard width >= 600 else {
                return [card, CGRect(x: (card.width - 48) / 2, y: 8, width: 48, height: 48),
                        CGRect(x: (card.width - text.width) / 2, y: 8 + 48 + 8, width: text.width, height: text.height)]
            }
            return [card, CGRect(x: rtl ? card.width - 16 - 88 : 16, y: 16, width: 88, height: 88),
                    CGRect(x: rtl ? card.width - 16 - 88 - 16 - text.width : 16 + 88 + 16, y: 16, width: text.width, height: text.height)]
        }, change: profile.rename)
        for step in try await sweep.run(widths: Self.widths, direction: direction) {
            #expect(step.frames == step.expected, "\(step.label)")
        }
    }

    @Test("A variant that is one block over the card's child lays out in the card, not the screen",
          arguments: LayoutDirection.allCases)
    func variantOfOneBlockOverTheCardsChild(direction: LayoutDirection) async throws {
        // From 600 points the name sits 16 in from the card's trailing edge, centred on its height; below it is
        // centred 8 from the top. The avatar is laid out by the screen's scheme, 16 in at the card's leading edge.
        let profile = try Profile()
        let scheme = LayoutScheme(blocks: [
            profile.cardBlock,
            profile.avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 48, height: 48)),
            AdaptiveScheme(container: profile.screen, variants: [
                .init("regular", when: .width(atLeast: 600),
                      scheme: profile.name.layoutBlock(with: Layout(x: .trailing(16), y: .center(), width: .fit, height: .fit))),
                .init("compact", scheme: profile.name.layoutBlock(with: Layout(x: .center(), y: .top(8), width: .fit, height: .fit))),
            ]),
        ])
        let rtl = direction == .rightToLeft
        let sweep = WidthSweep(screen: profile.screen, scheme: scheme, height: 640, frames: { profile.frames }, expected: { width in
            let card = Profile.card(width), text = profile.nameSize
            let avatar = CGRect(x: rtl ? card.width - 16 - 48 : 16, y: 16, width: 48, height: 48)
            let name = width >= 600 ? CGRect(x: rtl ? 16 : card.width - 16 - text.width, y: (120 - 17) / 2, width: text.width, height: 17)
                : CGRect(x: (card.width - text.width) / 2, y: 8, width: text.width, height: 17)
            return [card, avatar, name]
        }, change: profile.rename)
        for step in try await sweep.run(widths: Self.widths, direction: direction) {
            #expect(step.frames == step.expected, "\(step.label)")
        }
    }
}
