import CGLayout
import Foundation
import Testing

/// An adaptive scheme as a block of a screen's scheme gives the same frames live and through a snapshot of the
/// screen computed in another task, then applied: its variants read the frames the pass gave the blocks before
/// them, it picks its variant by its own container's size, its variant sees that container at the size it was
/// given, and a kept snapshot that left out an element off its tree is not used once the element is back.
@Suite("Adaptive schemes inside a pass")
struct AdaptiveSchemeInPassTests {
    /// Screen sizes in the order the tests visit them: portrait, a tablet, landscape, another phone.
    static let sizes: [CGSize] = [CGSize(width: 320, height: 640), CGSize(width: 768, height: 1024),
                                  CGSize(width: 640, height: 320), CGSize(width: 375, height: 640)]

    /// A profile under a header: the header, a block of the screen's scheme before the adaptive scheme, is an
    /// eighth of the screen's height; compact centres a 64-point avatar 16 below it and the name 8 below
    /// the avatar, regular (600 wide and more) puts a 96-point avatar 24 below it at the leading edge and the
    /// name 16 after the avatar.
    struct HeaderedProfile {
        let screen = LayoutNode(name: "screen")
        let header = LayoutNode(name: "header"), avatar = LayoutNode(name: "avatar")
        let name = TextNode(text: "Ada Lovelace", name: "name")
        let scheme: LayoutScheme

        init() throws {
            for child in [header, avatar, name] { try screen.addChild(child) }
            let belowHeader = header.layoutConstraint(for: [.bottom(.limit(on: .outer))])
            let compact = LayoutScheme(blocks: [
                avatar.layoutBlock(with: Layout(x: .center(), y: .top(16), width: 64, height: 64), constraints: [belowHeader]),
                name.layoutBlock(with: Layout(x: .center(), y: .top(8), width: .fit, height: .fit),
                                 constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            ])
            let regular = LayoutScheme(blocks: [
                avatar.layoutBlock(with: Layout(x: .leading(24), y: .top(24), width: 96, height: 96), constraints: [belowHeader]),
                name.layoutBlock(with: Layout(x: .leading(16), y: .top(24), width: .fit, height: .fit),
                                 constraints: [belowHeader, avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))])]),
            ])
            scheme = LayoutScheme(blocks: [
                header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(0.125))),
                AdaptiveScheme(container: screen, variants: [
                    .init("regular", when: .width(atLeast: 600), scheme: regular),
                    .init("compact", scheme: compact),
                ]),
            ])
        }

        /// The design by arithmetic ("Ada Lovelace": 12 × 7 = 84 wide, 17 tall).
        static func expected(_ size: CGSize, rtl: Bool) -> [CGRect] {
            let (width, top) = (size.width, size.height / 8)
            let header = CGRect(x: 0, y: 0, width: width, height: top)
            guard width >= 600 else {
                return [header, CGRect(x: (width - 64) / 2, y: top + 16, width: 64, height: 64),
                        CGRect(x: (width - 84) / 2, y: top + 16 + 64 + 8, width: 84, height: 17)]
            }
            return [header, CGRect(x: rtl ? width - 24 - 96 : 24, y: top + 24, width: 96, height: 96),
                    CGRect(x: rtl ? width - 24 - 96 - 16 - 84 : 24 + 96 + 16, y: top + 24, width: 84, height: 17)]
        }

        var frames: [CGRect] { [header.frame, avatar.frame, name.frame] }
    }

    @Test("A variant reads the frames the pass gave the blocks before it: live and through snapshot + apply, at every size",
          arguments: LayoutDirection.allCases)
    func variantsReadThePassFrames(direction: LayoutDirection) async throws {
        let live = try HeaderedProfile(), detached = try HeaderedProfile()
        for size in Self.sizes {
            let expected = HeaderedProfile.expected(size, rtl: direction == .rightToLeft)
            live.screen.frame = CGRect(origin: .zero, size: size)
            live.scheme.layout(direction: direction)
            #expect(live.frames == expected, "live at \(size)")
            // Off the main thread, before any pass at this size: the header's present frame is the last size's.
            detached.screen.frame = CGRect(origin: .zero, size: size)
            let scheme = detached.scheme, bounds = detached.screen.bounds
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            try scheme.apply(snapshot: snapshot)
            #expect(detached.frames == expected, "snapshot + apply at \(size)")
        }
    }

    /// A card 16 points in from the screen's sides holds an avatar laid out by an adaptive scheme over the
    /// card: wide (a card 360 wide or more) puts an 88-point avatar 16 in at the leading edge, narrow
    /// centres a 48-point one 8 from the top.
    struct Card {
        let screen = LayoutNode(name: "screen"), card = LayoutNode(name: "card"), avatar = LayoutNode(name: "avatar")
        let adaptive: AdaptiveScheme
        let scheme: LayoutScheme

        init() throws {
            try screen.addChild(card)
            try card.addChild(avatar)
            adaptive = AdaptiveScheme(container: card, variants: [
                .init("wide", when: .width(atLeast: 360), scheme: LayoutScheme(blocks: [
                    avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 88, height: 88)),
                ])),
                .init("narrow", scheme: LayoutScheme(blocks: [
                    avatar.layoutBlock(with: Layout(x: .center(), y: .top(8), width: 48, height: 48)),
                ])),
            ])
            scheme = LayoutScheme(blocks: [
                card.layoutBlock(with: Layout(x: .center(), y: .top(16), width: .boxed(32), height: .fixed(120))),
                adaptive,
            ])
        }

        /// The card's and the avatar's frames, and the variant, for a screen `width` wide.
        static func expected(width: CGFloat, rtl: Bool) -> (frames: [CGRect], variant: String) {
            let cardWidth = width - 32, card = CGRect(x: 16, y: 16, width: cardWidth, height: 120)
            guard cardWidth >= 360 else {
                return ([card, CGRect(x: (cardWidth - 48) / 2, y: 8, width: 48, height: 48)], "narrow")
            }
            return ([card, CGRect(x: rtl ? cardWidth - 16 - 88 : 16, y: 16, width: 88, height: 88)], "wide")
        }

        var frames: [CGRect] { [card.frame, avatar.frame] }
    }

    @Test("An adaptive scheme over a card picks its variant by the card's width, not the screen's: live and in a snapshot of the screen",
          arguments: LayoutDirection.allCases)
    func variantByTheCardsWidth(direction: LayoutDirection) async throws {
        let live = try Card(), detached = try Card()
        // 375: the screen is wider than the breakpoint, its card (343) is not.
        for width in [CGFloat(320), 375, 768] {
            let expected = Card.expected(width: width, rtl: direction == .rightToLeft)
            live.screen.frame = CGRect(x: 0, y: 0, width: width, height: 667)
            live.scheme.layout(direction: direction)
            #expect(live.frames == expected.frames, "live at \(width)")
            #expect(live.adaptive.currentSnapshot.layoutName == expected.variant)
            detached.screen.frame = CGRect(x: 0, y: 0, width: width, height: 667)
            let scheme = detached.scheme, bounds = detached.screen.bounds
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            #expect(snapshot.childSnapshots[1].layoutName == expected.variant, "the variant in the snapshot at \(width)")
            try scheme.apply(snapshot: snapshot)
            #expect(detached.frames == expected.frames, "snapshot + apply at \(width)")
        }
    }

    /// A screen whose scheme is an adaptive scheme over it: compact centres a 64-point avatar 16 from the top
    /// and pins a 49-point tab bar to the screen's bottom (an anchor on the screen, not the space).
    static func tabbedScreen() throws -> (screen: LayoutNode, avatar: LayoutNode, tabBar: LayoutNode, scheme: LayoutScheme) {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 768, height: 1024), name: "screen")
        let avatar = LayoutNode(name: "avatar"), tabBar = LayoutNode(name: "tab bar")
        try screen.addChild(avatar)
        try screen.addChild(tabBar)
        func tabBarBlock(height: CGFloat) -> LayoutBlock<LayoutNode> {
            tabBar.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: .fixed(height))) { anchors in
                anchors.bottom.align(by: screen.layoutAnchors.bottom)
            }
        }
        let adaptive = AdaptiveScheme(container: screen, variants: [
            .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                avatar.layoutBlock(with: Layout(x: .leading(24), y: .top(24), width: 96, height: 96)), tabBarBlock(height: 56),
            ])),
            .init("compact", scheme: LayoutScheme(blocks: [
                avatar.layoutBlock(with: Layout(x: .center(), y: .top(16), width: 64, height: 64)), tabBarBlock(height: 49),
            ])),
        ])
        return (screen, avatar, tabBar, LayoutScheme(blocks: [adaptive]))
    }

    @Test("Measured at a phone's size while it shows a tablet's, a screen's scheme sees the adaptive scheme's container at the phone's size, as the adaptive scheme alone does",
          arguments: LayoutDirection.allCases)
    func variantSeesItsContainerAtTheGivenSize(direction: LayoutDirection) async throws {
        let phone = CGRect(x: 0, y: 0, width: 320, height: 640)
        let expected = [CGRect(x: (320 - 64) / 2, y: 16, width: 64, height: 64), CGRect(x: 0, y: 640 - 49, width: 320, height: 49)]
        let live = try Self.tabbedScreen()
        live.scheme.layout(in: phone, direction: direction)   // the screen stays 768 × 1024
        #expect([live.avatar.frame, live.tabBar.frame] == expected)
        let detached = try Self.tabbedScreen(), scheme = detached.scheme
        let snapshot = await Task.detached { scheme.snapshot(for: phone, direction: direction) }.value
        try scheme.apply(snapshot: snapshot)
        #expect([detached.avatar.frame, detached.tabBar.frame] == expected)
        #expect(detached.screen.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
    }

    @Test("A kept snapshot that skipped an element off its tree is not used once the element is back: live and through snapshot + apply")
    func skippedElementBackInItsTree() async throws {
        func profile() throws -> (screen: LayoutNode, badge: LayoutNode, adaptive: AdaptiveScheme) {
            let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "screen")
            let avatar = LayoutNode(name: "avatar"), badge = LayoutNode(name: "badge")
            try screen.addChild(avatar)
            let adaptive = AdaptiveScheme(container: screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    avatar.layoutBlock(with: Layout(x: .leading(24), y: .top(24), width: 96, height: 96)),
                    badge.layoutBlock(with: Layout(x: .leading(24 + 96 - 20), y: .top(24), width: 20, height: 20)),
                ])),
                .init("compact", scheme: LayoutScheme(blocks: [
                    avatar.layoutBlock(with: Layout(x: .center(), y: .top(16), width: 64, height: 64)),
                    badge.layoutBlock(with: Layout(x: .center(22), y: .top(16), width: 20, height: 20)),
                ])),
            ])
            adaptive.layout(direction: .leftToRight)   // kept, the badge skipped: it is in no tree
            try screen.addChild(badge)
            return (screen, badge, adaptive)
        }
        // Centred 22 to the right: (375 - 20) / 2 + 22.
        let expected = CGRect(x: CGFloat(375 - 20) / 2 + 22, y: 16, width: 20, height: 20)
        let live = try profile()
        live.adaptive.layout(direction: .leftToRight)
        #expect(live.badge.frame == expected)
        let detached = try profile(), adaptive = detached.adaptive, bounds = detached.screen.bounds
        let snapshot = await Task.detached { adaptive.snapshot(for: bounds, direction: .leftToRight) }.value
        try adaptive.apply(snapshot: snapshot)
        #expect(detached.badge.frame == expected)
    }
}
