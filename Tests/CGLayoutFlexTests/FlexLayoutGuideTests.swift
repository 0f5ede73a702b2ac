import CGLayout
import CGLayoutFlex
import Foundation
import Testing

@Suite("FlexLayoutGuide")
struct FlexLayoutGuideTests {
    @Test("A flex row of nodes and text, in LTR and RTL", arguments: LayoutDirection.allCases)
    func row(direction: LayoutDirection) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 100), name: "root")
        let bar = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .row; $0.columnGap = .point(8); $0.alignItems = .center
                                                             $0.padding.horizontal = .point(16) }, name: "bar")
        root.add(layoutGuide: bar)
        let icon = LayoutNode(name: "icon"), title = TextNode(text: "Inbox", name: "title")
        try bar.addItem(icon, style: style { $0.width = .point(24); $0.height = .point(24) })
        try bar.addItem(title, style: style { $0.flexGrow = 1 })
        #expect(icon.parent === root && title.parent === root)
        bar.layoutBlock(with: Layout(x: .left(), y: .top(10), width: .scaled(1), height: 44)).layout(direction: direction)
        let expectedIcon = CGRect(x: 16, y: 20, width: 24, height: 24)
        let expectedTitle = CGRect(x: 48, y: 23, width: 256, height: 17)   // 23.5, text rounds down
        if direction == .leftToRight {
            #expect(icon.frame == expectedIcon && title.frame == expectedTitle, "\(title.frame)")
        } else {
            #expect(icon.frame == CGRect(x: 280, y: 20, width: 24, height: 24) && title.frame == CGRect(x: 16, y: 23, width: 256, height: 17))
        }
    }

    @Test("Nested flex guides, sizeThatFits, and snapshot + apply equal to layout")
    func nestedAndSnapshots() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let column = FlexLayoutGuide<LayoutNode>(style: style { $0.padding.all = .point(10); $0.rowGap = .point(5) }, name: "column")
        root.add(layoutGuide: column)
        let header = LayoutNode(name: "header")
        try column.addItem(header, style: style { $0.height = .point(30) })
        let row = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .row; $0.height = .point(40) }, name: "row")
        try column.addItem(row)
        let left = LayoutNode(name: "left"), right = LayoutNode(name: "right")
        try row.addItem(left, style: style { $0.flexGrow = 1 })
        try row.addItem(right, style: style { $0.flexGrow = 2 })
        #expect(column.sizeThatFits(CGSize(width: 300, height: 1000)) == CGSize(width: 20, height: 95))
        let block = column.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 200))
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        #expect(left.frame == .zero)
        try block.apply(snapshot: snapshot)
        let applied = [header.frame, row.frame, left.frame, right.frame]
        block.layout(direction: .leftToRight)
        #expect([header.frame, row.frame, left.frame, right.frame] == applied)
        #expect(applied == [CGRect(x: 10, y: 10, width: 280, height: 30), CGRect(x: 10, y: 45, width: 280, height: 40),
                            CGRect(x: 10, y: 45, width: 93, height: 40), CGRect(x: 103, y: 45, width: 187, height: 40)])
    }

    @Test("Items removed from the tree are left out; a stale snapshot is refused")
    func badInput() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let flex = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .row })
        root.add(layoutGuide: flex)
        let a = LayoutNode(), b = LayoutNode()
        try flex.addItem(a, style: style { $0.flexGrow = 1 })
        try flex.addItem(b, style: style { $0.flexGrow = 1 })
        let block = flex.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 10))
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        b.removeFromParent()
        #expect(throws: LayoutSnapshotError.self) { try block.apply(snapshot: snapshot) }
        block.layout(direction: .leftToRight)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(throws: LayoutTreeError.self) { try flex.addItem(flex) }
    }

    /// A node subclass measured as its present size (`LayoutNode`'s default `sizeThatFits`) that a
    /// block of the same scheme resizes before the guide lays it out: the guide measures it again
    /// at its new size, in `layout()` on every pass and in a snapshot alike.
    @Test("An item resized by an earlier block is measured at its new size, live and in a snapshot")
    func itemResizedByAnEarlierBlockIsMeasuredAgain() throws {
        final class Card: LayoutNode, @unchecked Sendable {}
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300), name: "root")
        let card = Card(name: "card"), source = LayoutNode(frame: CGRect(x: 0, y: 0, width: 30, height: 74), name: "source")
        let below = LayoutNode(name: "below")
        for node in [card, source, below] { try root.addChild(node) }
        let column = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .column; $0.alignItems = .flexStart }, name: "column")
        root.add(layoutGuide: column)
        try column.addItem(card, style: FlexStyle())
        try column.addItem(below, style: style { $0.width = .point(10); $0.height = .point(10) })
        let scheme = LayoutScheme(blocks: [
            card.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal), constraints: [source.layoutConstraint(for: [.equally])]),
            column.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
        ])
        scheme.layout(direction: .leftToRight)
        #expect(card.frame.size == CGSize(width: 30, height: 74) && below.frame.minY == 74)
        source.frame.size.height = 142
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        scheme.layout(direction: .leftToRight)
        #expect(card.frame.size == CGSize(width: 30, height: 142) && below.frame.minY == 142, "measured again after the block resized it")
        card.frame = .zero
        below.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(card.frame.size == CGSize(width: 30, height: 142) && below.frame.minY == 142, "the snapshot measured it at the pass's size")
    }

    /// The same item measured through the guide's own fitting size (an adjust constraint on the
    /// guide) in a snapshot: the guide sees the item at the size the pass gave it, not at the size
    /// its kept measurement came from.
    @Test("A guide measured in a snapshot sees an item resized by an earlier block at its new size")
    func guideMeasuredInASnapshotSeesTheItemsNewSize() throws {
        final class Card: LayoutNode, @unchecked Sendable {}
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300), name: "root")
        let card = Card(name: "card"), source = LayoutNode(frame: CGRect(x: 0, y: 0, width: 30, height: 74), name: "source")
        for node in [card, source] { try root.addChild(node) }
        let column = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .column; $0.alignItems = .flexStart }, name: "column")
        root.add(layoutGuide: column)
        try column.addItem(card, style: FlexStyle())
        let scheme = LayoutScheme(blocks: [
            card.layoutBlock(with: Layout(x: .left(), y: .top(), width: .equal, height: .equal), constraints: [source.layoutConstraint(for: [.equally])]),
            column.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)),
                               constraints: [column.adjustLayoutConstraint(for: [.height()])]),
        ])
        scheme.layout(direction: .leftToRight)
        #expect(column.frame.height == 74)
        source.frame.size.height = 142
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        scheme.layout(direction: .leftToRight)
        #expect(column.frame.height == 142)
        column.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(column.frame.height == 142, "the snapshot measured the guide with the card at 142")
    }
    /// An item measured at its present size (a node subclass that keeps `sizeThatFits`'s default) that
    /// something other than a block resized — the app, an applied snapshot, the guide's own write — is
    /// measured again by the next `layout()`, which then gives what a snapshot (a temporary tree) gives.
    @Test("An item resized outside a pass is measured again at its new size by the next layout()")
    func itemResizedOutsideAPassIsMeasuredAgain() throws {
        final class Card: LayoutNode, @unchecked Sendable {}
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300), name: "root")
        let card = Card(frame: CGRect(x: 0, y: 0, width: 30, height: 74), name: "card"), below = LayoutNode(name: "below")
        for node in [card, below] { try root.addChild(node) }
        let column = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .column; $0.alignItems = .flexStart }, name: "column")
        root.add(layoutGuide: column)
        try column.addItem(card, style: FlexStyle())
        try column.addItem(below, style: style { $0.width = .point(10); $0.height = .point(10) })
        let scheme = LayoutScheme(blocks: [column.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        scheme.layout(direction: .leftToRight)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 30, height: 74) && below.frame.minY == 74)
        card.frame = CGRect(x: 0, y: 0, width: 30, height: 142)
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        scheme.layout(direction: .leftToRight)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 30, height: 142) && below.frame.minY == 142, "measured again at 142")
        below.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(below.frame == CGRect(x: 0, y: 142, width: 10, height: 10), "the snapshot gives the same frames")
    }
    /// An item that another block of the scheme writes before the guide lays it out: the guide's own
    /// layout did not change, but its write is the last one, so it writes the item again, as a
    /// snapshot + apply does (the last write wins), instead of keeping the other block's frame.
    @Test("An item another block wrote is written again by the guide even when its layout did not change")
    func itemWrittenByAnotherBlockIsWrittenAgain() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 300), name: "root")
        let item = LayoutNode(name: "item")
        try root.addChild(item)
        let column = FlexLayoutGuide<LayoutNode>(style: style { $0.flexDirection = .column; $0.alignItems = .flexStart }, name: "column")
        root.add(layoutGuide: column)
        try column.addItem(item, style: style { $0.width = .point(50); $0.height = .point(20); $0.margin.left = .point(7) })
        let scheme = LayoutScheme(blocks: [
            item.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: .fixed(5), height: .fixed(5))),
            column.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
        ])
        for pass in 1...2 {
            scheme.layout(direction: .leftToRight)
            #expect(item.frame == CGRect(x: 7, y: 0, width: 50, height: 20), "pass \(pass): the guide's write is the last")
        }
        item.frame = .zero
        try scheme.apply(snapshot: scheme.snapshot(for: root.layoutBounds, direction: .leftToRight))
        #expect(item.frame == CGRect(x: 7, y: 0, width: 50, height: 20))
    }
}
