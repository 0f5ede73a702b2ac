import CGLayout
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A list in a scroll view under a header that is a horizontally scrolling chip bar: both lay out their subviews
/// through scroll content guides whose schemes have a block for every row, laid out by the view that holds the
/// row. A row moves from the list into the header (pinned there, say) and back; each view lays out its own
/// subviews, live or through snapshots computed in another task, in either order. A content skips a row that is
/// not under its owner: its frame is the other view's.
@MainActor
@Suite("Scroll content guides over views lay out only the rows under their owner: a list's row moved into the header")
struct ScrollContentMovedRowTests {
    /// The screen: a 44-point header over the list, three rows.
    @MainActor
    struct Screen {
        let width: CGFloat
        let screen: TreeHost
        let header: TreeHost
        let list: TreeHost
        let rows = (0..<3).map { TreeHost(name: "row \($0)") }
        let headerScheme: LayoutScheme
        let listScheme: LayoutScheme

        init(width: CGFloat) {
            self.width = width
            screen = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 600), name: "screen")
            header = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 44), name: "header")
            list = TreeHost(frame: CGRect(x: 0, y: 44, width: width, height: 556), name: "list")
            screen.add(header)
            screen.add(list)
            for row in rows { list.add(row) }
            // The list: row i at 50 i, 50 high, 16 points from the leading edge, 48 narrower than the list.
            let listContent = list.addScrollContentGuide(content: LayoutScheme(blocks: rows.enumerated().map { index, row in
                row.layoutBlock(with: Layout(x: .leading(16), y: .top(CGFloat(index) * 50), width: .boxed(48), height: 50))
            }), name: "list content")
            // The header: row i as a chip 120 wide at 8 + 128 i from the leading edge, as high as the header.
            let chips = header.addScrollContentGuide(content: LayoutScheme(blocks: rows.enumerated().map { index, row in
                row.layoutBlock(with: Layout(x: .leading(8 + CGFloat(index) * 128), y: .top(), width: 120, height: .scaled(1)))
            }), scrollDirections: .horizontal, name: "chips")
            listScheme = LayoutScheme(blocks: [listContent.layoutBlock(with: .equal)])
            headerScheme = LayoutScheme(blocks: [chips.layoutBlock(with: .equal)])
        }

        /// Row `index` in the list, by arithmetic (mirrored right to left: 16 points from the right edge).
        func inList(_ index: Int, _ direction: LayoutDirection) -> CGRect {
            let rowWidth = width - 48
            return CGRect(x: direction == .leftToRight ? 16 : width - 16 - rowWidth, y: CGFloat(index) * 50, width: rowWidth, height: 50)
        }

        /// Row `index` as a chip in the header, by arithmetic.
        func inHeader(_ index: Int, _ direction: LayoutDirection) -> CGRect {
            let leading = 8 + CGFloat(index) * 128
            return CGRect(x: direction == .leftToRight ? leading : width - leading - 120, y: 0, width: 120, height: 44)
        }

        /// The design's frames with row `moved` in the header (none: all in the list).
        func expected(moved: Int?, _ direction: LayoutDirection) -> [CGRect] {
            rows.indices.map { $0 == moved ? inHeader($0, direction) : inList($0, direction) }
        }

        /// Each view lays out its subviews, in the order given.
        func layout(headerFirst: Bool, _ direction: LayoutDirection) {
            for scheme in headerFirst ? [headerScheme, listScheme] : [listScheme, headerScheme] { scheme.layout(direction: direction) }
        }

        /// The same through snapshots computed in another task, applied in the order given.
        func layoutInBackground(headerFirst: Bool, _ direction: LayoutDirection) async throws {
            let pairs = [(headerScheme, header), (listScheme, list)]
            for (scheme, view) in headerFirst ? pairs : pairs.reversed() {
                try scheme.apply(snapshot: await scheme.snapshotInBackground(for: view.layoutElement.bounds, direction: direction))
            }
        }

        /// Forgets every row's frame, so that the next pass's writes are seen.
        func clearFrames() {
            for row in rows { row.frame = .zero }
        }
    }

    nonisolated static let cases: [(LayoutDirection, Int)] = [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in (0..<3).map { (direction, $0) } }

    @Test("A row moves into the header and back, live: each view's frames, in either order", arguments: cases)
    func moveLive(direction: LayoutDirection, moved: Int) {
        for width: CGFloat in [320, 375, 414] {
            let screen = Screen(width: width)
            for headerFirst in [true, false] {
                screen.layout(headerFirst: headerFirst, direction)
                #expect(screen.rows.map(\.frame) == screen.expected(moved: nil, direction), "width \(width), all in the list")
                screen.header.add(screen.rows[moved])
                screen.clearFrames()
                screen.layout(headerFirst: headerFirst, direction)
                #expect(screen.rows.map(\.frame) == screen.expected(moved: moved, direction), "width \(width), row \(moved) in the header")
                screen.layout(headerFirst: !headerFirst, direction)   // a later pass, the other order
                #expect(screen.rows.map(\.frame) == screen.expected(moved: moved, direction), "width \(width), later pass")
                screen.list.add(screen.rows[moved])   // back (the last subview: the blocks place it)
                screen.clearFrames()
                screen.layout(headerFirst: headerFirst, direction)
                #expect(screen.rows.map(\.frame) == screen.expected(moved: nil, direction), "width \(width), back in the list")
            }
        }
    }

    @Test("A row moves into the header and back, through snapshots computed in another task, then layout()", arguments: cases)
    func moveThroughSnapshots(direction: LayoutDirection, moved: Int) async throws {
        for width: CGFloat in [320, 375, 414] {
            let screen = Screen(width: width)
            try await screen.layoutInBackground(headerFirst: true, direction)
            #expect(screen.rows.map(\.frame) == screen.expected(moved: nil, direction), "width \(width), first pass")
            screen.header.add(screen.rows[moved])
            screen.clearFrames()
            try await screen.layoutInBackground(headerFirst: false, direction)
            #expect(screen.rows.map(\.frame) == screen.expected(moved: moved, direction), "width \(width), row \(moved) in the header")
            // The list's snapshot leaves the moved row out: it is not the list's.
            let snapshot = screen.listScheme.snapshot(for: screen.list.layoutElement.bounds, direction: direction)
            let content = snapshot.childSnapshots[0].childSnapshots[0].childSnapshots
            #expect(content.map(\.isSkipped) == screen.rows.indices.map { $0 == moved })
            // So does its present snapshot (the list's content extent is measured from it in a live pass).
            let present = screen.listScheme.currentSnapshot.childSnapshots[0].childSnapshots[0].childSnapshots
            #expect(present.map(\.isSkipped) == screen.rows.indices.map { $0 == moved })
            screen.layout(headerFirst: true, direction)
            #expect(screen.rows.map(\.frame) == screen.expected(moved: moved, direction), "width \(width), layout() after")
            screen.list.add(screen.rows[moved])
            screen.clearFrames()
            try await screen.layoutInBackground(headerFirst: true, direction)
            #expect(screen.rows.map(\.frame) == screen.expected(moved: nil, direction), "width \(width), back in the list")
            screen.layout(headerFirst: false, direction)
            #expect(screen.rows.map(\.frame) == screen.expected(moved: nil, direction), "width \(width), back, layout() after")
        }
    }

    @Test("A snapshot taken before the row moved writes nothing to it once it is the header's", arguments: cases)
    func snapshotTakenBeforeTheMove(direction: LayoutDirection, moved: Int) async throws {
        for width: CGFloat in [320, 414] {
            let screen = Screen(width: width)
            screen.layout(headerFirst: true, direction)
            let list = screen.listScheme, bounds = screen.list.layoutElement.bounds
            let before = await list.snapshotInBackground(for: bounds, direction: direction)
            screen.header.add(screen.rows[moved])
            screen.headerScheme.layout(direction: direction)
            for (index, row) in screen.rows.enumerated() where index != moved { row.frame = .zero }
            try list.apply(snapshot: before)
            #expect(screen.rows.map(\.frame) == screen.expected(moved: moved, direction), "width \(width): the others written, not the header's")
        }
    }
}
