import CGLayout
import CGLayoutFlex
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// An element measured inside a snapshot is recorded in that snapshot's readings (checked by its apply) the
/// same way whichever engine measures it — a scheme's block, a flex guide, a relation layout — in a scheme's
/// pass, or in a flex guide's or a relation layout's own snapshot: the context each engine hands to the
/// measurement carries the readings.
@Suite("Elements measured by flex and relations inside a snapshot are recorded as a block's are")
struct SnapshotReadingsInEnginesTests {
    /// Three labels: `title` sized by its block, `chip` a flex item of a row, `caption` a relation item.
    struct Screen {
        let root: LayoutNode
        let title: KeptLabel, chip: KeptLabel, caption: KeptLabel
        let row: FlexLayoutGuide<LayoutNode>
        let rowBlock: LayoutBlock<FlexLayoutGuide<LayoutNode>>
        let relations: RelationLayout
        let scheme: LayoutScheme
        var labels: [KeptLabel] { [title, chip, caption] }

        init() throws {
            SnapshotReadings.noteElementMade()
            root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 400), name: "root")
            (title, chip, caption) = (KeptLabel(name: "title"), KeptLabel(name: "chip"), KeptLabel(name: "caption"))
            for label in [title, chip, caption] { try root.addChild(label) }
            row = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row))
            root.add(layoutGuide: row)
            try row.addItem(chip, style: FlexStyle())
            rowBlock = row.layoutBlock(with: Layout(x: .left(16), y: .top(100), width: .boxed(32), height: 40))
            relations = RelationLayout(container: root)
            relations.activate([caption.constraint(.leading, constant: 16), caption.constraint(.top, constant: 200)])
            scheme = LayoutScheme(blocks: [
                title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit)),
                rowBlock,
                relations,
            ])
        }
    }

    /// The identities of the elements `snapshot` recorded.
    func recorded(_ snapshot: LayoutSnapshot) -> Set<ObjectIdentifier> {
        Set((snapshot.readings?.elements ?? []).map { ObjectIdentifier($0) })
    }

    @Test("A scheme's snapshot in another task records its block's label, its flex item and its relation item, and its apply checks each once; a layout records none")
    func flexAndRelationItemsRecordedLikeABlocksElement() async throws {
        let screen = try Screen()
        screen.scheme.layout(direction: .leftToRight)
        #expect(screen.title.frame == CGRect(x: 16, y: 16, width: 40, height: 17))
        #expect(screen.chip.frame == CGRect(x: 16, y: 100, width: 40, height: 40))     // stretched to the row's height
        #expect(screen.caption.frame == CGRect(x: 16, y: 200, width: 40, height: 17))
        #expect(screen.labels.map(\.checks) == [0, 0, 0])
        // At a width the flex guide has not laid out at, so that it measures its item again.
        let scheme = screen.scheme, bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: .rightToLeft) }.value
        #expect(recorded(snapshot) == Set(screen.labels.map(ObjectIdentifier.init)))
        #expect(screen.labels.map(\.checks) == [0, 0, 0])                               // computed, not applied
        try scheme.apply(snapshot: snapshot)
        #expect(screen.labels.map(\.checks) == [1, 1, 1])
        #expect(screen.chip.frame == CGRect(x: 300 - 16 - 40, y: 100, width: 40, height: 40))
        #expect(screen.caption.frame == CGRect(x: 300 - 16 - 40, y: 200, width: 40, height: 17))
    }

    @Test("A flex guide's block and a relation layout taken as snapshots of their own in another task record the labels they measured")
    func ownSnapshotsRecord() async throws {
        let screen = try Screen()
        screen.scheme.layout(direction: .leftToRight)
        let relations = screen.relations, rowBlock = screen.rowBlock
        let bounds = CGRect(x: 0, y: 0, width: 280, height: 400)
        let relationSnapshot = await Task.detached { relations.snapshot(for: bounds, direction: .leftToRight) }.value
        #expect(recorded(relationSnapshot) == [ObjectIdentifier(screen.caption)])
        let rowSnapshot = await Task.detached { rowBlock.snapshot(for: bounds, direction: .leftToRight) }.value
        #expect(recorded(rowSnapshot) == [ObjectIdentifier(screen.chip)])
        try rowBlock.apply(snapshot: rowSnapshot)
        try relations.apply(snapshot: relationSnapshot)
        #expect(screen.labels.map(\.checks) == [0, 1, 1])
    }
}
