import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// An adaptive scheme over an area of its owner's space whose top-left corner is not the owner's: a phone's safe
/// area under a 47-point notch, a panel guide, a scroll guide's frame. The variant lays out the owner's children
/// in the area's place in the owner, as a plain scheme laid out in the area does — the notch is skipped — live, in
/// later passes, after a content change and through snapshots for other widths computed in another task.
@Suite("An adaptive scheme over an area with a top or leading inset")
struct AdaptiveSchemeUnderANotchTests {
    /// Portrait phone, tablet, small phone, landscape tablet: compact and regular in turn.
    static let widths: [CGFloat] = [375, 768, 320, 1024]
    static let titles = ["Inbox", "Archive", "Sent mail", "Drafts"]

    /// A mail screen 812 high: a safe-area guide the screen's scheme lays out 47 below the top (the notch) and 34
    /// above the bottom (the home indicator); a mailbox list, a message and a title the adaptive scheme lays out.
    struct Mail {
        let screen = LayoutNode(name: "screen"), list = LayoutNode(name: "list"), message = LayoutNode(name: "message")
        let title = TextNode(text: "Inbox", name: "title")
        let safeArea = LayoutGuide<LayoutNode>(name: "safe area")
        var frames: [CGRect] { [safeArea.frame, list.frame, message.frame, title.frame] }

        init() throws {
            for child in [list, message] { try screen.addChild(child) }
            try screen.addChild(title)
            screen.add(layoutGuide: safeArea)
        }

        /// From 600 points a 280-point list at the leading side, the message beside it and the title 16 into the
        /// message, 12 from the top; below, a 44-point list strip across the top, the message under it, the title
        /// centred 12 from the top. All in the safe area.
        var scheme: LayoutScheme {
            LayoutScheme(blocks: [
                safeArea.layoutBlock(with: Layout(x: .center(), y: .top(47), width: .boxed(0), height: .boxed(47 + 34))),
                AdaptiveScheme(container: safeArea, variants: [
                    .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                        list.layoutBlock(with: Layout(x: .leading(0), y: .top(0), width: 280, height: .boxed(0))),
                        message.layoutBlock(with: Layout(x: .trailing(0), y: .top(0), width: .boxed(280), height: .boxed(0))),
                        title.layoutBlock(with: Layout(x: .trailing(16), y: .top(12), width: .fit, height: .fit)),
                    ])),
                    .init("compact", scheme: LayoutScheme(blocks: [
                        list.layoutBlock(with: Layout(x: .center(), y: .top(0), width: .boxed(0), height: 44)),
                        message.layoutBlock(with: Layout(x: .center(), y: .bottom(0), width: .boxed(0), height: .boxed(44))),
                        title.layoutBlock(with: Layout(x: .center(), y: .top(12), width: .fit, height: .fit)),
                    ])),
                ]),
            ])
        }

        /// The design on a screen `width` wide, by arithmetic.
        func expected(_ width: CGFloat, rtl: Bool) -> [CGRect] {
            let top: CGFloat = 47, height: CGFloat = 812 - 47 - 34
            let text = CGSize(width: CGFloat(title.text.unicodeScalars.count) * 7, height: 17)
            let safe = CGRect(x: 0, y: top, width: width, height: height)
            guard width >= 600 else {
                return [safe, CGRect(x: 0, y: top, width: width, height: 44), CGRect(x: 0, y: top + 44, width: width, height: height - 44),
                        CGRect(x: (width - text.width) / 2, y: top + 12, width: text.width, height: text.height)]
            }
            return [safe, CGRect(x: rtl ? width - 280 : 0, y: top, width: 280, height: height),
                    CGRect(x: rtl ? 0 : 280, y: top, width: width - 280, height: height),
                    CGRect(x: rtl ? 16 : width - 16 - text.width, y: top + 12, width: text.width, height: text.height)]
        }
    }

    @Test("The variants skip the notch: first pass through a snapshot, layout(), later passes, a new title, the next width ahead",
          arguments: LayoutDirection.allCases)
    func variantsSkipTheNotch(direction: LayoutDirection) async throws {
        let mail = try Mail(), rtl = direction == .rightToLeft
        let sweep = WidthSweep(screen: mail.screen, scheme: mail.scheme, height: 812, frames: { mail.frames },
                               expected: { mail.expected($0, rtl: rtl) },
                               change: { mail.title.text = Self.titles[($0 + 1) % Self.titles.count] })
        for step in try await sweep.run(widths: Self.widths, direction: direction) {
            #expect(step.frames == step.expected, "\(step.label)")
        }
    }

    /// A settings screen 400 × 800 with a panel guide 20 in and 100 down (under a header), 360 × 600: its own
    /// adaptive scheme, laid out alone, puts a 20-point badge in the panel's top right corner from 500 points of
    /// panel, in its top left below — in the screen's space, at the panel's place.
    @Test("An adaptive scheme laid out alone over a guide or a scroll guide's frame lays out at the area's place in the owner",
          arguments: LayoutDirection.allCases)
    func aloneOverAGuide(direction: LayoutDirection) throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "screen")
        let badge = LayoutNode(name: "badge")
        try screen.addChild(badge)
        let panel = LayoutGuide<LayoutNode>(frame: CGRect(x: 20, y: 100, width: 360, height: 600), name: "panel")
        let scroll = ScrollLayoutGuide<LayoutNode>(scrollDirections: .vertical, frame: CGRect(x: 0, y: 64, width: 400, height: 700), name: "scroll")
        screen.add(layoutGuide: panel)
        screen.add(layoutGuide: scroll)
        func adaptive(over area: any LayoutElement) -> AdaptiveScheme {
            AdaptiveScheme(container: area, variants: [
                .init("wide", when: .width(atLeast: 500), scheme: badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: 20, height: 20))),
                .init("narrow", scheme: badge.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20))),
            ])
        }
        func expectedBadge(in area: CGRect) -> CGRect {
            CGRect(x: area.width >= 500 ? area.maxX - 20 : area.minX, y: area.minY, width: 20, height: 20)
        }
        for (area, element) in [(panel.frame, panel as any LayoutElement), (scroll.frame, scroll.frameLayoutGuide)] {
            let scheme = adaptive(over: element)
            badge.frame = .zero
            scheme.layout(direction: direction)
            #expect(badge.frame == expectedBadge(in: area), "layout() over \(element)")
            badge.frame = .zero
            scheme.layout(direction: direction)
            #expect(badge.frame == expectedBadge(in: area), "a later layout() over \(element)")
        }
        // The panel grows past 500 points and moves: the variant changes and follows it.
        panel.frame = CGRect(x: 40, y: 120, width: 520, height: 600)
        screen.frame.size.width = 600
        let scheme = adaptive(over: panel)
        scheme.layout(direction: direction)
        #expect(badge.frame == expectedBadge(in: panel.frame), "layout() over the wider panel")
        // Moved again at the same size: not the snapshot kept for its old place.
        panel.frame.origin = CGPoint(x: 60, y: 140)
        scheme.layout(direction: direction)
        #expect(badge.frame == expectedBadge(in: panel.frame), "layout() over the panel moved at the same size")
    }
}
