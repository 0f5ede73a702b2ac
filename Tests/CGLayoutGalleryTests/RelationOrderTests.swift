import CGLayout
import CGLayoutGallery
import CGLayoutRelations
import Foundation
import Testing

/// The order relations are activated in is not an input: a compilation reads an element's facts and finds its node
/// once per run of relations naming it (the item of the relation before, the target of the one before), so orders
/// that keep, break and reverse those runs must give the same frames and the same issues.
@Suite("Relations: any order of activation")
struct RelationOrderTests {
    /// Every frame of `list` after a layout of `relations` in a fresh relation layout, to the bit, and the layout's
    /// issues, described and sorted.
    private func laidOut(_ list: SettingsList, _ relations: [RelationConstraint],
                         _ direction: LayoutDirection) -> (frames: [[UInt64]], issues: [String]) {
        let layout = RelationLayout(container: list.screen)
        layout.activate(relations)
        layout.layout(direction: direction)
        let frames = list.rows.flatMap { [$0.row.frame, $0.icon.frame, $0.title.frame, $0.toggle.frame] }.map { frame in
            [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0).bitPattern }
        }
        return (frames, layout.issues.map { "\($0.kind) \($0.constraint) \($0.reason)" }.sorted())
    }

    @Test("Settings list: relations grouped by element, interleaved across rows, reversed, and with alternating targets give the same frames to the bit, the design's, and the same issues",
          arguments: [CGFloat(320), 375], LayoutDirection.allCases)
    func anyOrder(width: CGFloat, direction: LayoutDirection) throws {
        let titles = Array(SettingsList.sampleTitles.prefix(5))
        let list = try SettingsList(rows: titles.count, width: width, titles: titles)
        // An element that is not in the tree, related to the first row and to itself: both left out, with issues.
        let stray = LayoutNode(name: "stray")
        let strays = [list.rows[0].row.constraint(.leading, to: stray, .leading), stray.constraint(.width, constant: 10)]
        // The list's relations per row, in the order a person writes them (the row's, the icon's, the switch's, the title's).
        let all = list.relations.activeConstraints
        let perRow = all.count / titles.count
        #expect(perRow * titles.count == all.count)
        let byRow = (0..<titles.count).map { row in Array(all[(row * perRow)..<((row + 1) * perRow)]) + (row == 0 ? strays : []) }
        let grouped = byRow.flatMap { $0 }
        // Round robin over the rows: no relation names the item or the target of the one before.
        let interleaved = (0..<(perRow + strays.count)).flatMap { position in byRow.compactMap { position < $0.count ? $0[position] : nil } }
        // Within a row, the even places first, then the odd: runs of one item broken, targets alternating.
        let alternating = byRow.flatMap { relations in
            relations.indices.sorted { ($0 % 2, $0) < ($1 % 2, $1) }.map { relations[$0] }
        }
        let expected = laidOut(list, grouped, direction)
        for (name, order) in [("interleaved", interleaved), ("reversed", Array(grouped.reversed())), ("alternating", alternating)] {
            #expect(order.count == grouped.count)
            let found = laidOut(list, order, direction)
            #expect(found.frames == expected.frames, "\(name): frames")
            #expect(found.issues == expected.issues, "\(name): issues")
        }
        let design = SettingsDesign(width: width, rightToLeft: direction == .rightToLeft)
        #expect(list.rows.map { [$0.row.frame, $0.icon.frame, $0.title.frame, $0.toggle.frame] } == design.frames(titles: titles))
        // The stray element's two relations are left out, each with an issue saying why.
        #expect(expected.issues.count == 2)
        #expect(expected.issues.allSatisfy { $0.contains("not in the container's tree") })
    }
}
