import CGLayout
import CGLayoutFlex
import CGLayoutTestSupport
import Foundation
import Testing

/// Flex container nodes nested 100,000 deep, on a main thread's stack.
@Suite("Deep flex containers")
struct FlexDeepContainerTests {
    /// 5,000 nested `FlexContainerNode`s overflowed the stack in layout (the container pass syncs,
    /// measures and writes nested containers recursively).
    @Test("100,000 nested flex container nodes (20,000 in a plain run) build, lay out, snapshot, describe and free")
    func hundredThousandNestedContainerNodes() async {
        let depth = LongTests.size(quick: 20_000, long: 100_000)   // 100,000 with CGLAYOUT_LONG_TESTS=1
        await onMainSizedStack {
            do {
                weak var deepest: FlexContainerNode?
                do {
                    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "root")
                    var grow = FlexStyle()
                    grow.flexGrow = 1
                    var row = FlexStyle()
                    row.flexDirection = .row
                    row.padding.left = .point(1)
                    let top = FlexContainerNode(style: row, name: "f0")
                    try root.addChild(top)
                    var nodes = [top]
                    for index in 1..<depth {
                        var style = row
                        style.flexGrow = 1
                        let node = FlexContainerNode(style: style, name: "f\(index)")
                        try nodes[index - 1].addItem(node)
                        nodes.append(node)
                    }
                    let leaf = LayoutNode(name: "leaf")
                    try nodes.last!.addItem(leaf, style: grow)
                    deepest = nodes.last
                    let scheme = LayoutScheme(blocks: [top.layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 50))])
                    scheme.layout(direction: .leftToRight)
                    // Each node starts 1 pt in (its parent's left padding). A flex item shrinks no narrower than
                    // its content's minimum, here the paddings of the nodes inside it: node k is depth − k wide.
                    for k in [1, 200, depth / 2, depth - 1] {
                        #expect(nodes[k].frame == CGRect(x: 1, y: 0, width: CGFloat(depth - k), height: 50), "node \(k)")
                    }
                    #expect(leaf.frame == CGRect(x: 1, y: 0, width: 0, height: 50))
                    #expect(scheme.issues.isEmpty)
                    let frames = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [top, nodes[200], nodes[depth - 1], leaf])
                    #expect(frames.applied == frames.laidOut)
                    #expect(top.treeDescription().split(separator: "\n").count == depth + 1)
                    nodes.removeAll()
                }
                #expect(deepest == nil, "every node is freed")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
