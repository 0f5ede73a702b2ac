import CGLayout
import CGLayoutFlex
import CGLayoutTestSupport
import Foundation
import Testing

/// The one policy for a NaN or infinite available space (the Bad Input article), through a flex guide:
/// the same space gives the same frames as in the rect engine and the relations.
@Suite("Flex: available space policy")
struct FlexAvailableSpaceTests {
    @Test("A NaN/∞ space: the guide gets the admitted space, a leading item (8, 0, 100, 0), a trailing one at the end of the flex range")
    func badSpace() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        var row = FlexStyle(); row.flexDirection = .row
        let bar = FlexLayoutGuide<LayoutNode>(style: row, name: "bar")
        bar.pointScaleFactor = 0
        root.add(layoutGuide: bar)
        let lead = LayoutNode(name: "lead"), tail = LayoutNode(name: "tail")
        try root.addChild(lead); try root.addChild(tail)
        var leading = FlexStyle(); leading.width = .point(100); leading.margin.left = .point(8)
        var trailing = FlexStyle(); trailing.width = .point(100); trailing.height = .point(10)
        trailing.margin.left = .auto; trailing.margin.right = .point(8); trailing.alignSelf = .flexStart
        try bar.addItem(lead, style: leading)
        try bar.addItem(tail, style: trailing)
        bar.layoutBlock(with: .equal).layout(in: BadAvailableSpace.space, direction: .leftToRight)
        #expect(bar.frame == BadAvailableSpace.admitted)
        #expect(lead.frame == BadAvailableSpace.leading)
        // Flex lengths resolve to at most ten million points (the flex engine's range, in the Flexbox
        // article): in the unbounded width, the trailing item ends there.
        #expect(tail.frame == CGRect(x: 10_000_000 - 108, y: 0, width: 100, height: 10), "\(tail.frame)")
    }
}
