import CGLayout
import Foundation
import Testing

/// A scheme whose only block is an adaptive scheme over a guide, laid out or snapshotted for a rect: the rect
/// describes the guide itself, so the adaptive scheme picks its variant by the rect's size and its variant lays
/// the guide owner's children out in that rect — not in the guide's present bounds.
@Suite("A scheme of one adaptive scheme over a guide, given a rect")
struct AdaptiveSchemeAloneOverGuideTests {
    /// A screen with a panel guide (360 × 600, 20 in, 100 down) and a 20-point badge: from 500 points wide the
    /// badge sits in the top right corner of the space it is given, below that in the top left.
    struct Screen {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "screen")
        let badge = LayoutNode(name: "badge")
        let panel = LayoutGuide<LayoutNode>(frame: CGRect(x: 20, y: 100, width: 360, height: 600), name: "panel")
        let scheme: LayoutScheme

        init() throws {
            try screen.addChild(badge)
            screen.add(layoutGuide: panel)
            scheme = LayoutScheme(blocks: [AdaptiveScheme(container: panel, variants: [
                .init("wide", when: .width(atLeast: 500), scheme: LayoutScheme(blocks: [
                    badge.layoutBlock(with: Layout(x: .right(), y: .top(), width: 20, height: 20)),
                ])),
                .init("narrow", scheme: LayoutScheme(blocks: [
                    badge.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20)),
                ])),
            ])])
        }

        /// The badge in `rect`, by arithmetic.
        static func badge(in rect: CGRect) -> CGRect {
            CGRect(x: rect.width >= 500 ? rect.maxX - 20 : rect.minX, y: rect.minY, width: 20, height: 20)
        }
    }

    @Test("layout(in:) and a detached snapshot for the rect give the variant of the rect's size, in the rect",
          arguments: LayoutDirection.allCases)
    func theRectDescribesTheGuide(direction: LayoutDirection) async throws {
        for rect in [CGRect(x: 0, y: 0, width: 600, height: 300), CGRect(x: 0, y: 0, width: 320, height: 480),
                     CGRect(x: 10, y: 40, width: 720, height: 200)] {
            let screen = try Screen()
            screen.scheme.layout(in: rect, direction: direction)
            #expect(screen.badge.frame == Screen.badge(in: rect), "layout(in: \(rect))")

            let fresh = try Screen()
            let scheme = fresh.scheme
            let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            try fresh.scheme.apply(snapshot: snapshot)
            #expect(fresh.badge.frame == Screen.badge(in: rect), "snapshot(for: \(rect))")
        }
    }
}
