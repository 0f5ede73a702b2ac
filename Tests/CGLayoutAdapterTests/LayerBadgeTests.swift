#if CGLAYOUT_DECLARATIONS
import CGLayout
import CGLayoutUIKit
import Foundation
import QuartzCore
import Testing
import UIKit

// MARK: - Badges drawn by layers over views, from the article's "Layers and views in one scheme"

/// A card: an avatar centred at the top with two badges on its top trailing corner — one a sublayer
/// of the card's backing layer, constrained by the avatar; one a sublayer of the avatar's own
/// layer — and a name under it with an unread dot after its text.
@MainActor final class BadgedCard {
    let card = UIView(), avatar = UIView(), name = UILabel()
    let cardBadge = CALayer(), avatarBadge = CALayer(), unread = CALayer()
    let scheme: LayoutScheme

    init(width: CGFloat) {
        card.frame = CGRect(x: 0, y: 0, width: width, height: 160)
        name.text = "Ada"
        card.addSubview(avatar)
        card.addSubview(name)
        card.layer.addSublayer(cardBadge)       // above the avatar's layer: added after it
        card.layer.addSublayer(unread)
        avatar.layer.addSublayer(avatarBadge)   // in the avatar's own space
        scheme = LayoutScheme(blocks: [
            avatar.layoutBlock(with: Layout(x: .center(), y: .top(16), width: 64, height: 64)),
            // 6 points past the avatar's top and trailing edges.
            cardBadge.layoutBlock(with: Layout(x: .trailing(-6), y: .top(-6), width: 20, height: 20),
                                  constraints: [avatar.layoutConstraint(for: [.equally])]),
            avatarBadge.layoutBlock(with: Layout(x: .trailing(-6), y: .top(-6), width: 20, height: 20)),
            name.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit),
                             constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            // 4 after the name's text, centred on its line.
            unread.layoutBlock(with: Layout(x: .leading(4), y: .center(), width: 8, height: 8),
                               constraints: [name.layoutConstraint(for: [.trailing(.limit(on: .outer)), .top(.align(by: .inner)),
                                                                         .height()])]),
        ])
    }

    var frames: [(String, CGRect)] {
        [("avatar", avatar.frame), ("cardBadge", cardBadge.frame), ("avatarBadge", avatarBadge.frame), ("name", name.frame),
         ("unread", unread.frame)]
    }

    /// The design left to right, then mirrored: the avatar badge in the avatar's 64 points, the rest in the card.
    static func design(width w: CGFloat, nameLength: Int, rightToLeft: Bool) -> [(String, CGRect)] {
        let avatar = CGRect(x: (w - 64) / 2, y: 16, width: 64, height: 64)
        let name = CGRect(x: 16, y: 96, width: 7 * CGFloat(nameLength), height: 17)
        let inCard: [(String, CGRect)] = [
            ("avatar", avatar),
            ("cardBadge", CGRect(x: avatar.maxX + 6 - 20, y: 16 - 6, width: 20, height: 20)),
            ("name", name),
            ("unread", CGRect(x: name.maxX + 4, y: 96 + (17 - 8) / 2, width: 8, height: 8)),
        ]
        var badge = CGRect(x: 64 + 6 - 20, y: -6, width: 20, height: 20)
        if rightToLeft { badge = mirrored(badge, in: 64) }
        let card = rightToLeft ? inCard.map { ($0.0, mirrored($0.1, in: w)) } : inCard
        return [card[0], card[1], ("avatarBadge", badge), card[2], card[3]]
    }
}

@MainActor
@Suite("Screen: layer badges over views")
struct LayerBadgeTests {
    @Test("Badges follow the avatar and the name: two widths, both directions, a new name, a detached snapshot",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func badges(direction: LayoutDirection) async throws {
        let rightToLeft = direction == .rightToLeft
        for width: CGFloat in [320, 414] {
            let card = BadgedCard(width: width)
            card.scheme.layout(direction: direction)
            expectFrames(card.frames, BadgedCard.design(width: width, nameLength: 3, rightToLeft: rightToLeft),
                         "badges: first pass \(width) \(direction)")
            #expect(card.scheme.issues.isEmpty, "\(card.scheme.issues)")

            card.name.text = "Ada Lovelace"
            card.scheme.layout(direction: direction)
            expectFrames(card.frames, BadgedCard.design(width: width, nameLength: 12, rightToLeft: rightToLeft),
                         "badges: new name \(width) \(direction)")

            // The card grows by 100; a new name; frames computed in a detached task and applied here.
            card.card.frame.size.width = width + 100
            card.name.text = "Augusta"
            let scheme = card.scheme, bounds = card.card.bounds
            scheme.captureHostState(for: bounds, direction: direction)
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            try scheme.apply(snapshot: snapshot)
            expectFrames(card.frames, BadgedCard.design(width: width + 100, nameLength: 7, rightToLeft: rightToLeft),
                         "badges: detached snapshot \(width + 100) \(direction)")
            #expect(scheme.issues.isEmpty, "\(scheme.issues)")
        }
    }
}
#endif
