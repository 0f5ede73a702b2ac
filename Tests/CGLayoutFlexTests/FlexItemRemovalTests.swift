import CGLayout
@testable import CGLayoutFlex
import Foundation
import Testing

/// Removing items: `removeItem(_:)` takes the element out of the tree, `stopLayingOut(_:)` keeps it there.
@Suite("Flex item removal")
struct FlexItemRemovalTests {
    @Test("removeItem takes a node out of the guide and the tree; the other items close the gap")
    func removeItemFromGuide() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let bar = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row))
        root.add(layoutGuide: bar)
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b"), c = LayoutNode(name: "c")
        for node in [a, b, c] { try bar.addItem(node, style: FlexStyle().width(100)) }
        let block = bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 50))
        block.layout()
        #expect(bar.removeItem(b))
        #expect(b.parent == nil && !root.children.contains { $0 === b })
        #expect(bar.items.map { $0.element as? LayoutNode }.map { $0?.name } == ["a", "c"])
        block.layout()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 50) && c.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
        #expect(!bar.removeItem(b))   // not an item any more
    }

    @Test("stopLayingOut keeps the node in the tree with its last frame")
    func stopLayingOutKeepsTheNode() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let bar = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row))
        root.add(layoutGuide: bar)
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        for node in [a, b] { try bar.addItem(node, style: FlexStyle().width(100)) }
        let block = bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 50))
        block.layout()
        #expect(bar.stopLayingOut(a))
        block.layout()
        #expect(a.parent === root && a.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("A flex container node's removeItem takes the child out; a node moved elsewhere stays where it is")
    func removeItemFromContainerNode() throws {
        let row = FlexContainerNode(style: FlexStyle().flexDirection(.row), frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
        try row.addItem(a, style: FlexStyle().flexGrow(1))
        try row.addItem(b, style: FlexStyle().flexGrow(1))
        let other = LayoutNode(name: "other")
        try other.addChild(b)                   // moved elsewhere by the user
        #expect(row.removeItem(a) && a.parent == nil)
        #expect(row.removeItem(b) && b.parent === other)
        row.contentLayout?.layout(direction: .leftToRight)
        #expect(row.items.isEmpty)
    }
}

/// The Flexbox article's photo grid, at several widths, in both directions, with its frames worked out
/// by hand: columns of 96 with gaps of 8 inside 8 points of padding, as many to a line as fit.
@Suite("Flexbox photo grid")
struct FlexPhotoGridTests {
    @Test("Squares fill lines of as many 96-point columns as the width holds, in LTR and RTL, after a restyle and a removal",
          arguments: [(CGFloat(320), LayoutDirection.leftToRight), (320, .rightToLeft), (424, .leftToRight), (216, .rightToLeft)])
    func photoGrid(width: CGFloat, direction: LayoutDirection) throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 2000))
        let grid = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row).flexWrap(.wrap).alignItems(.flexStart).padding(8).gap(8))
        screen.add(layoutGuide: grid)
        let photos = (0..<7).map { LayoutNode(name: "photo\($0)") }
        for photo in photos { try grid.addItem(photo, style: FlexStyle().width(96).aspectRatio(1)) }
        let block = grid.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
        let columns = Int((width - 16 + 8) / 104)
        /// The frame of the square in `column` of `line`, from the start edge of the direction.
        func square(_ line: Int, _ column: Int, top: CGFloat = 8) -> CGRect {
            let start = 8 + CGFloat(column) * 104
            return CGRect(x: direction == .leftToRight ? start : width - start - 96, y: top + CGFloat(line) * 104, width: 96, height: 96)
        }
        block.layout(direction: direction)
        for (index, photo) in photos.enumerated() { #expect(photo.frame == square(index / columns, index % columns), "\(photo)") }
        // Restyled: the first photo two columns wide (200 × 100); the others follow it.
        grid.setStyle(FlexStyle().width(200).aspectRatio(2), for: photos[0])
        block.layout(direction: direction)
        let featuredStart: CGFloat = 8
        #expect(photos[0].frame == CGRect(x: direction == .leftToRight ? featuredStart : width - featuredStart - 200, y: 8, width: 200, height: 100))
        // Removed: the others reflow; the removed one leaves the tree.
        grid.removeItem(photos[3])
        block.layout(direction: direction)
        #expect(photos[3].parent == nil)
        let rest = [photos[1], photos[2], photos[4], photos[5], photos[6]]
        // Slots after the featured photo: the first line holds columns - 2 squares (the featured one takes two).
        for (index, photo) in rest.enumerated() {
            let slot = index + 2
            let line = slot / columns, column = slot % columns
            #expect(photo.frame == square(line, column, top: line == 0 ? 8 : 8 + 100 + 8 - 104), "\(photo) at width \(width)")
        }
    }

    @Test("Removing N items one at a time is linear (counted in the item list's steps, at most 3 per item); the rest keep their order and frames")
    func removingItemsOneAtATimeIsLinear() throws {
        for count in [1_000, 10_000] {
            let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: CGFloat(count), height: 10))
            let bar = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row))
            root.add(layoutGuide: bar)
            let nodes = (0..<count).map { LayoutNode(name: "n\($0)") }
            for node in nodes { try bar.addItem(node, style: FlexStyle().width(2).height(10)) }
            let before = bar.flexCore.itemListSteps
            for (index, node) in nodes.enumerated() where index % 4 != 0 { #expect(bar.removeItem(node)) }
            #expect(bar.flexCore.itemListSteps - before <= 3 * count)
            let kept = nodes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
            #expect(bar.items.map { ObjectIdentifier($0.element) } == kept.map(ObjectIdentifier.init))
            #expect(root.children.count == kept.count)
            bar.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 10)).layout(direction: .leftToRight)
            #expect(kept.enumerated().allSatisfy { $0.element.frame == CGRect(x: CGFloat(2 * $0.offset), y: 0, width: 2, height: 10) })
        }
    }
}
