import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A relation layout over a screen that reads an element inside a scrolled list: a section title sticks under the
/// navigation bar inside the list (a rect block whose constraint reads the bar, outside the list), and a badge on
/// the screen hangs 8 points under the title, aligned with its leading edge, 60 × 20 (relations over the screen).
/// A snapshot for the list's next bounds — another size and scroll offset, computed in another task while the list
/// keeps its present ones — converts the title out of the list by the snapshot's offset, as `layout()` does once the
/// list has those bounds: the badge stays under the title.
@Suite("Relations that read an element inside a scrolled list, in a snapshot for the list's next bounds")
struct RelationsThroughScrolledListTests {
    struct Screen: ScrolledListDesign {
        let scrolled: ScrolledListScreen
        let title = LayoutNode(name: "title"), badge = LayoutNode(name: "badge")
        let scheme: LayoutScheme

        init() throws {
            scrolled = try ScrolledListScreen()
            try scrolled.screen.addChild(badge)
            try scrolled.list.addChild(title)
            let relations = RelationLayout(container: scrolled.screen)
            relations.activate([
                badge.constraint(.leading, to: title, .leading),
                badge.constraint(.top, to: title, .bottom, constant: 8),
                badge.constraint(.width, constant: 60), badge.constraint(.height, constant: 20),
            ])
            let sticky = scrolled.stickyTitleBlock(title)
            scheme = LayoutScheme(blocks: [sticky, relations])
        }

        /// The design by arithmetic: the title at the top of the list's visible part (in the list's content space),
        /// the badge under it on the screen (the title's bottom is 44 + 32 on the screen at any offset).
        static func expected(_ size: CGSize, offset: CGFloat, rtl: Bool) -> [CGRect] {
            let width = size.width, titleX = rtl ? width - 16 - width / 2 : 16
            return [CGRect(x: titleX, y: offset, width: width / 2, height: 32),
                    CGRect(x: rtl ? width - 16 - 60 : 16, y: 44 + 32 + 8, width: 60, height: 20)]
        }

        var frames: [CGRect] { [title.frame, badge.frame] }
    }

    @Test("Computed in another task for the next size and offset, applied once the list has them: the badge under the title",
          arguments: LayoutDirection.allCases)
    func snapshotForTheNextBounds(direction: LayoutDirection) async throws {
        let sizes = [CGSize(width: 768, height: 1024), CGSize(width: 320, height: 640), CGSize(width: 1024, height: 768)]
        let mismatches = try await Screen().snapshotsForNextBounds(sizes: sizes, offsets: [0, 300, 120], direction: direction,
                                                                   turnsScreen: false)
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
