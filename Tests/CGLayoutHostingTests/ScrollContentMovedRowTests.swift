import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A list in a scroll view whose rows are a scroll content guide's blocks; one row moves into a pinned header
/// above the list, which lays it out itself (first). The list's content must not write the row in the list's space.
@MainActor
@Suite("A scroll content guide over views skips a row moved under another view")
struct ScrollContentMovedRowTests {
    @Test("The second row moves into the header: the header's frame for it stays", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func rowMovesIntoTheHeader(direction: LayoutDirection) async throws {
        let screen = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 600), name: "screen")
        let header = TreeHost(frame: CGRect(x: 0, y: 0, width: 320, height: 44), name: "header")
        let list = TreeHost(frame: CGRect(x: 0, y: 44, width: 320, height: 556), name: "list")
        screen.add(header); screen.add(list)
        let rows = (0..<3).map { TreeHost(name: "row \($0)") }
        for row in rows { list.add(row) }
        let blocks = rows.enumerated().map { index, row in
            row.layoutBlock(with: Layout(x: .left(), y: .top(CGFloat(index) * 50), width: .scaled(1), height: 50))
        }
        let guide = list.addScrollContentGuide(content: LayoutScheme(blocks: blocks))
        let listScheme = LayoutScheme(blocks: [guide.layoutBlock(with: .equal)])
        let headerScheme = LayoutScheme(blocks: [rows[1].layoutBlock(with: Layout(x: .left(8), y: .top(), width: .boxed(16), height: .scaled(1)))])
        listScheme.layout(direction: direction)
        #expect(rows.map(\.frame) == [0, 1, 2].map { CGRect(x: 0, y: CGFloat($0) * 50, width: 320, height: 50) })
        header.add(rows[1])
        headerScheme.layout(direction: direction)
        listScheme.layout(direction: direction)
        #expect(rows[1].frame == CGRect(x: 8, y: 0, width: 304, height: 44))
        try listScheme.apply(snapshot: await listScheme.snapshotInBackground(for: list.layoutElement.bounds, direction: direction))
        #expect(rows[1].frame == CGRect(x: 8, y: 0, width: 304, height: 44))
    }
}
