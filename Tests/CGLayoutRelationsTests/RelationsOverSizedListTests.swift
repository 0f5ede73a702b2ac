import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A relation layout over a screen that places the scrolled list itself — below the navigation bar, at the size the
/// app gives it (the list is measured: its fitting size is its present size) — and hangs a "new posts" pill inside
/// the list, centred over it, 8 points below the top of its visible part. The scheme's first block lays out a section
/// title inside the list, so a snapshot's rect describes the list. A snapshot for the list's next bounds — another
/// size and scroll offset, computed in another task once the screen has turned, while the list keeps its present
/// ones — measures the list at the rect's size and places the pill in the list's space by the rect's offset, as
/// `layout()` does once the list has those bounds.
@Suite("Relations that place and measure the list a snapshot's rect describes")
struct RelationsOverSizedListTests {
    struct Screen: ScrolledListDesign {
        let scrolled: ScrolledListScreen
        let title: any LayoutElement, pill = LayoutNode(name: "new posts")
        let scheme: LayoutScheme

        /// With `plainTitle`, the title is an element of the app's own (not a node: writing its frame moves no frame epoch).
        init(plainTitle: Bool = false) throws {
            scrolled = try ScrolledListScreen()
            let (bar, list) = (scrolled.navigationBar, scrolled.list)
            let titleBlock: any LayoutBlockProtocol
            if plainTitle {
                let title = SilentElement()
                title.parent = list
                (self.title, titleBlock) = (title, scrolled.stickyTitleBlock(title))
            } else {
                let title = LayoutNode(name: "title")
                try list.addChild(title)
                (self.title, titleBlock) = (title, scrolled.stickyTitleBlock(title))
            }
            try list.addChild(pill)
            let relations = RelationLayout(container: scrolled.screen)
            relations.setMeasuresIntrinsicSize(true, for: list)
            relations.activate([
                list.constraint(.top, to: bar, .bottom), list.constraint(.leading, to: scrolled.screen, .leading),
                pill.constraint(.centerX, to: list, .centerX), pill.constraint(.top, to: list, .top, constant: 8),
                pill.constraint(.width, constant: 120), pill.constraint(.height, constant: 32),
            ])
            scheme = LayoutScheme(blocks: [titleBlock, relations])
        }

        /// The design by arithmetic: the list below the bar at its size, the title at the top of its visible part and
        /// the pill centred 8 points below it (both in the list's content space).
        static func expected(_ size: CGSize, offset: CGFloat, rtl: Bool) -> [CGRect] {
            let width = size.width
            return [CGRect(x: 0, y: 44, width: width, height: size.height - 44),
                    CGRect(x: rtl ? width - 16 - width / 2 : 16, y: offset, width: width / 2, height: 32),
                    CGRect(x: width / 2 - 60, y: offset + 8, width: 120, height: 32)]
        }

        var frames: [CGRect] { [scrolled.list.frame, title.frame, pill.frame] }
    }

    @Test("Computed in another task for the next size and offset, applied once the list has them: the list at its new size, the pill centred at the top",
          arguments: LayoutDirection.allCases)
    func snapshotForTheNextBounds(direction: LayoutDirection) async throws {
        let sizes = [CGSize(width: 768, height: 1024), CGSize(width: 320, height: 640), CGSize(width: 1024, height: 768)]
        // The screen turns first (the relations place the list from its trailing edge in right-to-left passes); the
        // list keeps its size and offset until the app gives it the next ones.
        let mismatches = try await Screen().snapshotsForNextBounds(sizes: sizes, offsets: [0, 300, 120], direction: direction,
                                                                   turnsScreen: true)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test("A snapshot for the next scroll offset, not applied, leaves the next layout() at the list's present offset: the pill stays 8 points below the top of its visible part",
          arguments: LayoutDirection.allCases)
    func snapshotNotAppliedThenLayout(direction: LayoutDirection) async throws {
        // The title is the app's own element: between the snapshot and the next layout() no node's frame is set.
        let screen = try Screen(plainTitle: true)
        let rtl = direction == .rightToLeft
        var mismatches: [String] = []
        for size in [CGSize(width: 768, height: 1024), CGSize(width: 320, height: 640), CGSize(width: 1024, height: 768)] {
            for (present, next) in [(CGFloat(300), CGFloat(0)), (0, 420), (120, 900)] {
                screen.resize(to: size, offset: present)
                // Laid out, then again with nothing changed (a settled screen: that pass writes nothing).
                screen.scheme.layout(direction: direction)
                screen.scheme.layout(direction: direction)
                let expected = Screen.expected(size, offset: present, rtl: rtl)
                if screen.frames != expected { mismatches.append("layout() at \(size) scrolled to \(present): \(screen.frames)") }
                // The snapshot's rect describes the list at the next offset; the app never gives the list that offset.
                let scheme = screen.scheme, rect = Screen.listBounds(size, offset: next)
                _ = await Task.detached { scheme.snapshot(for: rect, direction: direction) }.value
                screen.scheme.layout(direction: direction)
                if screen.frames != expected {
                    mismatches.append("layout() at \(size) scrolled to \(present) after a snapshot for \(next): \(screen.frames), not \(expected)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
