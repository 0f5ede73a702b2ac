import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A screen's scheme whose first block is an adaptive scheme over another element (a badge the app places): the
/// rect of a snapshot, `layout(in:)` or `sizeThatFits` describes the screen — the super element of the first
/// element block, wherever it sits — so the blocks after the adaptive scheme lay out in the rect, and the adaptive
/// scheme in the badge's space.
@Suite("A scheme whose first block lays out in another element's space")
struct FirstBlockInAnotherSpaceTests {
    /// Portrait phone, tablet, small phone, landscape tablet.
    static let widths: [CGFloat] = [375, 768, 320, 1024]
    static let captions = ["Online", "Away", "In a meeting", "Do not disturb"]

    /// An 88-point badge the app keeps at (16, 16) with an icon inside, a title, a caption and a body laid out by
    /// the screen's scheme after the badge's adaptive scheme.
    struct Header {
        let screen = LayoutNode(name: "screen"), badge = LayoutNode(frame: CGRect(x: 16, y: 16, width: 88, height: 88), name: "badge")
        let icon = LayoutNode(name: "icon"), title = LayoutNode(name: "title"), body = LayoutNode(name: "body")
        let caption = TextNode(text: "Available", name: "caption")
        var frames: [CGRect] { [badge.frame, icon.frame, title.frame, caption.frame, body.frame] }

        init() throws {
            try screen.addChild(badge)
            try badge.addChild(icon)
            for child in [title, caption, body] { try screen.addChild(child) }
        }

        /// The adaptive scheme over the badge (from 80 points a 56-point icon 8 in at its leading edge, 16 from the
        /// top; below, the icon fills it), then the blocks of the screen's children.
        var scheme: LayoutScheme {
            LayoutScheme(blocks: [
                AdaptiveScheme(container: badge, variants: [
                    .init("roomy", when: .width(atLeast: 80),
                          scheme: icon.layoutBlock(with: Layout(x: .leading(8), y: .top(16), width: 56, height: 56))),
                    .init("tight", scheme: icon.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))),
                ]),
                title.layoutBlock(with: Layout(x: .leading(16), y: .top(120), width: .scaled(0.5), height: 24)),
                caption.layoutBlock(with: Layout(x: .trailing(16), y: .top(120), width: .fit, height: .fit)),
                body.layoutBlock(with: Layout(x: .center(), y: .top(160), width: .boxed(32), height: 200)),
            ])
        }

        /// The design's frames on a screen `width` wide (the caption 7 × 17 a character).
        func expected(_ width: CGFloat, rtl: Bool) -> [CGRect] {
            let text = CGSize(width: CGFloat(caption.text.unicodeScalars.count) * 7, height: 17)
            return [CGRect(x: 16, y: 16, width: 88, height: 88),
                    CGRect(x: rtl ? 88 - 8 - 56 : 8, y: 16, width: 56, height: 56),
                    CGRect(x: rtl ? width - 16 - width / 2 : 16, y: 120, width: width / 2, height: 24),
                    CGRect(x: rtl ? 16 : width - 16 - text.width, y: 120, width: text.width, height: text.height),
                    CGRect(x: 16, y: 160, width: width - 32, height: 200)]
        }
    }

    @Test("The blocks after the adaptive scheme lay out in the rect: first pass by snapshot, later passes, content changes, snapshots for the next width",
          arguments: LayoutDirection.allCases)
    func blocksAfterTheAdaptiveSchemeLayOutInTheRect(direction: LayoutDirection) async throws {
        let header = try Header(), rtl = direction == .rightToLeft
        let sweep = WidthSweep(screen: header.screen, scheme: header.scheme, height: 640, frames: { header.frames },
                               expected: { header.expected($0, rtl: rtl) },
                               change: { header.caption.text = Self.captions[$0 % 4] })
        for step in try await sweep.run(widths: Self.widths, direction: direction) {
            #expect(step.frames == step.expected, "\(step.label)")
        }
    }

    @Test("layout(in:) and sizeThatFits read the rect as the screen's, at widths other than the screen's",
          arguments: LayoutDirection.allCases)
    func layoutInAndSizeThatFits(direction: LayoutDirection) throws {
        let header = try Header(), rtl = direction == .rightToLeft, scheme = header.scheme
        header.screen.frame = CGRect(x: 0, y: 0, width: 375, height: 640)
        for width in Self.widths {
            scheme.layout(in: CGRect(x: 0, y: 0, width: width, height: 640), direction: direction)
            #expect(header.frames == header.expected(width, rtl: rtl), "layout(in:) \(width) wide")
            // The far corner: the body's, 16 in from the trailing side, 160 + 200 down.
            #expect(scheme.sizeThatFits(CGSize(width: width, height: 0), direction: direction) == CGSize(width: width - 16, height: 360),
                    "sizeThatFits \(width) wide")
        }
        #expect(header.screen.frame == CGRect(x: 0, y: 0, width: 375, height: 640))
    }
}
