import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Layout trace")
struct LayoutTraceTests {
    private func scene() throws -> (LayoutNode, LayoutNode, LayoutNode, LayoutBlock<LayoutNode>) {
        let root = LayoutNode(frame: rect(0, 0, 375, 667), name: "root")
        let header = LayoutNode(frame: rect(0, 0, 375, 120), name: "header")
        let title = LayoutNode(name: "title")
        try root.addChild(header); try root.addChild(title)
        let block = title.layoutBlock(with: Layout(x: .leading(8), y: .top(), width: 100, height: 20), constraints: [
            header.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
            AnonymConstraint(anchors: [.insets(EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))]),
            header.layoutConstraint(for: [.top(.limit(on: .inner))]).active(false),
        ])
        return (root, header, title, block)
    }

    @Test("The trace's final frame is the block's layout, in both directions", arguments: LayoutDirection.allCases)
    func finalFrameEqualsLayout(direction: LayoutDirection) throws {
        let (root, _, title, block) = try scene()
        defer { withExtendedLifetime(root) {} }
        let trace = try #require(block.trace(direction: direction))
        #expect(title.frame == .zero)      // tracing writes nothing
        block.layout(direction: direction)
        #expect(trace.finalFrame == title.frame)
        #expect(trace.initialSpace == rect(0, 0, 375, 667))
        #expect(trace.direction == direction)
    }

    @Test("One step per active constraint, each with the space after it and the element it read")
    func steps() throws {
        let (root, _, _, block) = try scene()
        defer { withExtendedLifetime(root) {} }
        let trace = try #require(block.trace(direction: .leftToRight))
        #expect(trace.steps.map(\.rect) == [rect(0, 0, 375, 667), rect(0, 120, 375, 547), rect(0, 124, 375, 543), rect(8, 124, 100, 20)])
        guard case .constraint(let first, let dependsOn) = trace.steps[1].kind else { Issue.record("not a constraint step"); return }
        #expect(first.contains("limit top to bottom") && dependsOn?.contains("\"header\"") == true)
        guard case .constraint(let second, let none) = trace.steps[2].kind else { Issue.record("not a constraint step"); return }
        #expect(second == "anonymous: [inset (4, 0, 0, 0)]" && none == nil)
        guard case .layout(let layout) = trace.steps[3].kind else { Issue.record("not a layout step"); return }
        #expect(layout == "width: .fixed(100), height: .fixed(20), x: .leading(8), y: .top(0)")  // in the order they run
    }

    @Test("The text form numbers the steps")
    func text() throws {
        let (root, _, _, block) = try scene()
        defer { withExtendedLifetime(root) {} }
        let lines = try #require(block.trace(direction: .rightToLeft)).description.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("Trace of LayoutNode \"title\"") && lines[0].hasSuffix("(right-to-left)"))
        #expect(lines[1] == "  0. available space (0, 0, 375, 667)")
        #expect(lines[4] == "  3. layout width: .fixed(100), height: .fixed(20), x: .leading(8), y: .top(0) → frame (267, 124, 100, 20)")
    }

    @Test("Root offset places the steps over the whole tree; no trace without a super element")
    func rootOffsetAndMissingSuper() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 300), name: "root")
        let panel = LayoutNode(frame: rect(40, 50, 200, 200), name: "panel")
        let leaf = LayoutNode(name: "leaf")
        try root.addChild(panel); try panel.addChild(leaf)
        let trace = try #require(leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10)).trace(direction: .leftToRight))
        #expect(trace.rootOffset == CGPoint(x: 40, y: 50))
        #expect(root.layoutBlock().trace(direction: .leftToRight) == nil)
    }

    @Test("Every rule reads as the original's API writes it: each alignment and filling case, a constant frame, an edge's lower bound")
    func everyRuleInTheOriginalsSpelling() {
        let layout = Layout(x: .left(multiplier: 0.5) + .right(between: 1...2) + .center(3) + .trailing() + .leading(-1),
                            y: .top(between: 0..<4) + .bottom(multiplier: 2) + .bottom(1.25) + .equal,
                            width: .scaled(0.5) + .boxed(2) + .upTo(10) + .from(1) + .between(2...3),
                            height: .equal + .fixed(4))
        #expect(layout.description == "width: .scaled(0.5) + .boxed(2) + .upTo(10) + .from(1) + .between(2...3), height: .equal + .fixed(4), "
                + "x: .left(multiplier: 0.5) + .right(between: 1...2) + .center(3) + .trailing(0) + .leading(-1), "
                + "y: .top(between: 0...4) + .bottom(multiplier: 2) + .bottom(1.25) + .equal")
        #expect((Layout.equal(rect(1, 2, 30, 40)) + .left(10...) + .bottom(2...)).description == ".equal((1, 2, 30, 40)), .left(10), .bottom(2)")
    }
}
