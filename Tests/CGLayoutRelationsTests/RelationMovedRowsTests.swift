import CGLayout
import CGLayoutRelations
import Foundation
import Testing

/// Rows one under the other, as a list's: a change in one row moves the rows below it, and a live layout
/// writes those rows itself as it walks down them. Every frame is checked against a fresh layout's, to the bit.
@Suite("Relations: the rows a change moves")
struct RelationMovedRowsTests {
    /// A list of `count` rows inside `holder`, a plain node 7.25 pt below the container's top (not an item: the
    /// rows are placed in the container through it), each row 0.5 pt below the one before and as tall as its title
    /// (a text measured at its width) plus 24.
    struct List {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 4000), name: "screen")
        let holder = LayoutNode(frame: CGRect(x: 0, y: 7.25, width: 320, height: 4000), name: "holder")
        let rows: [LayoutNode]
        let titles: [TextNode]
        let relations: RelationLayout

        init(count: Int) throws {
            try screen.addChild(holder)
            rows = (0..<count).map { LayoutNode(name: "row\($0)") }
            titles = (0..<count).map { TextNode(text: "Wi-Fi", name: "title\($0)") }
            relations = RelationLayout(container: screen)
            var constraints: [RelationConstraint] = []
            for (index, (row, title)) in zip(rows, titles).enumerated() {
                try holder.addChild(row)
                try row.addChild(title)
                constraints += [
                    row.constraint(.leading, to: screen, .leading),
                    row.constraint(.trailing, to: screen, .trailing),
                    index == 0 ? row.constraint(.top, to: screen, .top) : row.constraint(.top, to: rows[index - 1], .bottom, constant: 0.5),
                    row.constraint(.bottom, .greaterThanOrEqual, to: title, .bottom, constant: 12),
                    row.constraint(.height, constant: 0, priority: .defaultLow),
                    title.constraint(.leading, to: row, .leading, constant: 16),
                    title.constraint(.trailing, to: row, .trailing, constant: -16),
                    title.constraint(.top, to: row, .top, constant: 12),
                ]
            }
            relations.activate(constraints)
        }

        /// Every row's and title's frame as a fresh layout of the same relations finds it.
        func freshFrames(_ direction: LayoutDirection) -> [CGRect] {
            let fresh = RelationLayout(container: screen)
            fresh.activate(relations.activeConstraints)
            let snapshot = fresh.snapshot(for: screen.bounds, direction: direction)
            return (rows + titles).map { element in snapshot.childSnapshots.first { $0.isSnapshot(of: element) }?.frame ?? .null }
        }

        var frames: [CGRect] { (rows + titles).map(\.frame) }
    }

    /// A rect's four values to the bit.
    private func bits(_ frames: [CGRect]) -> [[UInt64]] {
        frames.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].map { Double($0).bitPattern } }
    }

    @Test("Rows placed through a plain node: after each title change the rows below are where a fresh layout puts them, to the bit, with rows moved by hand, a row's bounds origin set in the same pass, and a snapshot between",
          arguments: LayoutDirection.allCases)
    func rowsBelowAChange(direction: LayoutDirection) throws {
        let list = try List(count: 30)
        let long = "Show notifications from every app, grouped by app, with previews when unlocked"
        func change(_ index: Int) { list.titles[index].text = list.titles[index].text == long ? "Wi-Fi" : long }
        list.relations.layout(direction: direction)
        #expect(bits(list.frames) == bits(list.freshFrames(direction)))
        #expect(list.rows[0].frame.minY == -7.25 && list.rows[1].frame.minY == list.rows[0].frame.maxY + 0.5, "placed through the holder")
        for (step, index) in [10, 3, 10, 29, 0, 3].enumerated() {
            change(index)
            list.relations.layout(direction: direction)
            #expect(bits(list.frames) == bits(list.freshFrames(direction)), "step \(step): row \(index) changed")
        }
        // A row below the change moved by hand, one above it (put back), and one below set where the change puts it.
        change(5)
        list.rows[20].frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        list.rows[2].frame = .zero
        list.relations.layout(direction: direction)
        #expect(bits(list.frames) == bits(list.freshFrames(direction)), "rows moved by hand")
        // A row's bounds origin set in the pass that moves it: its title is placed from that origin.
        change(5)
        list.rows[12].bounds.origin = CGPoint(x: 0, y: 10)
        list.relations.layout(direction: direction)
        #expect(bits(list.frames) == bits(list.freshFrames(direction)), "a bounds origin set with a change")
        #expect(abs(list.titles[12].frame.minY - (12 + 10)) < 1e-9, "placed from the origin (its position in the row's space rounds)")
        // The next pass moves the rows back, the bounds origin kept; then reset.
        change(5)
        list.relations.layout(direction: direction)
        #expect(bits(list.frames) == bits(list.freshFrames(direction)), "the change undone")
        list.rows[12].bounds.origin = .zero
        list.relations.layout(direction: direction)
        #expect(abs(list.titles[12].frame.minY - 12) < 1e-9)
        // A snapshot between a change and the layout, then a layout with nothing changed after a hand move.
        change(8)
        let snapshot = list.relations.snapshot(for: list.screen.bounds, direction: direction)
        list.relations.layout(direction: direction)
        #expect(bits(list.frames) == bits(list.freshFrames(direction)), "a snapshot between")
        #expect(list.rows.map { row in snapshot.childSnapshots.first { $0.isSnapshot(of: row) }?.frame } == list.rows.map(\.frame))
        list.rows[25].frame = .zero
        list.relations.layout(direction: direction)
        #expect(bits(list.frames) == bits(list.freshFrames(direction)), "a row moved by hand, nothing changed")
    }

    @Test("The other direction's pass in between, the relations changed in between, and a row removed: the rows below a change are where a fresh layout puts them")
    func rowsBelowAChangeAfterOtherPasses() throws {
        let list = try List(count: 20)
        let long = "Show notifications from every app, grouped by app, with previews when unlocked"
        func change(_ index: Int) { list.titles[index].text = list.titles[index].text == long ? "Wi-Fi" : long }
        list.relations.layout(direction: .leftToRight)
        change(4)
        list.relations.layout(direction: .rightToLeft)
        #expect(bits(list.frames) == bits(list.freshFrames(.rightToLeft)), "the other direction")
        change(4)
        list.relations.layout(direction: .leftToRight)
        #expect(bits(list.frames) == bits(list.freshFrames(.leftToRight)), "back")
        // A relation added (the relations are compiled again, the passes start from a fresh state).
        let taller = list.rows[6].constraint(.height, .greaterThanOrEqual, constant: 80)
        list.relations.activate([taller])
        change(2)
        list.relations.layout(direction: .leftToRight)
        #expect(bits(list.frames) == bits(list.freshFrames(.leftToRight)), "a relation added")
        #expect(list.rows[6].frame.height == 80)
        change(2)
        list.relations.layout(direction: .leftToRight)
        #expect(bits(list.frames) == bits(list.freshFrames(.leftToRight)), "a change after it")
        // A row leaves the list: the rows it tied together are no longer related; what is left equals a fresh layout.
        list.rows[10].removeFromParent()
        change(3)
        list.relations.layout(direction: .leftToRight)
        let kept = (0..<20).filter { $0 != 10 }
        let fresh = list.freshFrames(.leftToRight)
        #expect(bits(kept.map { list.rows[$0].frame }) == bits(kept.map { fresh[$0] }), "a row removed")
    }
}
