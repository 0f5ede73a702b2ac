import Testing
import CGLayoutTestSupport
import Foundation
@testable import CGLayout

/// `snapshot(for:)` followed by `apply(snapshot:)` writes exactly the frames of `layout(in:)` for
/// the same rect: cases the fuzzer found where the two differed.
@Suite struct SnapshotMatchesLayoutTests {
    /// A stack writes each arranged element and then lays out its content before it places the next
    /// one, so a content reads the elements arranged after its container at their frames before the
    /// stack: a snapshot's content must not see the stack's later placements.
    @Test func aStackedContainersContentDoesNotSeeLaterArrangedElementsInASnapshot() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "root")
        let later = LayoutNode(frame: CGRect(x: 0, y: 0, width: 40, height: 30), name: "later")
        let reader = LayoutNode(name: "reader")
        for node in [later, reader] { try root.addChild(node) }
        let container = LayoutGuide<LayoutNode>(name: "container")
        container.contentLayout = LayoutScheme(blocks: [
            reader.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)),
                               constraints: [later.layoutConstraint(for: [.equally])]),
        ])
        let stack = StackLayoutGuide<LayoutNode>(axis: .horizontal, name: "stack")
        root.add(layoutGuide: container)
        root.add(layoutGuide: stack)
        try stack.addArrangedElement(container)
        try stack.addArrangedElement(later)
        let scheme = LayoutScheme(blocks: [stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [container, later, reader])
        #expect(laidOut[2].size == CGSize(width: 40, height: 30), "the content read `later` before the stack moved it")
        #expect(applied == laidOut)
    }

    /// A snapshot for an unbounded rect sees its container with the rect's (infinite) size, as
    /// `layout(in:)` reads a container whose frame was set to that rect, not the largest finite size.
    @Test func aSnapshotForAnUnboundedRectReadsTheContainerAsLayoutDoes() throws {
        let unbounded = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 200)
        let root = LayoutNode(frame: unbounded, name: "root")
        let pulled = LayoutNode(name: "pulled")
        try root.addChild(pulled)
        let scheme = LayoutScheme(blocks: [
            pulled.layoutBlock(with: Layout(x: .left(between: 84...139.5), y: .top(), width: .fixed(10), height: .fixed(10))) { anchors in
                anchors.leading.pull(to: root.layoutAnchors.trailing)
            },
        ])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: unbounded, [pulled])
        #expect(laidOut[0].origin.x.isFinite && laidOut[0].width.isFinite)
        #expect(applied == laidOut)
    }

    /// A stack that fits its arranged elements measures a node laid out earlier in the pass at the
    /// size that block gave it, in a snapshot as in `layout(in:)` (it used to see the stale live size).
    @Test func aFittingStackMeasuresAnElementAtItsSizeFromThePassInASnapshot() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 170, height: 70), name: "root")
        let item = LayoutNode(name: "item")
        try root.addChild(item)
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, filling: .fit, crossFilling: .fit, name: "stack")
        root.add(layoutGuide: stack)
        try stack.addArrangedElement(item)
        let scheme = LayoutScheme(blocks: [
            item.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(60), height: .fixed(20))),
            stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
        ])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [item, stack])
        #expect(laidOut[0].size == CGSize(width: 60, height: 20))
        #expect(applied == laidOut)
    }
    /// A guide whose content is one block (not a scheme) with a constraint on the guide: the content's
    /// snapshot ran outside the pass and read the guide's frame from before it (here zero), where
    /// `layout(in:)` reads the frame the pass just gave it. The block now takes its snapshot in the pass.
    @Test func aContainersSingleBlockContentReadsTheContainerFromThePassInASnapshot() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let item = LayoutNode(name: "item")
        try root.addChild(item)
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        guide.contentLayout = item.layoutBlock(with: Layout(x: .left(), y: .top(), width: .fixed(10), height: .fixed(10)),
                                               constraints: [guide.layoutConstraint(for: [.center(.align(by: .origin))])])
        let scheme = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(40), y: .top(30), width: .fixed(100), height: .fixed(60)))])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [guide, item])
        // The guide's centre: (40 + 100 / 2, 30 + 60 / 2).
        #expect(laidOut == [CGRect(x: 40, y: 30, width: 100, height: 60), CGRect(x: 90, y: 60, width: 10, height: 10)])
        #expect(applied == laidOut)
    }

    /// A content pass can move an element that no block of the scheme names (here `panel`, laid out
    /// only by the guide's content): a later block whose super element it is must read its new bounds,
    /// not the bounds the pass cached for an earlier block of the same super element.
    @Test func aBlockAfterAContentThatMovedItsSuperElementReadsItsNewBoundsInASnapshot() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = LayoutNode(), first = LayoutNode(), early = LayoutNode(), late = LayoutNode()
        try root.addChild(first)
        try root.addChild(panel)
        try panel.addChild(early)
        try panel.addChild(late)
        let guide = LayoutGuide<LayoutNode>()
        guide.contentLayout = LayoutScheme(blocks: [
            panel.layoutBlock(with: Layout(x: .left(10), y: .top(20), width: .fixed(120), height: .fixed(60))),
        ])
        root.add(layoutGuide: guide)
        let scheme = LayoutScheme(blocks: [
            first.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .fixed(5), height: .fixed(5))),
            early.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .scaled(0.5), height: .fixed(10))),
            guide.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .scaled(1), height: .scaled(1))),
            late.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .scaled(1), height: .scaled(0.5))),
        ])
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [panel, early, late])
        #expect(laidOut[0] == CGRect(x: 10, y: 20, width: 120, height: 60))
        #expect(laidOut[1] == CGRect(x: 0, y: 0, width: 0, height: 10), "read the panel before the content moved it")
        #expect(laidOut[2] == CGRect(x: 0, y: 0, width: 120, height: 30), "read the panel the content laid out")
        #expect(applied == laidOut)
    }

    /// A super element whose bounds are unbounded (an infinite width) is an available space of the
    /// largest finite width, in `layout()` as in `layout(in:)` and in snapshots.
    @Test func aSuperElementWithUnboundedBoundsIsTheLargestFiniteSpaceInEveryPass() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 100)
        let half = LayoutNode(), whole = LayoutNode()
        try root.addChild(half)
        try root.addChild(whole)
        let scheme = LayoutScheme(blocks: [
            half.layoutBlock(with: Layout(x: .left(0), y: .top(0), width: .scaled(0.5), height: .fixed(10))),
            whole.layoutBlock(with: Layout(x: .left(0), y: .top(10), width: .scaled(1), height: .fixed(10))),
        ])
        let expected = [CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude / 2, height: 10),
                        CGRect(x: 0, y: 10, width: CGFloat.greatestFiniteMagnitude, height: 10)]
        scheme.layout()
        #expect([half.frame, whole.frame] == expected)
        let (laidOut, applied) = try framesOfLayoutAndSnapshot(scheme, in: root.layoutBounds, [half, whole])
        #expect(laidOut == expected)
        #expect(applied == expected)
    }
}
