import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A snapshot for the bounds of a list that the same scheme lays out — the screen's layout places the list below the
/// navigation bar, then the scheme lays out what floats over the list — computed in another task for the next size
/// and another scroll offset while the list still has its present ones, gives the frames of those bounds: the list,
/// once a block of the pass gave it its frame, keeps the snapshot's rect's origin as its bounds origin (a block writes
/// a frame, not bounds), both for the space its children are laid out in and for a conversion of an element outside
/// it into its space.
@Suite("A snapshot for the next bounds of a list the scheme lays out itself")
struct SnapshotForLaidOutListTests {
    /// A screen with a navigation bar at the top and a list below it, placed by the screen's adaptive layout: on a
    /// compact screen (under 600 points wide) a 44-point bar and the list across the whole width below it; on a
    /// regular one a 56-point bar and the list 24 points in from both sides. The list is scrolled by its bounds' origin.
    /// Over the list float a section title that sticks under the bar (`ScrolledListScreen.stickyTitleBlock(_:)`) and a
    /// 44-point "back to top" button 16 points in from the bottom trailing corner.
    struct Screen: ScrolledListDesign {
        let scrolled: ScrolledListScreen
        let title = LayoutNode(name: "title"), button = LayoutNode(name: "back to top")
        let scheme: LayoutScheme

        init() throws {
            scrolled = try ScrolledListScreen()
            let (bar, list) = (scrolled.navigationBar, scrolled.list)
            try list.addChild(title)
            try list.addChild(button)
            let screenLayout = AdaptiveScheme(container: scrolled.screen, variants: [
                .init("regular", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 56)),
                    list.layoutBlock(with: Layout(x: .left(24), y: .top(56), width: .boxed(48), height: .boxed(56))),
                ])),
                .init("compact", scheme: LayoutScheme(blocks: [
                    bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 44)),
                    list.layoutBlock(with: Layout(x: .left(), y: .top(44), width: .scaled(1), height: .boxed(44))),
                ])),
            ])
            scheme = LayoutScheme(blocks: [
                screenLayout,
                scrolled.stickyTitleBlock(title),
                button.layoutBlock(with: Layout(x: .trailing(16), y: .bottom(16), width: 44, height: 44)),
            ])
        }

        /// The bar's height and the list's side margin on a screen `width` wide.
        static func metrics(_ width: CGFloat) -> (bar: CGFloat, margin: CGFloat) { width >= 600 ? (56, 24) : (44, 0) }

        /// The screen at `size`, the list where the screen's layout puts it, scrolled to `offset` (what a first pass
        /// and the app's scrolling give them).
        func resize(to size: CGSize, offset: CGFloat) {
            let (bar, margin) = Screen.metrics(size.width)
            scrolled.screen.frame = CGRect(origin: .zero, size: size)
            scrolled.navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: bar)
            scrolled.list.frame = CGRect(x: margin, y: bar, width: size.width - 2 * margin, height: size.height - bar)
            scrolled.list.bounds = Screen.listBounds(size, offset: offset)
        }

        /// The list's bounds on a screen of `size` scrolled to `offset`: the visible part of its content.
        static func listBounds(_ size: CGSize, offset: CGFloat) -> CGRect {
            let (bar, margin) = metrics(size.width)
            return CGRect(x: 0, y: offset, width: size.width - 2 * margin, height: size.height - bar)
        }

        /// The design at `size` scrolled to `offset`, by arithmetic: the bar and the list in the screen's space, the
        /// title at the top of the list's visible part and the button at its bottom trailing corner, in the list's.
        static func expected(_ size: CGSize, offset: CGFloat, rtl: Bool) -> [CGRect] {
            let (bar, margin) = metrics(size.width)
            let listWidth = size.width - 2 * margin, listHeight = size.height - bar
            return [CGRect(x: 0, y: 0, width: size.width, height: bar),
                    CGRect(x: margin, y: bar, width: listWidth, height: listHeight),
                    CGRect(x: rtl ? listWidth - 16 - listWidth / 2 : 16, y: offset, width: listWidth / 2, height: 32),
                    CGRect(x: rtl ? 16 : listWidth - 16 - 44, y: offset + listHeight - 16 - 44, width: 44, height: 44)]
        }

        var frames: [CGRect] { [scrolled.navigationBar.frame, scrolled.list.frame, title.frame, button.frame] }
    }

    @Test("Computed in another task for the next size and another scroll offset once the screen has turned, then applied once the list is there: those frames, as layout() gives them",
          arguments: LayoutDirection.allCases)
    func snapshotForTheNextBounds(direction: LayoutDirection) async throws {
        let sizes = [CGSize(width: 320, height: 640), CGSize(width: 640, height: 320), CGSize(width: 768, height: 1024),
                     CGSize(width: 1024, height: 768)]
        // The screen turns first; the list keeps its size and offset until the screen's layout runs.
        let mismatches = try await Screen().snapshotsForNextBounds(sizes: sizes, offsets: [0, 120, 300], direction: direction,
                                                                   turnsScreen: true)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
