import CGLayout
import CGLayoutGallery
import CGLayoutRelations
import Foundation
import Testing

/// A node whose `frame` setter is overridden: counts the writes it sees.
private final class CountingNode: LayoutNode, @unchecked Sendable {
    var writes = 0
    override var frame: CGRect {
        get { super.frame }
        set { writes += 1; super.frame = newValue }
    }
}

@Suite("Relations: the rows a change moves")
struct RelationMovedRowsTests {
    /// Every frame of the list, to the bit: (row, icon, title, switch) per row.
    private func bits(_ list: SettingsList) -> [[UInt64]] {
        list.rows.map { row in
            [row.row.frame, row.icon.frame, row.title.frame, row.toggle.frame].flatMap { rect in
                [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0).bitPattern }
            }
        }
    }

    @Test("Rows moved by title changes (down and up, at the top, the middle and the end) equal a fresh list's layout bit for bit, at 10, 100 and 400 rows, both directions; the snapshot and the design agree",
          arguments: [10, 100, 400], LayoutDirection.allCases)
    func movedRowsEqualFresh(rows: Int, direction: LayoutDirection) throws {
        let width: CGFloat = 375, long = "Show notifications from every app, grouped by app, with previews when unlocked"
        let list = try SettingsList(rows: rows, width: width)
        var titles = (0..<rows).map { SettingsList.sampleTitles[$0 % SettingsList.sampleTitles.count] }
        let design = SettingsDesign(width: width, rightToLeft: direction == .rightToLeft)
        list.relations.layout(direction: direction)
        for (step, index) in [rows / 2, 0, rows - 1, rows / 3, rows / 2, 0].enumerated() {
            titles[index] = titles[index] == long ? "Wi-Fi" : long
            list.rows[index].title.text = titles[index]
            list.relations.layout(direction: direction)
            let fresh = try SettingsList(rows: rows, width: width, titles: titles)
            fresh.relations.layout(direction: direction)
            #expect(bits(list) == bits(fresh), "step \(step): row \(index) changed")
            #expect(list.rows.map { [$0.row.frame, $0.icon.frame, $0.title.frame, $0.toggle.frame] } == design.frames(titles: titles),
                    "step \(step): the design")
            #expect(list.relations.issues.isEmpty)
            let snapshot = list.relations.snapshot(for: list.screen.bounds, direction: direction)
            let rowFrames = list.rows.map { row in snapshot.childSnapshots.first { $0.isSnapshot(of: row.row) }?.frame }
            #expect(rowFrames == list.rows.map { Optional($0.row.frame) }, "step \(step): the snapshot")
        }
    }

    @Test("A live layout's batch of writes: the count of frame writes moves when rows move; frames set by hand, on a row that stays and on one that moves, are right after the next pass")
    func batchKeepsTheFrameWriteCount() throws {
        let list = try SettingsList(rows: 30, width: 375)
        list.relations.layout(direction: .leftToRight)
        let settled = Epoch.frame.current
        let before = list.rows.map(\.row.frame)
        list.rows[10].title.text = "Show notifications from every app, grouped by app, with previews when unlocked"
        list.relations.layout(direction: .leftToRight)
        #expect(Epoch.frame.current != settled, "rows moved: the count moved")
        #expect(list.rows[..<10].map(\.row.frame) == Array(before[..<10]))
        let grown = list.rows[10].row.frame.height - before[10].height
        #expect(grown > 0)
        for index in 11..<30 { #expect(list.rows[index].row.frame == before[index].offsetBy(dx: 0, dy: grown)) }
        // Another writer changes a row that did not move, and one that moves next: both are right after the next pass.
        let moved = list.rows.map(\.row.frame)
        list.rows[5].row.frame = .zero
        list.rows[20].row.frame = .zero
        list.rows[10].title.text = "Wi-Fi"
        list.relations.layout(direction: .leftToRight)
        #expect(list.rows[5].row.frame == moved[5])
        #expect(list.rows[20].row.frame == before[20])
        #expect(list.rows.map(\.row.frame) == before)
    }

    @Test("Rows of a subclass that overrides frame are written through their setter, once per move, between plain rows")
    func subclassRowsThroughTheirSetter() throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 800), name: "screen")
        let relations = RelationLayout(container: screen)
        let title = TextNode(text: "Wi-Fi", measurer: MonospacedTextMeasurer(), name: "title")
        try screen.addChild(title)
        var rows: [LayoutNode] = [], constraints = [
            title.constraint(.top, to: screen, .top), title.constraint(.leading, to: screen, .leading),
            title.constraint(.width, constant: 70),
        ]
        var above: LayoutNode = title
        for index in 0..<12 {
            let row = index % 3 == 1 ? CountingNode(name: "counted \(index)") : LayoutNode(name: "row \(index)")
            try screen.addChild(row)
            constraints += [row.constraint(.top, to: above, .bottom, constant: 2), row.constraint(.leading, to: screen, .leading),
                            row.constraint(.width, constant: 200), row.constraint(.height, constant: 10)]
            rows.append(row)
            above = row
        }
        relations.activate(constraints)
        relations.layout(direction: .leftToRight)
        let counted = rows.compactMap { $0 as? CountingNode }
        #expect(counted.map(\.writes) == [1, 1, 1, 1])
        for lines in [3, 1, 2] {
            title.text = Array(repeating: "abcdefghi", count: lines).joined(separator: " ")
            relations.layout(direction: .leftToRight)
            var y = CGFloat(lines * 17)
            for row in rows {
                #expect(row.frame == CGRect(x: 0, y: y + 2, width: 200, height: 10))
                y += 12
            }
        }
        #expect(counted.map(\.writes) == [4, 4, 4, 4], "one write per move")
        relations.layout(direction: .leftToRight)
        #expect(counted.map(\.writes) == [4, 4, 4, 4], "nothing moved: nothing written")
    }
}
