import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A block runs through its compiled one-block plan: these check what the plan must follow.
@Suite("A block's compiled plan")
struct LayoutBlockPlanTests {
    @Test("Changing a block's layout or constraints after a layout: the next layout uses them; a copy keeps its own")
    func changesReachTheNextLayout() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let title = LayoutNode(name: "title"), header = LayoutNode(frame: rect(0, 0, 50, 50), name: "header")
        try root.addChild(title); try root.addChild(header)
        var block = title.layoutBlock(with: Layout(x: .left(10), y: .top(), width: 20, height: 20))
        block.layout(direction: .leftToRight)
        #expect(title.frame == rect(10, 0, 20, 20))
        let copy = block
        block.itemLayout = Layout(x: .right(10), y: .top(), width: 20, height: 20)
        block.layout(direction: .leftToRight)
        #expect(title.frame == rect(170, 0, 20, 20))
        block.constraints.append(header.layoutConstraint(for: [.bottom(.limit(on: .outer))]))
        block.layout(direction: .leftToRight)
        #expect(title.frame == rect(170, 50, 20, 20))
        #expect(block.snapshot(for: rect(0, 0, 100, 100), direction: .leftToRight).frame == rect(70, 50, 20, 20))
        copy.layout(direction: .leftToRight)
        #expect(title.frame == rect(10, 0, 20, 20))
        #expect(copy.trace(direction: .leftToRight)?.steps.count == 2)
        #expect(block.trace(direction: .leftToRight)?.steps.count == 3)
    }

    @Test("A constraint whose element was deallocated after the first layout has no trace step and moves nothing")
    func deallocatedConstraintElement() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let title = LayoutNode(name: "title")
        try root.addChild(title)
        var header: LayoutNode? = LayoutNode(frame: rect(0, 0, 50, 40), name: "header")
        try root.addChild(header!)
        let block = title.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20), constraints: [
            header!.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
            AnonymConstraint(anchors: [.insets(EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))]),
        ])
        block.layout(direction: .leftToRight)
        #expect(title.frame == rect(0, 45, 20, 20))
        #expect(block.trace(direction: .leftToRight)?.steps.map(\.rect) == [rect(0, 0, 200, 100), rect(0, 40, 200, 60), rect(0, 45, 200, 55), rect(0, 45, 20, 20)])
        header?.removeFromSuperElement()
        header = nil
        block.layout(direction: .leftToRight)
        #expect(title.frame == rect(0, 5, 20, 20))
        let trace = try #require(block.trace(direction: .leftToRight))
        #expect(trace.steps.map(\.rect) == [rect(0, 0, 200, 100), rect(0, 5, 200, 95), rect(0, 5, 20, 20)])
        guard case .constraint(let description, nil) = trace.steps[1].kind else { Issue.record("not the anonymous constraint"); return }
        #expect(description == "anonymous: [inset (5, 0, 0, 0)]")
    }

    @Test("A block whose element left its tree or was deallocated lays out, snapshots and traces nothing")
    func goneElement() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        var title: LayoutNode? = LayoutNode(frame: rect(1, 2, 3, 4), name: "title")
        try root.addChild(title!)
        let block = title!.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20))
        title!.removeFromSuperElement()
        block.layout(direction: .leftToRight)
        #expect(title!.frame == rect(1, 2, 3, 4))
        #expect(block.trace(direction: .leftToRight) == nil)
        title = nil
        block.layout(direction: .leftToRight)
        #expect(block.trace(direction: .leftToRight) == nil)
        #expect(block.snapshot(for: rect(0, 0, 10, 10), direction: .leftToRight).frame == .zero)
    }

    @Test("trace(in:) reads the super element as a snapshot for that rect does; trace() as layout() does")
    func traceInARect() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let title = LayoutNode(name: "title")
        try root.addChild(title)
        let block = title.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 10),
                                      constraints: [root.layoutConstraint(for: [.width(0.5)])])
        let source = rect(0, 0, 120, 60)
        let traced = try #require(block.trace(in: source, direction: .leftToRight))
        #expect(traced.finalFrame == block.snapshot(for: source, direction: .leftToRight).frame)
        #expect(traced.finalFrame.width == 60)
        #expect(traced.initialSpace == source)
        let live = try #require(block.trace(direction: .leftToRight))
        block.layout(direction: .leftToRight)
        #expect(live.finalFrame == title.frame && title.frame.width == 100)
    }
}
