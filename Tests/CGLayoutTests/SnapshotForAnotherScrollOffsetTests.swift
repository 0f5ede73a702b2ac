import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A snapshot for bounds the list does not have yet — the next size after a rotation, scrolled back to the top
/// (or to another offset) — computed in another task while the list still has its present size and offset, gives
/// the frames of those bounds: a block that reads an element outside the list through a constraint converts it
/// into the list's space as the snapshot's rect places it, not as the present bounds do.
@Suite("A snapshot for another size and scroll offset than the list's")
struct SnapshotForAnotherScrollOffsetTests {
    /// A screen with a 44-point navigation bar at the top and a list below it (a node scrolled by its bounds'
    /// origin: its layout bounds are the visible part of its content). The list's scheme lays out what floats over
    /// the visible part: a section title that sticks under the navigation bar — a constraint on the bar (outside
    /// the list) moves its space just below the bar; 16 points in from the leading edge, half the list wide, 32
    /// tall — and a "back to top" button 16 points in from the bottom trailing corner, 44 tall: 120 wide with its
    /// label from 600 points wide, 44 without (an adaptive scheme).
    struct Screen {
        let scrolled: ScrolledListScreen
        let title = LayoutNode(name: "title"), button = LayoutNode(name: "back to top")
        let scheme: LayoutScheme

        init(titleFirst: Bool) throws {
            scrolled = try ScrolledListScreen()
            let list = scrolled.list
            try list.addChild(title)
            try list.addChild(button)
            let corner = AdaptiveScheme(container: list, variants: [
                .init("labelled", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    button.layoutBlock(with: Layout(x: .trailing(16), y: .bottom(16), width: 120, height: 44)),
                ])),
                .init("icon", scheme: LayoutScheme(blocks: [
                    button.layoutBlock(with: Layout(x: .trailing(16), y: .bottom(16), width: 44, height: 44)),
                ])),
            ])
            let sticky = scrolled.stickyTitleBlock(title)
            scheme = LayoutScheme(blocks: titleFirst ? [sticky, corner] : [corner, sticky])
        }

        /// The screen at `size`, the list scrolled to `offset`: what the screen's own layout gives the bar and the list.
        func resize(to size: CGSize, offset: CGFloat) { scrolled.resize(to: size, offset: offset) }

        static func listBounds(_ size: CGSize, offset: CGFloat) -> CGRect { ScrolledListScreen.listBounds(size, offset: offset) }

        /// The design at `size` scrolled to `offset`, by arithmetic, in the list's content space: the title at the
        /// top of the visible part, the button at its bottom trailing corner.
        static func expected(_ size: CGSize, offset: CGFloat, rtl: Bool) -> [CGRect] {
            let width = size.width, visibleBottom = offset + size.height - 44
            let buttonWidth: CGFloat = width >= 600 ? 120 : 44
            return [CGRect(x: rtl ? width - 16 - width / 2 : 16, y: offset, width: width / 2, height: 32),
                    CGRect(x: rtl ? 16 : width - 16 - buttonWidth, y: visibleBottom - 16 - 44, width: buttonWidth, height: 44)]
        }

        var frames: [CGRect] { [title.frame, button.frame] }
    }

    @Test("Computed in another task for the next size, scrolled back to the top or elsewhere, then applied after the rotation: that size's and offset's frames",
          arguments: LayoutDirection.allCases, [true, false])
    func snapshotForTheNextBounds(direction: LayoutDirection, titleFirst: Bool) async throws {
        let rtl = direction == .rightToLeft
        let sizes = [CGSize(width: 768, height: 1024), CGSize(width: 320, height: 640),
                     CGSize(width: 640, height: 320), CGSize(width: 1024, height: 768)]
        let screen = try Screen(titleFirst: titleFirst)
        for (now, next) in zip(sizes, sizes.dropFirst() + sizes.prefix(1)) {
            for nextOffset: CGFloat in [0, 300, 120] {
                screen.resize(to: now, offset: 300)
                screen.scheme.layout(direction: direction)
                #expect(screen.frames == Screen.expected(now, offset: 300, rtl: rtl), "live at \(now)")
                let scheme = screen.scheme, rect = Screen.listBounds(next, offset: nextOffset)
                let snapshot = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
                #expect(screen.frames == Screen.expected(now, offset: 300, rtl: rtl), "nothing written by the snapshot at \(now)")
                screen.resize(to: next, offset: nextOffset)
                try scheme.apply(snapshot: snapshot)
                #expect(screen.frames == Screen.expected(next, offset: nextOffset, rtl: rtl),
                        "snapshot for \(next) at \(nextOffset), computed at \(now) scrolled to 300, applied after the rotation")
                // The same through `layout()` once the list has those bounds.
                screen.scheme.layout(direction: direction)
                #expect(screen.frames == Screen.expected(next, offset: nextOffset, rtl: rtl), "live at \(next), \(nextOffset)")
            }
        }
    }
}
