import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// An adaptive scheme over the screen whose first variant, a row of a card's children, applies when it fits: the
/// row is judged in the card it lays out in (a row that overflows the card but would fit the screen does not fit).
@Suite("A fits condition over a card's children")
struct AdaptiveFitsInCardTests {
    /// 320 and 330: the row (304 points) fits the screen but not its card (288, 298 wide); 375 and 1024: it fits.
    static let widths: [CGFloat] = [375, 320, 1024, 330]

    @Test("A row of the card's children is chosen only where it fits the card",
          arguments: LayoutDirection.allCases)
    func rowChosenWhereItFitsTheCard(direction: LayoutDirection) async throws {
        let screen = LayoutNode(name: "screen"), card = LayoutNode(name: "card")
        let avatar = LayoutNode(name: "avatar"), name = LayoutNode(name: "name"), follow = LayoutNode(name: "follow")
        try screen.addChild(card)
        for child in [avatar, name, follow] { try card.addChild(child) }
        let avatarBlock = avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 48, height: 48))
        // The card 16 in from the screen's sides, 80 high; a row: the avatar, a 120-point name, a 96-point follow
        // button, reaching 304 points into the card; stacked: the name across the rest, the button below it.
        let scheme = LayoutScheme(blocks: [
            card.layoutBlock(with: Layout(x: .center(), y: .top(16), width: .boxed(32), height: 80)),
            AdaptiveScheme(container: screen, variants: [
                .init("row", when: .fits(.horizontal), scheme: LayoutScheme(blocks: [
                    avatarBlock,
                    name.layoutBlock(with: Layout(x: .leading(76), y: .top(16), width: 120, height: 20)),
                    follow.layoutBlock(with: Layout(x: .leading(208), y: .top(16), width: 96, height: 28)),
                ])),
                .init("stacked", scheme: LayoutScheme(blocks: [
                    avatarBlock,
                    name.layoutBlock(with: Layout(x: .leading(76), y: .top(16), width: .boxed(92), height: 20)),
                    follow.layoutBlock(with: Layout(x: .leading(76), y: .top(44), width: 96, height: 28)),
                ])),
            ]),
        ])
        let rtl = direction == .rightToLeft
        let sweep = WidthSweep(screen: screen, scheme: scheme, height: 640, frames: { [card.frame, avatar.frame, name.frame, follow.frame] },
                               expected: { width in
            let cardWidth = width - 32
            func leading(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
                CGRect(x: rtl ? cardWidth - x - w : x, y: y, width: w, height: h)
            }
            let rest = [leading(16, 16, 48, 48)] + (cardWidth >= 304 ? [leading(76, 16, 120, 20), leading(208, 16, 96, 28)]
                                                                    : [leading(76, 16, cardWidth - 92, 20), leading(76, 44, 96, 28)])
            return [CGRect(x: 16, y: 16, width: cardWidth, height: 80)] + rest
        }, change: { _ in })   // no content change: the widths decide
        for step in try await sweep.run(widths: Self.widths, direction: direction) {
            #expect(step.frames == step.expected, "\(step.label)")
        }
    }
}
