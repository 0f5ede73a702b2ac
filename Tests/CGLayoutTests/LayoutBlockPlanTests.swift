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
        try block.apply(snapshot: LayoutSnapshot(element: title!, frame: rect(0, 0, 9, 9)))
        #expect(title!.frame == rect(1, 2, 3, 4))
        #expect(block.trace(direction: .leftToRight) == nil)
        title = nil
        block.layout(direction: .leftToRight)
        #expect(block.trace(direction: .leftToRight) == nil)
        #expect(block.snapshot(for: rect(0, 0, 10, 10), direction: .leftToRight).frame == .zero)
        #expect(throws: LayoutSnapshotError.elementMismatch(path: [], element: "a deallocated element")) {
            try block.apply(snapshot: LayoutSnapshot(element: root, frame: rect(0, 0, 9, 9)))
        }
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

    @Test("A block applies through its plan: errors name paths relative to the block (a scheme's start with the block's index), and nothing is written")
    func applyErrorPaths() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let title = LayoutNode(frame: rect(1, 2, 3, 4), name: "title"), other = LayoutNode(name: "other")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        let items = [LayoutNode(name: "a"), LayoutNode(name: "b")]
        try root.addChild(title); try root.addChild(other)
        root.add(layoutGuide: guide)
        for item in items { try root.addChild(item) }
        guide.contentLayout = LayoutScheme(blocks: items.map { $0.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10)) })
        let block = title.layoutBlock(with: Layout(x: .left(5), y: .top(), width: 20, height: 20))

        #expect(throws: LayoutSnapshotError.elementMismatch(path: [], element: "LayoutNode \"title\" (1.0, 2.0, 3.0, 4.0)")) {
            try block.apply(snapshot: LayoutSnapshot(element: other, frame: rect(0, 0, 9, 9)))
        }
        #expect(throws: LayoutSnapshotError.structureMismatch(path: [], expected: "a block of LayoutNode \"title\" (1.0, 2.0, 3.0, 4.0)", found: "a group of 0")) {
            try block.apply(snapshot: LayoutSnapshot(childSnapshots: []))
        }
        #expect(title.frame == rect(1, 2, 3, 4))
        try block.apply(snapshot: block.snapshot(for: rect(0, 0, 100, 50), direction: .leftToRight))
        #expect(title.frame == rect(5, 0, 20, 20))

        // A container's snapshot whose content no longer matches: the same error as the scheme's, one level up.
        let guideBlock = guide.layoutBlock(with: Layout(x: .left(), y: .top(), width: 50, height: 50))
        let snapshot = guideBlock.snapshot(for: rect(0, 0, 200, 100), direction: .leftToRight)
        guide.contentLayout = LayoutScheme(blocks: [items[0].layoutBlock()])
        var blockError: LayoutSnapshotError?, schemeError: LayoutSnapshotError?
        do { try guideBlock.apply(snapshot: snapshot) } catch { blockError = error }
        do { try LayoutScheme(blocks: [guideBlock]).apply(snapshot: LayoutSnapshot(childSnapshots: [snapshot])) } catch { schemeError = error }
        let inBlock = try #require(blockError), inScheme = try #require(schemeError)
        guard case .structureMismatch(let blockPath, let expected, let found) = inBlock,
              case .structureMismatch(let schemePath, expected, found) = inScheme else {
            Issue.record("\(inBlock) vs \(inScheme)"); return
        }
        #expect(schemePath == [0] + blockPath, "\(inBlock) vs \(inScheme)")
        #expect(guide.frame == .zero && items.allSatisfy { $0.frame == .zero })
    }

    @Test("A block's trace runs its cached trace plan: repeated and concurrent traces give the same steps, and a changed block traces its new steps")
    func tracesReuseTheirPlan() async throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let title = LayoutNode(name: "title"), header = LayoutNode(frame: rect(0, 0, 50, 30), name: "header")
        try root.addChild(title); try root.addChild(header)
        var block = title.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 20),
                                      constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])])
        let first = try #require(block.trace(direction: .leftToRight))
        #expect(first.steps.map(\.rect) == [rect(0, 0, 200, 100), rect(0, 30, 200, 70), rect(0, 30, 20, 20)])
        let traces = await withTaskGroup(of: LayoutTrace?.self) { group in
            for _ in 0..<8 { group.addTask { [block] in block.trace(direction: .leftToRight) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(traces.count == 8 && traces.allSatisfy { $0 == first })
        header.frame = rect(0, 0, 50, 40)
        #expect(block.trace(direction: .leftToRight)?.steps.map(\.rect)[1] == rect(0, 40, 200, 60))
        block.constraints.append(AnonymConstraint(anchors: [.insets(EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))]))
        #expect(block.trace(direction: .leftToRight)?.steps.map(\.rect) == [rect(0, 0, 200, 100), rect(0, 40, 200, 60), rect(0, 45, 200, 55), rect(0, 45, 20, 20)])
    }
}
