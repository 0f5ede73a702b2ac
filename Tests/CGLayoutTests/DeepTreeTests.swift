import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Trees 100,000 levels deep build, lay out, snapshot, describe and free on a main thread's stack,
/// with the frames plain arithmetic gives at every depth.
@Suite("Deep trees")
struct DeepTreeTests {
    static let depth = 100_000

    /// A chain of `depth` nodes under a root, each laid out 1 pt right of its parent's origin,
    /// and a leaf under the deepest one aligned to the root's left edge.
    private func chain(_ depth: Int) throws -> (root: LayoutNode, nodes: [LayoutNode], leaf: LayoutNode, scheme: LayoutScheme) {
        let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
        var nodes: [LayoutNode] = []
        var parent = root
        for index in 0..<depth {
            let node = LayoutNode(name: "n\(index)")
            try parent.addChild(node)
            nodes.append(node)
            parent = node
        }
        let leaf = LayoutNode(name: "leaf")
        try parent.addChild(leaf)
        var blocks: [any LayoutBlockProtocol] = nodes.map { $0.layoutBlock(with: Layout(x: .left(1), y: .top(), width: 10, height: 10)) }
        blocks.append(leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: 5, height: 5),
                                       constraints: [root.layoutConstraint(for: [.left(.align(by: .inner))])]))
        return (root, nodes, leaf, LayoutScheme(blocks: blocks))
    }

    /// Conversions stopped after 4,096 levels: the leaf 4,098 levels down got x 1 instead of −4,098,
    /// and the scheme reported a cycle of super elements that was not there.
    @Test("Conversion through more than 4,096 levels is exact, and no cycle is reported")
    func conversionBeyond4096Levels() throws {
        let (root, _, leaf, scheme) = try chain(4_098)
        scheme.layout(direction: .leftToRight)
        #expect(leaf.frame == rect(-4_098, 0, 5, 5))
        #expect(leaf.convert(point: .zero, to: root) == CGPoint(x: 0, y: 0))
        #expect(scheme.issues.isEmpty, "\(scheme.issues.prefix(3))")
    }

    @Test("A chain of 100,000 nodes builds, lays out, snapshots, describes and frees")
    func hundredThousandNodes() {
        onMainSizedStack {
            do {
                weak var deepest: LayoutNode?
                do {
                    let (root, nodes, leaf, scheme) = try chain(Self.depth)
                    deepest = leaf
                    scheme.layout(direction: .leftToRight)
                    #expect(nodes.allSatisfy { $0.frame == rect(1, 0, 10, 10) })
                    #expect(leaf.frame == rect(-CGFloat(Self.depth), 0, 5, 5))
                    #expect(scheme.issues.isEmpty)
                    let frames = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [nodes[0], nodes[Self.depth / 2], leaf])
                    #expect(frames.applied == frames.laidOut)
                    let lines = root.treeDescription().split(separator: "\n")
                    #expect(lines.count == Self.depth + 2)
                    #expect(lines.last?.hasSuffix("<level \(Self.depth + 1)> LayoutNode \"leaf\" (-\(Self.depth).0, 0.0, 5.0, 5.0)") == true)
                }
                #expect(deepest == nil, "the whole chain is freed")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
