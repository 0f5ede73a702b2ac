import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Trees 100,000 levels deep build, lay out, snapshot, describe and free on a main thread's stack,
/// with the frames plain arithmetic gives at every depth.
@Suite("Deep trees")
struct DeepTreeTests {
    /// 100,000 with `CGLAYOUT_LONG_TESTS=1` (what `.ci/run` sets); 20,000 in a plain run, still far past
    /// the depth where a thread's stack runs low and the steps go on on fresh stacks.
    static let depth = LongTests.size(quick: 20_000, long: 100_000)

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

    @Test("A chain of 100,000 nodes (20,000 in a plain run) builds, lays out, snapshots, describes and frees")
    func hundredThousandNodes() async {
        await onMainSizedStack {
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

    /// Releasing a 30,000-deep chain overflowed the stack in `deinit`: each node's release of its
    /// children released the next level inside it. Here nothing but the root holds the chain.
    @Test("A 100,000-deep node chain (20,000 in a plain run) held only by its root is freed when the root is released")
    func releasingHundredThousandDeepChain() async {
        await onMainSizedStack {
            weak var middle: LayoutNode?
            weak var deepest: LayoutNode?
            var root: LayoutNode? = LayoutNode(name: "root")
            do {
                var parent = root!
                for index in 0..<Self.depth {
                    let node = LayoutNode(name: "n\(index)")
                    try parent.addChild(node)
                    if index == Self.depth / 2 { middle = node }
                    parent = node
                }
                deepest = parent
            } catch {
                Issue.record("\(error)")
            }
            #expect(deepest?.name == "n\(Self.depth - 1)" && middle?.parent?.name == "n\(Self.depth / 2 - 1)")
            root = nil
            #expect(middle == nil && deepest == nil, "the whole chain is freed")
        }
    }

    /// Stacks arranged in one another before any has an owner are held only by the stack above them.
    @Test("100,000 stack guides (20,000 in a plain run) arranged in one another, with no owner, are freed with the outermost")
    func releasingHundredThousandNestedOwnerlessStacks() async {
        await onMainSizedStack {
            weak var deepest: StackLayoutGuide<LayoutNode>?
            var top: StackLayoutGuide<LayoutNode>? = StackLayoutGuide<LayoutNode>(name: "s0")
            do {
                var parent = top!
                for index in 1..<Self.depth {
                    let stack = StackLayoutGuide<LayoutNode>(name: "s\(index)")
                    try parent.addArrangedElement(stack)
                    parent = stack
                }
                deepest = parent
            } catch {
                Issue.record("\(error)")
            }
            #expect(deepest?.name == "s\(Self.depth - 1)")
            top = nil
            #expect(deepest == nil, "every stack is freed")
        }
    }

    /// 5,000–10,000 nested stack guides overflowed in layout; validating and applying a snapshot of them
    /// validated every level again at every level above it (a snapshot + apply of 1,000 took minutes).
    @Test("100,000 nested stack guides (20,000 in a plain run) build, lay out, snapshot, describe and free")
    func hundredThousandNestedStacks() async {
        await onMainSizedStack {
            do {
                weak var deepest: StackLayoutGuide<LayoutNode>?
                do {
                    let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
                    let top = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "s0")
                    root.add(layoutGuide: top)
                    var stacks = [top]
                    for index in 1..<Self.depth {
                        let stack = StackLayoutGuide<LayoutNode>(axis: index % 2 == 0 ? .vertical : .horizontal, name: "s\(index)")
                        root.add(layoutGuide: stack)
                        try stacks[index - 1].addArrangedElement(stack)
                        stacks.append(stack)
                    }
                    let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
                    try stacks.last!.addArrangedElement(a)
                    try stacks.last!.addArrangedElement(b)
                    deepest = stacks.last
                    let scheme = LayoutScheme(blocks: [top.layoutBlock(with: Layout(x: .left(10), y: .top(20), width: 200, height: 100))])
                    scheme.layout(direction: .leftToRight)
                    // Every stack fills the one above; the deepest (its index odd: horizontal) splits its width.
                    #expect(stacks[Self.depth / 2].frame == rect(10, 20, 200, 100) && stacks.last!.frame == rect(10, 20, 200, 100))
                    #expect(a.frame == rect(10, 20, 100, 100) && b.frame == rect(110, 20, 100, 100))
                    #expect(scheme.issues.isEmpty)
                    let frames = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [top, stacks.last!, a, b])
                    #expect(frames.applied == frames.laidOut)
                    let described = String(describing: scheme.snapshot(for: root.bounds, direction: .leftToRight))
                    #expect(described.hasSuffix("LayoutNode \"b\" (110, 20, 100, 100)"))
                    stacks.removeAll()
                }
                #expect(deepest == nil, "every stack is freed")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// Each of 10,000 nested schemes compiled everything below it when made (21 s).
    @Test("100,000 nested schemes (20,000 in a plain run) build, lay out, snapshot, describe and free")
    func hundredThousandNestedSchemes() async {
        await onMainSizedStack {
            do {
                let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
                let header = LayoutNode(name: "header"), leaf = LayoutNode(name: "leaf")
                try root.addChild(header)
                try root.addChild(leaf)
                var scheme = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(8), y: .top(), width: 10, height: 10),
                                                                    constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])])])
                for _ in 1..<Self.depth { scheme = LayoutScheme(blocks: [scheme]) }
                scheme = LayoutScheme(blocks: [header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 44)), scheme])
                scheme.layout(direction: .leftToRight)
                #expect(leaf.frame == rect(8, 44, 10, 10))
                #expect(scheme.issues.isEmpty)
                let frames = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [header, leaf])
                #expect(frames.applied == frames.laidOut)
                let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
                #expect(snapshot == scheme.snapshot(for: root.bounds, direction: .leftToRight))
                #expect(String(describing: snapshot).hasSuffix("<level \(Self.depth + 1)> LayoutNode \"leaf\" (8, 44, 10, 10)"))
                #expect(String(reflecting: scheme).contains("LayoutNode \"leaf\""))
                scheme = LayoutScheme(blocks: [])
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
