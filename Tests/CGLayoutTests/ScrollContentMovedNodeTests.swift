import CGLayout
import Foundation
import Testing

/// A list of three 100-point rows in a 200-point scroll guide (plain, over nodes) under a header node: the last
/// row moves into the header, which places it by hand later, and back. The guide's content skips the row while it is
/// not the list's, and its content size — recorded from the present frames in a live pass, from the snapshot when
/// one is applied — is that of the rows still in the list.
@Suite("A plain scroll guide over nodes skips a row moved under another node, in its frames and its content size")
struct ScrollContentMovedNodeTests {
    struct Screen {
        let width: CGFloat
        let header: LayoutNode
        let list: LayoutNode
        let rows = (0..<3).map { LayoutNode(name: "row \($0)") }
        let guide: ScrollLayoutGuide<LayoutNode>
        let scheme: LayoutScheme

        init(width: CGFloat) throws {
            self.width = width
            let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 300), name: "screen")
            header = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 60), name: "header")
            list = LayoutNode(frame: CGRect(x: 0, y: 60, width: width, height: 200), name: "list")
            try screen.addChild(header)
            try screen.addChild(list)
            for row in rows { try list.addChild(row) }
            // Row i at 100 i, 100 high, 16 points from the leading edge, 48 narrower than the list.
            guide = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: rows.enumerated().map { index, row in
                row.layoutBlock(with: Layout(x: .leading(16), y: .top(CGFloat(index) * 100), width: .boxed(48), height: 100))
            }), scrollDirections: .vertical, name: "list content")
            list.add(layoutGuide: guide)
            scheme = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        }

        /// Row `index` in the list, by arithmetic.
        func inList(_ index: Int, _ direction: LayoutDirection) -> CGRect {
            let rowWidth = width - 48
            return CGRect(x: direction == .leftToRight ? 16 : width - 16 - rowWidth, y: CGFloat(index) * 100, width: rowWidth, height: 100)
        }
    }

    /// Where the header places the moved row by hand.
    static let pinned = CGRect(x: 8, y: 8, width: 44, height: 44)

    @Test("The last row moves into the header and back: live, and through a snapshot applied",
          arguments: [LayoutDirection.leftToRight, .rightToLeft], [false, true])
    func lastRowMoves(direction: LayoutDirection, throughSnapshot: Bool) throws {
        for width: CGFloat in [320, 375, 768] {
            let screen = try Screen(width: width)
            func pass() throws {
                if throughSnapshot {
                    try screen.scheme.apply(snapshot: screen.scheme.snapshot(for: screen.list.bounds, direction: direction))
                } else {
                    screen.scheme.layout(direction: direction)
                }
            }
            try pass()
            #expect(screen.rows.map(\.frame) == (0..<3).map { screen.inList($0, direction) })
            #expect(screen.guide.contentSize == CGSize(width: width, height: 300))
            // Moved, it keeps its frame (now in the header's space) until the header places it: the list's content
            // neither writes it nor counts it.
            try screen.header.addChild(screen.rows[2])
            try pass()
            #expect(screen.rows.map(\.frame) == (0..<3).map { screen.inList($0, direction) }, "width \(width), moved")
            #expect(screen.guide.contentSize == CGSize(width: width, height: 200), "width \(width): the two rows left")
            screen.rows[2].frame = Self.pinned
            try pass()
            #expect(screen.rows.map(\.frame) == [screen.inList(0, direction), screen.inList(1, direction), Self.pinned], "width \(width)")
            #expect(screen.guide.contentSize == CGSize(width: width, height: 200), "width \(width): the two rows left")
            try screen.list.addChild(screen.rows[2])
            try pass()
            #expect(screen.rows.map(\.frame) == (0..<3).map { screen.inList($0, direction) }, "width \(width): back")
            #expect(screen.guide.contentSize == CGSize(width: width, height: 300))
        }
    }
}
