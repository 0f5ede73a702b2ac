import CGLayout
import Foundation
import Testing

/// A snapshot computed for another size than the screen has now — the layout a rotation will need, computed in
/// another task before it happens — gives the frames of that size, whatever order the blocks come in: a content
/// laid out inside an adaptive scheme's variant that reads the screen through a constraint sees the screen at
/// the snapshot's size, not at its present one.
@Suite("A snapshot for another size than the screen's")
struct SnapshotForAnotherSizeTests {
    /// A panel (a guide) laid out by an adaptive scheme — the whole screen when compact, its left half from 600
    /// points wide — whose content puts a 44-point toolbar at the bottom of a space as tall as the screen (a
    /// constraint on the screen's height); and an overlay (a guide) 16 points in from the top trailing corner, whose content fills it with
    /// a badge.
    struct Screen {
        let screen = LayoutNode(name: "screen")
        let panel = LayoutGuide<LayoutNode>(name: "panel"), overlay = LayoutGuide<LayoutNode>(name: "overlay")
        let toolbar = LayoutNode(name: "toolbar"), badge = LayoutNode(name: "badge")
        let scheme: LayoutScheme

        init(adaptiveFirst: Bool) throws {
            screen.add(layoutGuide: panel)
            screen.add(layoutGuide: overlay)
            try screen.addChild(toolbar)
            try screen.addChild(badge)
            panel.contentLayout = LayoutScheme(blocks: [
                toolbar.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: 44),
                                    constraints: [screen.layoutConstraint(for: [.height()])]),
            ])
            overlay.contentLayout = LayoutScheme(blocks: [
                badge.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
            ])
            let adaptive = AdaptiveScheme(container: screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    panel.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(0.5), height: .scaled(1))),
                ])),
                .init("compact", scheme: LayoutScheme(blocks: [
                    panel.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
                ])),
            ])
            let corner = overlay.layoutBlock(with: Layout(x: .trailing(16), y: .top(16), width: 40, height: 40))
            scheme = LayoutScheme(blocks: adaptiveFirst ? [adaptive, corner] : [corner, adaptive])
        }

        /// The design at `size`, by arithmetic: panel, toolbar, overlay, badge.
        static func expected(_ size: CGSize, rtl: Bool) -> [CGRect] {
            let (width, height) = (size.width, size.height)
            let panelWidth = width >= 600 ? width / 2 : width
            let corner = CGRect(x: rtl ? 16 : width - 16 - 40, y: 16, width: 40, height: 40)
            return [CGRect(x: 0, y: 0, width: panelWidth, height: height),
                    CGRect(x: 0, y: height - 44, width: panelWidth, height: 44), corner, corner]
        }

        var frames: [CGRect] { [panel.frame, toolbar.frame, overlay.frame, badge.frame] }
    }

    @Test("Computed in another task for the size the screen will have, then applied: that size's frames, live frames untouched until then",
          arguments: LayoutDirection.allCases, [true, false])
    func snapshotForTheNextSize(direction: LayoutDirection, adaptiveFirst: Bool) async throws {
        let rtl = direction == .rightToLeft
        let sizes = [CGSize(width: 768, height: 1024), CGSize(width: 320, height: 640),
                     CGSize(width: 640, height: 320), CGSize(width: 1024, height: 768)]
        let screen = try Screen(adaptiveFirst: adaptiveFirst)
        for (now, next) in zip(sizes, sizes.dropFirst() + sizes.prefix(1)) {
            screen.screen.frame = CGRect(origin: .zero, size: now)
            screen.scheme.layout(direction: direction)
            #expect(screen.frames == Screen.expected(now, rtl: rtl), "live at \(now)")
            let scheme = screen.scheme, rect = CGRect(origin: .zero, size: next)
            let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
            #expect(screen.frames == Screen.expected(now, rtl: rtl), "nothing written by the snapshot at \(now)")
            try scheme.apply(snapshot: snapshot)
            #expect(screen.frames == Screen.expected(next, rtl: rtl), "snapshot for \(next) applied while the screen is \(now)")
            // The same through `layout()` once the screen has the new size.
            screen.screen.frame = rect
            screen.scheme.layout(direction: direction)
            #expect(screen.frames == Screen.expected(next, rtl: rtl), "live at \(next)")
        }
    }
}
