@testable import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// An area of an owner's space read twice in one pass — by a constraint and by an adaptive scheme over it — inside a
/// snapshot for another width: a scroll guide's content (its origin follows the scroll guide, its size the block
/// that lays it out) and a user's guide (its frame its own, or a block's). Each read sees the same area, and the
/// snapshot, computed ahead (also in another task) and applied, gives the frames `layout()` gives at that width.
@Suite("An area's frame inside a snapshot for another width")
struct AreaFrameInASnapshotTests {
    /// Portrait phone, tablet, small phone, landscape tablet, and the phone again: across 500 points of area each way.
    static let widths: [CGFloat] = [375, 768, 320, 1024, 375]

    /// A feed 812 high: a scroll guide 64 down (under a bar) and 700 high across the screen, scrolled 30 down, its
    /// content inset 10 at the top and bottom, 8 at the left and 24 at the right, the content guide as wide as the
    /// scroll guide less 32 and 1,000 high. In the content, a 20-point badge 12 from its trailing edge from 500
    /// points of content, at its leading edge below; a 40-point header across the content's top, by a constraint.
    struct Feed {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "screen")
        let badge = LayoutNode(name: "badge"), header = LayoutNode(name: "header")
        let scroll = ScrollLayoutGuide<LayoutNode>(scrollDirections: .vertical, name: "scroll")
        var frames: [CGRect] { [badge.frame, header.frame] }

        init() throws {
            try screen.addChild(badge)
            try screen.addChild(header)
            screen.add(layoutGuide: scroll)
            scroll.contentInsets = EdgeInsets(top: 10, left: 8, bottom: 10, right: 24)
        }

        var scheme: LayoutScheme {
            let content = scroll.contentLayoutGuide
            return LayoutScheme(blocks: [
                scroll.layoutBlock(with: Layout(x: .left(0), y: .top(64), width: .boxed(0), height: 700)),
                content.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .boxed(32), height: 1000)),
                AdaptiveScheme(container: content, variants: [
                    .init("wide", when: .width(atLeast: 500),
                          scheme: badge.layoutBlock(with: Layout(x: .trailing(12), y: .top(0), width: 20, height: 20))),
                    .init("narrow", scheme: badge.layoutBlock(with: Layout(x: .leading(0), y: .top(0), width: 20, height: 20))),
                ]),
                header.layoutBlock(with: Layout(x: .leading(0), y: .top(0), width: .boxed(0), height: 40),
                                   constraints: [content.layoutConstraint(for: [.equally])]),
            ])
        }

        /// The design on a screen `width` wide, by arithmetic: the content at (8, 64 + 10 − 30), width − 32 wide.
        static func expected(_ width: CGFloat, rtl: Bool) -> [CGRect] {
            let content = CGRect(x: 8, y: 64 + 10 - 30, width: width - 32, height: 1000)
            let wide = content.width >= 500
            // Wide: 12 from the trailing edge; narrow: at the leading edge.
            let badgeX = switch (wide, rtl) {
            case (true, false): content.maxX - 12 - 20
            case (true, true): content.minX + 12
            case (false, false): content.minX
            case (false, true): content.maxX - 20
            }
            return [CGRect(x: badgeX, y: content.minY, width: 20, height: 20),
                    CGRect(x: content.minX, y: content.minY, width: content.width, height: 40)]
        }
    }

    @Test("An adaptive scheme over a scroll guide's content and a constraint by it: the content the pass sized, at the scroll guide's place",
          arguments: LayoutDirection.allCases)
    func scrollContentSizedInThePass(direction: LayoutDirection) async throws {
        let feed = try Feed(), scheme = feed.scheme, rtl = direction == .rightToLeft
        scheme.layout(direction: direction)
        feed.scroll.contentOffset = CGPoint(x: 0, y: 30)
        for (width, next) in zip(Self.widths, Self.widths.dropFirst()) {
            feed.screen.frame.size.width = width
            scheme.layout(direction: direction)
            #expect(feed.frames == Feed.expected(width, rtl: rtl), "layout() at \(width)")
            #expect(feed.scroll.contentOffset == CGPoint(x: 0, y: 30))
            // The next width ahead, as the content is now: the pass gives the content the next width less 32.
            let rect = CGRect(x: 0, y: 0, width: next, height: 812)
            let ahead = scheme.snapshot(for: rect, direction: direction)
            #expect([feed.badge, feed.header].map { ahead.frame(of: $0) } == Feed.expected(next, rtl: rtl),
                    "a snapshot for \(next) taken at \(width)")
            let detached = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            try scheme.apply(snapshot: detached)
            #expect(feed.frames == Feed.expected(next, rtl: rtl), "a detached snapshot for \(next) taken at \(width), applied")
            feed.screen.frame.size.width = next
            scheme.layout(direction: direction)
            #expect(feed.frames == Feed.expected(next, rtl: rtl), "layout() at \(next) after its snapshot")
        }
    }

    /// A screen with a side panel guide: laid out by the scheme (the screen's width less 40, 20 in) or kept where the
    /// app put it (360 wide at 20). A 20-point badge by an adaptive scheme over the panel (top right from 500 points,
    /// top left below) and a 30-point strip across the panel's top by a constraint.
    @Test("A user's guide: a constraint by it and an adaptive scheme over it read one frame, laid out in the pass or not",
          arguments: LayoutDirection.allCases)
    func userGuideReadOnce(direction: LayoutDirection) async throws {
        for laidOut in [true, false] {
            let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 800), name: "screen")
            let badge = LayoutNode(name: "badge"), strip = LayoutNode(name: "strip")
            try screen.addChild(badge)
            try screen.addChild(strip)
            let panel = LayoutGuide<LayoutNode>(frame: CGRect(x: 20, y: 100, width: 360, height: 600), name: "panel")
            screen.add(layoutGuide: panel)
            let scheme = LayoutScheme(blocks: (laidOut ? [panel.layoutBlock(with: Layout(x: .left(20), y: .top(100), width: .boxed(40), height: 600))] : []) + [
                AdaptiveScheme(container: panel, variants: [
                    .init("wide", when: .width(atLeast: 500), scheme: badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: 20, height: 20))),
                    .init("narrow", scheme: badge.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20))),
                ]),
                strip.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .boxed(0), height: 30),
                                  constraints: [panel.layoutConstraint(for: [.equally])]),
            ])
            func expected(_ width: CGFloat) -> [CGRect] {
                let area = laidOut ? CGRect(x: 20, y: 100, width: width - 40, height: 600) : CGRect(x: 20, y: 100, width: 360, height: 600)
                return [CGRect(x: area.width >= 500 ? area.maxX - 20 : area.minX, y: area.minY, width: 20, height: 20),
                        CGRect(x: area.minX, y: area.minY, width: area.width, height: 30)]
            }
            for (width, next) in zip(Self.widths, Self.widths.dropFirst()) {
                screen.frame.size.width = width
                scheme.layout(direction: direction)
                #expect([badge.frame, strip.frame] == expected(width), "layout() at \(width), laid out \(laidOut)")
                let rect = CGRect(x: 0, y: 0, width: next, height: 800)
                let ahead = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
                #expect([ahead.frame(of: badge), ahead.frame(of: strip)] == expected(next), "a snapshot for \(next) at \(width), laid out \(laidOut)")
                try scheme.apply(snapshot: ahead)
                screen.frame.size.width = next
                scheme.layout(direction: direction)
                #expect([badge.frame, strip.frame] == expected(next), "layout() at \(next), laid out \(laidOut)")
            }
        }
    }

    /// A kept adaptive snapshot whose variant laid out a card's child holds while the card's layout bounds are the
    /// same bit for bit: not for a rect `==` takes for equal on Apple's platforms (a negative size standardized), and
    /// still for bounds that hold a NaN (never `==` to themselves: the snapshot was computed and kept again each pass).
    @Test("A kept snapshot's space is compared bit for bit")
    func keptSpaceBitForBit() throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 812), name: "screen")
        let card = LayoutNode(frame: CGRect(x: 16, y: 100, width: 343, height: 200), name: "card")
        let label = LayoutNode(name: "label")
        try screen.addChild(card)
        try card.addChild(label)
        let cache = AdaptiveSnapshotCache(container: screen, capacity: 4)
        let key = AdaptiveSnapshotCache.Key(screen.layoutBounds, .leftToRight)
        let variant = LayoutScheme(blocks: [label.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: 100, height: 20))])
            .snapshot(for: card.layoutBounds)
        let negative = CGRect(x: -10, y: 0, width: 10, height: 5), flipped = CGRect(x: 0, y: 0, width: -10, height: 5)
        try #require(cache.store(variant, for: key, layoutBounds: { _ in negative }))
        #expect(cache.snapshot(for: key, layoutBounds: { _ in negative }) != nil, "the same bounds: kept")
        #expect(cache.snapshot(for: key, layoutBounds: { _ in flipped }) == nil,
                "(0, 0, −10, 5) after (−10, 0, 10, 5): another space, not the kept snapshot")
        let unknown = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5)
        try #require(cache.store(variant, for: key, layoutBounds: { _ in unknown }))
        #expect(cache.snapshot(for: key, layoutBounds: { _ in unknown }) != nil, "bounds with a NaN, unchanged: kept")
        #expect(cache.snapshot(for: key, layoutBounds: { _ in CGRect(x: 0, y: 0, width: 343, height: 5) }) == nil)
    }
}
