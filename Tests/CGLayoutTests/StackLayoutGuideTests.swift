import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A root of 200 × 100 with a stack guide and `count` nodes arranged in it.
private func makeStack(_ count: Int, axis: Axis = .horizontal,
                       configure: (StackLayoutGuide<LayoutNode>) -> Void = { _ in }) throws
    -> (LayoutNode, StackLayoutGuide<LayoutNode>, [LayoutNode]) {
    let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
    let stack = StackLayoutGuide<LayoutNode>(axis: axis, name: "stack")
    root.add(layoutGuide: stack)
    configure(stack)
    let nodes = (0..<count).map { LayoutNode(name: "item\($0)") }
    for node in nodes { try stack.addArrangedElement(node) }
    return (root, stack, nodes)
}

@Suite("StackLayoutGuide")
struct StackLayoutGuideTests {
    @Test("Equal filling shares the stack's length; RTL starts on the right", arguments: LayoutDirection.allCases)
    func equalFillingSharesLength(direction: LayoutDirection) throws {
        let (root, stack, nodes) = try makeStack(2)
        defer { withExtendedLifetime(root) {} }
        stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 40)).layout(direction: direction)
        let expected = [rect(0, 0, 100, 40), rect(100, 0, 100, 40)]
        #expect(nodes.map(\.frame) == (direction == .leftToRight ? expected : expected.map { mirrored($0, in: 200) }))
        #expect(nodes.allSatisfy { $0.parent === root })
    }

    @Test("Fixed lengths with spacing from leading, trailing and centre", arguments: LayoutDirection.allCases)
    func directionsPlaceTheRun(direction: LayoutDirection) throws {
        let cases: [(StackDistribution.Direction, [CGFloat])] = [
            (.fromLeading, [0, 50, 100]), (.fromTrailing, [160, 110, 60]), (.fromCenter, [30, 80, 130]),
        ]
        for (runDirection, xs) in cases {
            let (root, stack, nodes) = try makeStack(3) {
                $0.filling = .equal(40); $0.spacing = .equal(10); $0.direction = runDirection
            }
            defer { withExtendedLifetime(root) {} }
            stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 200, height: 30)).layout(direction: direction)
            let expected = xs.map { rect($0, 0, 40, 30) }
            #expect(nodes.map(\.frame) == (direction == .leftToRight ? expected : expected.map { mirrored($0, in: 200) }),
                    "\(runDirection)")
        }
    }

    @Test("Equal spacing spreads fixed-length elements over the whole length")
    func equalSpacingSpreads() throws {
        let (root, stack, nodes) = try makeStack(3) { $0.filling = .equal(40); $0.spacing = .equally }
        defer { withExtendedLifetime(root) {} }
        stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 200, height: 20)).layout(direction: .leftToRight)
        #expect(nodes.map(\.frame.minX) == [0, 80, 160])
    }

    @Test("Alignment across the axis, with offsets, mirrored in RTL", arguments: LayoutDirection.allCases)
    func crossAlignment(direction: LayoutDirection) throws {
        let cases: [(StackDistribution.Alignment, CGFloat)] = [(.leading(5), 5), (.center(), 35), (.center(10), 45), (.trailing(5), 65)]
        for (alignment, x) in cases {
            let (root, stack, nodes) = try makeStack(1, axis: .vertical) {
                $0.alignment = alignment; $0.crossFilling = .equal(30)
            }
            defer { withExtendedLifetime(root) {} }
            stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 50)).layout(direction: direction)
            let expected = rect(x, 0, 30, 50)
            #expect(nodes[0].frame == (direction == .leftToRight ? expected : mirrored(expected, in: 100)), "\(alignment)")
        }
    }

    @Test("A horizontal stack aligns across its vertical axis with the same cases")
    func horizontalCrossAlignment() throws {
        let (root, stack, nodes) = try makeStack(1) { $0.alignment = .trailing(4); $0.crossFilling = .equal(10); $0.filling = .equal(20) }
        defer { withExtendedLifetime(root) {} }
        stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 50)).layout(direction: .rightToLeft)
        #expect(nodes[0].frame == rect(80, 36, 20, 10))
    }

    @Test("Fit filling uses each element's fitting size")
    func fitFillingMeasures() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 300))
        defer { withExtendedLifetime(root) {} }
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, spacing: .equal(4), alignment: .leading(),
                                                 filling: .fit, crossFilling: .fit)
        root.add(layoutGuide: stack)
        let title = TextNode(text: "Hello world")                    // 77 × 17 at 7 × 17 pt
        let body = TextNode(text: "one two three four five six")     // wraps at 100: 2 lines
        try stack.addArrangedElement(title)
        try stack.addArrangedElement(body)
        stack.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 100, height: 200)).layout(direction: .leftToRight)
        #expect(title.frame == rect(10, 10, 77, 17))
        #expect(body.frame == rect(10, 31, 91, 34))
        #expect(stack.sizeThatFits(CGSize(width: 100, height: 200)) == CGSize(width: 91, height: 55))
    }

    @Test("sizeThatFits adds the content insets")
    func sizeThatFitsWithInsets() throws {
        let (root, stack, _) = try makeStack(3, axis: .vertical) {
            $0.filling = .equal(20); $0.spacing = .equal(5); $0.crossFilling = .equal(50)
            $0.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
        defer { withExtendedLifetime(root) {} }
        #expect(stack.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 56, height: 74))
    }

    @Test("Nested stacks lay out inside the cell their parent gave them")
    func nestedStacks() throws {
        let (root, outer, nodes) = try makeStack(1)
        defer { withExtendedLifetime(root) {} }
        let inner = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "inner")
        try outer.addArrangedElement(inner)
        let top = LayoutNode(name: "top"), bottom = LayoutNode(name: "bottom")
        try inner.addArrangedElement(top)
        try inner.addArrangedElement(bottom)
        #expect(inner.ownerElement === root && top.parent === root)
        outer.layoutBlock(with: Layout(x: .left(), y: .top(), width: 200, height: 80)).layout(direction: .leftToRight)
        #expect(nodes[0].frame == rect(0, 0, 100, 80))
        #expect(inner.frame == rect(100, 0, 100, 80))
        #expect([top.frame, bottom.frame] == [rect(100, 0, 100, 40), rect(100, 40, 100, 40)])
    }

    @Test("Snapshot writes nothing; apply gives the frames of layout, nested content included")
    func snapshotThenApply() throws {
        let (root, outer, nodes) = try makeStack(2)
        defer { withExtendedLifetime(root) {} }
        let inner = StackLayoutGuide<LayoutNode>(axis: .vertical)
        let leaf = LayoutNode(name: "leaf")
        try inner.addArrangedElement(leaf)
        try outer.addArrangedElement(inner)
        let below = LayoutNode(name: "below")
        try root.addChild(below)
        // A later block constrained by an arranged element sees its new frame in the snapshot too.
        let scheme = LayoutScheme(blocks: [
            outer.layoutBlock(with: Layout(x: .left(), y: .top(10), width: 150, height: 30)),
            below.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 10),
                              constraints: [leaf.layoutConstraint(for: [.bottom(.limit(on: .outer)), .left(.limit(on: .inner))])]),
        ])
        let elements: [any LayoutElement] = [outer, nodes[0], nodes[1], inner, leaf, below]
        let frames = { elements.map(\.frame) }
        let before = frames()
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        #expect(frames() == before)
        try scheme.apply(snapshot: snapshot)
        let applied = frames()
        scheme.layout(direction: .leftToRight)
        #expect(frames() == applied)
        #expect(leaf.frame == rect(100, 10, 50, 30))
        #expect(below.frame == rect(100, 40, 100, 10))
        #expect(snapshot.childSnapshots[0].childSnapshots[0].childSnapshots.count == 3)
    }

    @Test("A standalone block's snapshot carries the arranged frames")
    func blockSnapshotCarriesContent() throws {
        let (root, stack, nodes) = try makeStack(2)
        defer { withExtendedLifetime(root) {} }
        let block = stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 10))
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        #expect(snapshot.frame == rect(0, 0, 100, 10))
        #expect(snapshot.childSnapshots.first?.childSnapshots.map(\.frame) == [rect(0, 0, 50, 10), rect(50, 0, 50, 10)])
        #expect(nodes.allSatisfy { $0.frame == .zero })
        try block.apply(snapshot: snapshot)
        #expect(nodes.map(\.frame) == [rect(0, 0, 50, 10), rect(50, 0, 50, 10)])
        #expect(block.currentSnapshot == snapshot)
    }

    @Test("Snapshots of a stack computed on many tasks at once agree and write nothing")
    func concurrentSnapshots() async throws {
        let (root, stack, nodes) = try makeStack(4) { $0.spacing = .equal(2) }
        defer { withExtendedLifetime(root) {} }
        let block = stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 30))
        let expected = block.snapshot(for: root.bounds, direction: .rightToLeft)
        let bounds = root.bounds
        let results = await withTaskGroup(of: LayoutSnapshot.self) { group in
            for _ in 0..<16 { group.addTask { block.snapshot(for: bounds, direction: .rightToLeft) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16 && results.allSatisfy { $0 == expected })
        #expect(nodes.allSatisfy { $0.frame == .zero })
    }

    @Test("Applying a snapshot taken before the arranged elements changed throws and writes nothing")
    func staleSnapshotIsRefused() throws {
        let (root, stack, nodes) = try makeStack(2)
        defer { withExtendedLifetime(root) {} }
        let block = stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 10))
        let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
        try stack.addArrangedElement(LayoutNode(name: "late"))
        #expect(throws: LayoutSnapshotError.self) { try block.apply(snapshot: snapshot) }
        #expect(stack.frame == .zero && nodes.allSatisfy { $0.frame == .zero })
    }

    @Test("Insert clamps and moves; remove keeps the element in the tree")
    func insertAndRemove() throws {
        let (root, stack, nodes) = try makeStack(3)
        defer { withExtendedLifetime(root) {} }
        try stack.insertArrangedElement(nodes[2], at: -5)
        #expect(stack.arrangedElements.map { ($0 as! LayoutNode).name } == ["item2", "item0", "item1"])
        try stack.insertArrangedElement(nodes[2], at: 99)
        #expect(stack.arrangedElements.map { ($0 as! LayoutNode).name } == ["item0", "item1", "item2"])
        #expect(stack.removeArrangedElement(nodes[1]))
        #expect(!stack.removeArrangedElement(nodes[1]))
        #expect(nodes[1].parent === root)
        stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 10)).layout(direction: .leftToRight)
        #expect([nodes[0].frame, nodes[2].frame] == [rect(0, 0, 50, 10), rect(50, 0, 50, 10)])
    }

    @Test("Elements arranged before the stack has an owner join the owner later")
    func adoptionOnAdd() throws {
        let stack = StackLayoutGuide<LayoutNode>()
        let node = LayoutNode(name: "early")
        try stack.addArrangedElement(node)
        #expect(node.parent == nil)
        let root = LayoutNode(frame: rect(0, 0, 100, 100))
        root.add(layoutGuide: stack)
        #expect(node.parent === root)
        #expect(root.layoutGuides.count == 1)
        stack.removeFromSuperElement()
        #expect(root.layoutGuides.isEmpty && stack.ownerElement == nil)
    }

    @Test("Bad input: no elements, removed elements, negative and NaN spacing, cycles")
    func badInput() throws {
        let (root, empty, _) = try makeStack(0)
        defer { withExtendedLifetime(root) {} }
        let block = empty.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 10))
        block.layout(direction: .leftToRight)
        #expect(empty.frame == rect(0, 0, 100, 10))
        #expect(empty.sizeThatFits(CGSize(width: 100, height: 10)) == .zero)
        #expect(block.snapshot(for: root.bounds, direction: .leftToRight).childSnapshots[0].childSnapshots.isEmpty)

        // A removed element is skipped: the others share its space, it keeps its frame.
        let (root2, stack, nodes) = try makeStack(3)
        defer { withExtendedLifetime(root2) {} }
        nodes[1].frame = rect(1, 2, 3, 4)
        nodes[1].removeFromParent()
        let stackBlock = stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 10))
        stackBlock.layout(direction: .leftToRight)
        #expect([nodes[0].frame, nodes[1].frame, nodes[2].frame] == [rect(0, 0, 50, 10), rect(1, 2, 3, 4), rect(50, 0, 50, 10)])
        #expect(stackBlock.snapshot(for: root2.bounds, direction: .leftToRight).childSnapshots[0].childSnapshots[1].isSkipped)

        // Negative spacing overlaps neighbours; flexible lengths never go below zero.
        stack.spacing = .equal(-10)
        stackBlock.layout(direction: .leftToRight)
        #expect([nodes[0].frame, nodes[2].frame] == [rect(0, 0, 55, 10), rect(45, 0, 55, 10)])
        stack.spacing = .equal(500)
        stackBlock.layout(direction: .leftToRight)
        #expect([nodes[0].frame, nodes[2].frame] == [rect(0, 0, 0, 10), rect(500, 0, 0, 10)])
        stack.spacing = .equal(.nan)
        stackBlock.layout(direction: .leftToRight)
        #expect([nodes[0].frame, nodes[2].frame] == [rect(0, 0, 50, 10), rect(50, 0, 50, 10)])
        stack.filling = .equal(-.infinity)
        stackBlock.layout(direction: .leftToRight)
        #expect([nodes[0].frame, nodes[2].frame].allSatisfy { $0.isValidLayoutFrame && $0.width == 0 })

        // Cycles are refused with an error naming both sides, and nothing changes.
        #expect(throws: LayoutTreeError.self) { try stack.addArrangedElement(stack) }
        let child = LayoutNode(name: "child")
        try root2.addChild(child)
        let inner = StackLayoutGuide<LayoutNode>()
        child.add(layoutGuide: inner)
        #expect(throws: LayoutTreeError.self) { try inner.addArrangedElement(root2) }
        #expect(inner.arrangedElements.isEmpty)
    }
}

@Suite("StackLayoutGuide properties")
struct StackLayoutGuidePropertyTests {
    @Test("Random stacks: snapshot + apply equals layout, RTL mirrors LTR, frames are valid and in order")
    func randomStacks() throws {
        let seed = propertySeed("randomStacks", default: 0x57AC_0001)
        var random = SplitMix64(seed: seed)
        for iteration in 0..<200 {
            let count = Int.random(in: 0...6, using: &random)
            let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
            let spacings: [StackDistribution.Spacing] = [.equal(CGFloat.random(in: 0...12, using: &random)), .equally]
            let fillings: [StackDistribution.Filling] = [.equally, .equal(CGFloat.random(in: 0...60, using: &random)), .fit]
            let alignments: [StackDistribution.Alignment] = [.leading(3), .center(), .trailing(2)]
            let directions: [StackDistribution.Direction] = [.fromLeading, .fromTrailing, .fromCenter]
            let (root, stack, nodes) = try makeStack(count, axis: axis) {
                $0.spacing = spacings.randomElement(using: &random)!
                $0.filling = fillings.randomElement(using: &random)!
                $0.crossFilling = fillings.randomElement(using: &random)!
                $0.alignment = alignments.randomElement(using: &random)!
                $0.direction = directions.randomElement(using: &random)!
            }
            defer { withExtendedLifetime(root) {} }
            for node in nodes { node.frame.size = CGSize(width: .random(in: 0...50, using: &random), height: .random(in: 0...50, using: &random)) }
            let sizes = nodes.map(\.frame.size)
            let width = CGFloat.random(in: 0...200, using: &random), height = CGFloat.random(in: 0...100, using: &random)
            let block = stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(width), height: .fixed(height)))
            let context = "seed \(seed) iteration \(iteration)"

            block.layout(direction: .leftToRight)
            let ltr = nodes.map(\.frame)
            #expect(ltr.allSatisfy { $0.isValidLayoutFrame }, "\(context)")
            // Fit filling reads the present size: restore it before each pass.
            for (node, size) in zip(nodes, sizes) { node.frame.size = size }
            let snapshot = block.snapshot(for: root.bounds, direction: .leftToRight)
            try block.apply(snapshot: snapshot)
            #expect(nodes.map(\.frame) == ltr, "\(context)")

            // Along a non-negative fixed spacing, neighbours never overlap and keep their order.
            if case .equal = stack.spacing, stack.direction != .fromTrailing {
                let starts = ltr.map { axis == .horizontal ? $0.minX : $0.minY }
                let ends = ltr.map { axis == .horizontal ? $0.maxX : $0.maxY }
                #expect(zip(ends, starts.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "\(context)")
            }

            for (node, size) in zip(nodes, sizes) { node.frame.size = size }
            block.layout(direction: .rightToLeft)
            let mirroredLTR = ltr.map { rect(width - $0.maxX, $0.minY, $0.width, $0.height) }
            for (rtl, expected) in zip(nodes.map(\.frame), mirroredLTR) {
                #expect(abs(rtl.minX - expected.minX) < 1e-9 && rtl.size == expected.size && rtl.minY == expected.minY, "\(context)")
            }
        }
    }
}
