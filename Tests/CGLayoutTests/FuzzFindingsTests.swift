import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Regression tests for what the fuzzer (`cglayout-fuzz rect`) found, one per finding.
@Suite("Fuzz findings: rect schemes and guides")
struct FuzzFindingsTests {
    @Test("descriptions print any Double (≥ 1e19 used to trap)", arguments: [
        CGFloat(1e19), 9.3e18, -1e19, 1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 4e18, 1e200,
    ])
    func descriptionsPrintAnyDouble(value: CGFloat) throws {
        let layout = Layout(x: .left(value), y: .top(value), width: .fixed(value), height: .between(0...abs(value)))
        #expect(layout.description.contains("\(Double(value))"), "\(layout)")
        let root = LayoutNode(frame: rect(0, 0, 100, 100), name: "root")
        let node = LayoutNode(frame: rect(value, 0, value, 1), name: "node")
        try root.addChild(node)
        let constraint = node.layoutConstraint(for: [.insets(EdgeInsets(top: value, left: 0, bottom: 0, right: 0))])
        #expect(String(describing: constraint).contains("\(Double(value))"))
        let trace = try #require(node.layoutBlock(with: layout, constraints: [constraint]).trace(direction: .leftToRight))
        #expect(trace.description.hasPrefix("Trace of LayoutNode \"node\""))
        #expect(root.treeDescription().contains("node"))
    }

    @Test func traceInAnInfiniteAvailableSpacePrints() throws {
        let root = LayoutNode(frame: rect(0, 0, 100, 100))
        let node = LayoutNode(name: "node")
        try root.addChild(node)
        let block = node.layoutBlock(with: Layout(x: .left(8), y: .top(), width: .scaled(1), height: 10))
        let trace = try #require(block.trace(in: rect(0, 0, .infinity, .infinity), direction: .leftToRight))
        // Infinite space counts as unbounded: the largest finite size, printed in full.
        #expect(trace.description.contains("available space (0, 0, 1.7976931348623157e+308, 1.7976931348623157e+308)"))
        #expect(trace.finalFrame.minX == 8 && trace.finalFrame.height == 10)
    }

    @Test func stacksArrangingEachOtherAreRefusedNamingBoth() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100))
        let outer = StackLayoutGuide<LayoutNode>(axis: .horizontal, name: "outer")
        let inner = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "inner")
        root.add(layoutGuide: outer)
        root.add(layoutGuide: inner)
        try outer.addArrangedElement(inner)
        #expect(throws: LayoutTreeError.cycle(child: outer.description, parent: inner.description)) {
            try inner.addArrangedElement(outer)
        }
        #expect(throws: LayoutTreeError.self) { try outer.addArrangedElement(outer) }
        #expect(inner.arrangedElements.isEmpty)
        outer.layoutBlock(with: .equal).layout(direction: .leftToRight)
        #expect(inner.frame == rect(0, 0, 200, 100))
    }

    @Test func guideWhoseContentLaysOutTheGuideIsSkippedThereWithAnIssue() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100))
        let child = LayoutNode(name: "child")
        try root.addChild(child)
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        // The content lays out the child, then the guide itself (inset by 10).
        guide.contentLayout = LayoutScheme(blocks: [
            child.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20)),
            guide.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: .boxed(20), height: .boxed(20))),
        ])
        let scheme = LayoutScheme(blocks: [guide.layoutBlock(with: .equal)])
        scheme.layout(direction: .leftToRight)
        #expect(guide.contentIssue == .cycle(child: guide.description, parent: guide.description))
        #expect(child.frame == rect(0, 0, 20, 20))
        #expect(guide.frame == rect(10, 10, 180, 80))
        // The scheme is ill-formed (the guide's frame depends on the one it had before the pass): its
        // snapshot (which leaves the inner content out) is refused with a typed error, writing nothing.
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        guide.frame = .zero
        child.frame = .zero
        #expect(throws: LayoutSnapshotError.containerLaidOutByItsContent(path: [0], element: "LayoutGuide<LayoutNode> \"guide\"")) {
            try scheme.apply(snapshot: snapshot)
        }
        #expect(child.frame == .zero && guide.frame == .zero)
        // Without the cycle the issue clears.
        guide.contentLayout = LayoutScheme(blocks: [child.layoutBlock(with: .equal)])
        scheme.layout(direction: .leftToRight)
        #expect(guide.contentIssue == nil)
    }

    @Test func cycleThroughAPlainGuidesContentEndsAndIsReported() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 100))
        let stack = StackLayoutGuide<LayoutNode>(axis: .horizontal, name: "stack")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: stack)
        root.add(layoutGuide: guide)
        try stack.addArrangedElement(guide)
        guide.contentLayout = stack.layoutBlock(with: .equal)   // cannot throw: caught at layout
        stack.layoutBlock(with: .equal).layout(direction: .leftToRight)
        #expect(stack.contentIssue == .cycle(child: stack.description, parent: guide.description))
        #expect(guide.frame == rect(0, 0, 300, 100) && stack.frame == rect(0, 0, 300, 100))
        #expect(stack.containsInContent(guide) && guide.containsInContent(stack))
    }

    @Test func stackWithHugeSpacingAndLengthsWritesFiniteFrames() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 100))
        let nodes = (0..<4).map { LayoutNode(name: "n\($0)") }
        for node in nodes { try root.addChild(node) }
        for spacing in [CGFloat(9.3e18), 1e308, .greatestFiniteMagnitude] {
            let stack = StackLayoutGuide<LayoutNode>(axis: .horizontal, spacing: .equal(spacing), filling: .equal(1e308),
                                                     direction: .fromTrailing)
            root.add(layoutGuide: stack)
            for node in nodes { try stack.addArrangedElement(node) }
            for direction in LayoutDirection.allCases {
                stack.layoutBlock(with: .equal).layout(direction: direction)
                #expect(nodes.allSatisfy { $0.frame.isValidLayoutFrame }, "\(nodes.map(\.frame))")
                #expect(stack.sizeThatFits(CGSize(width: 100, height: 100)).width.isFinite)
            }
        }
    }

    @Test func sizeThatFitsAndSnapshotUnionsSaturateInsteadOfOverflowing() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 100))
        let far = LayoutNode(name: "far"), near = LayoutNode(name: "near")
        try root.addChild(far)
        try root.addChild(near)
        let scheme = LayoutScheme(blocks: [
            far.layoutBlock(with: Layout(x: .left(1e308), y: .top(), width: .fixed(1e308), height: 10)),
            near.layoutBlock(with: Layout(x: .left(-1e308), y: .top(), width: 10, height: .fixed(.greatestFiniteMagnitude))),
        ])
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        let union: CGRect = snapshot.frame
        #expect(union == rect(-1e308, 0, .greatestFiniteMagnitude, .greatestFiniteMagnitude))
        // The union's right edge saturated, so its extent from the origin is finite too.
        let size = scheme.sizeThatFits(CGSize(width: 300, height: 100), direction: .leftToRight)
        #expect(size == CGSize(width: -1e308 + CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    @Test func fittingSizesAreFiniteForHugeTextAndInvalidFrames() throws {
        let text = TextNode(text: "two\nlines", measurer: MonospacedTextMeasurer(characterWidth: 1e308, lineHeight: 1e308))
        // One character per line (each is 1e308 wide): nine lines of 1e308 saturate.
        #expect(text.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 1e308, height: CGFloat.greatestFiniteMagnitude))
        let node = LayoutNode(frame: rect(0, 0, .nan, -.infinity))
        #expect(node.sizeThatFits(.zero) == .zero)
    }
}
