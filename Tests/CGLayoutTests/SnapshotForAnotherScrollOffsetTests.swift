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
    struct Screen: ScrolledListDesign {
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
        let sizes = [CGSize(width: 768, height: 1024), CGSize(width: 320, height: 640),
                     CGSize(width: 640, height: 320), CGSize(width: 1024, height: 768)]
        let mismatches = try await Screen(titleFirst: titleFirst).snapshotsForNextBounds(sizes: sizes, offsets: [0, 300, 120],
                                                                                         direction: direction, turnsScreen: false)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
