@testable import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// The per-thread spare list of active containers (`FreshContentPasses.State.spare`): a pass that enters a
/// container's content from the top level takes the thread's spare list instead of allocating one, and hands it back
/// when nothing else holds it. These tests look at the thread's spare itself (`@testable`): it is kept only while its
/// storage is small, never while a stored context holds it, and a pass started inside another gets a list of its own.
@Suite("The spare container list of a thread")
struct SpareContainerListTests {
    /// A user's content block that keeps every context its snapshots are given (as an app's block may), and may
    /// measure an element there, which starts a pass of its own.
    final class KeepingBlock: LayoutBlockProtocol, @unchecked Sendable {
        let element: LayoutNode
        let measured: LayoutNode?
        private let lock = NSLock()
        private var storedContexts: [LayoutContext] = []

        init(element: LayoutNode, measuring measured: LayoutNode? = nil) {
            self.element = element
            self.measured = measured
        }

        var contexts: [LayoutContext] { lock.withLock { storedContexts } }

        var currentSnapshot: LayoutSnapshot { LayoutScheme(blocks: [block]).currentSnapshot }
        func layout(direction: LayoutDirection) { LayoutScheme(blocks: [block]).layout(direction: direction) }
        func layout(in sourceRect: CGRect, direction: LayoutDirection) {
            _ = measured?.sizeThatFits(CGSize(width: 100, height: 100))
            LayoutScheme(blocks: [block]).layout(in: sourceRect, direction: direction)
        }
        func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
            LayoutScheme(blocks: [block]).snapshot(for: sourceRect, direction: direction)
        }
        func snapshot(for sourceRect: CGRect, context: LayoutContext) -> LayoutSnapshot {
            lock.withLock { storedContexts.append(context) }
            // The measured element's `sizeThatFits` runs a pass of its own here, inside this one.
            _ = measured?.sizeThatFits(CGSize(width: 100, height: 100))
            return LayoutScheme(blocks: [block]).snapshot(for: sourceRect, context: context)
        }
        func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try LayoutScheme(blocks: [block]).apply(snapshot: snapshot) }

        /// The element 5 in from the content's corner, 30 × 10.
        private var block: LayoutBlock<LayoutNode> { element.layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 30, height: 10)) }
    }

    /// A node whose fitting size is found by a snapshot and a layout of `scheme` (passes started from inside another
    /// pass's measuring).
    final class SelfLayingOutNode: LayoutNode, @unchecked Sendable {
        var scheme: LayoutScheme?
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            _ = scheme?.snapshot(for: rect(0, 0, 200, 100), direction: .leftToRight)
            scheme?.layout(in: rect(0, 0, 200, 100), direction: .leftToRight)
            return CGSize(width: 30, height: 10)
        }
    }

    /// The capacity of this thread's spare list, `nil` when it has none.
    private static var spareCapacity: Int? { FreshContentPasses.state.spare?.list.capacity }

    /// A guide at (10, 10, 100, 50) whose content lays out one node: a top-level pass that enters one container's content.
    private static func shallowPass() throws -> Bool {
        let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root"), child = LayoutNode(name: "child")
        try root.addChild(child)
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        guide.contentLayout = LayoutScheme(blocks: [child.layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 30, height: 10))])
        LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 100, height: 50))]).layout(direction: .leftToRight)
        return child.frame == rect(15, 15, 30, 10)
    }

    @Test("A pass over 100,000 nested stacks (20,000 in a plain run) leaves no large list to its thread; a shallow pass leaves a small one")
    func deepPassLeavesNoLargeSpare() async {
        let depth = LongTests.size(quick: 20_000, long: 100_000)
        await onMainSizedStack {
            do {
                // A thread of its own: a shallow pass leaves its list as the thread's spare (what a next pass takes).
                #expect(Self.spareCapacity == nil)
                #expect(try Self.shallowPass())
                let shallow = Self.spareCapacity
                #expect(shallow != nil && shallow! <= 64, "a shallow pass's list is kept for the thread: \(String(describing: shallow))")

                let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
                var stacks = [StackLayoutGuide<LayoutNode>(axis: .vertical, name: "s0")]
                root.add(layoutGuide: stacks[0])
                for index in 1..<depth {
                    let stack = StackLayoutGuide<LayoutNode>(axis: index % 2 == 0 ? .vertical : .horizontal, name: "s\(index)")
                    root.add(layoutGuide: stack)
                    try stacks[index - 1].addArrangedElement(stack)
                    stacks.append(stack)
                }
                let a = LayoutNode(name: "a"), b = LayoutNode(name: "b")
                try stacks.last!.addArrangedElement(a)
                try stacks.last!.addArrangedElement(b)
                LayoutScheme(blocks: [stacks[0].layoutBlock(with: Layout(x: .left(10), y: .top(20), width: 200, height: 100))])
                    .layout(direction: .leftToRight)
                // Every stack fills the one above; the deepest (its index odd: horizontal) splits its width.
                #expect(a.frame == rect(10, 20, 100, 100) && b.frame == rect(110, 20, 100, 100))
                // The deep pass took the spare and grew it to `depth` containers: it is not kept for the thread.
                let afterDeep = Self.spareCapacity
                #expect(afterDeep == nil || afterDeep! <= 64, "the list left to the thread after \(depth) nested containers holds room for \(afterDeep!)")
                // A shallow pass after it leaves a small one again.
                #expect(try Self.shallowPass())
                #expect(Self.spareCapacity.map { $0 <= 64 } == true)
                withExtendedLifetime(stacks) {}
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test("A context a user's block keeps holds its own list: not the thread's spare, empty after its pass, and not the next pass's")
    func storedContextKeepsItsList() async {
        await onMainSizedStack {
            do {
                let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root"), child = LayoutNode(name: "child")
                try root.addChild(child)
                let guide = LayoutGuide<LayoutNode>(name: "guide")
                root.add(layoutGuide: guide)
                let keeping = KeepingBlock(element: child)
                guide.contentLayout = keeping
                let scheme = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 100, height: 50))])
                for (width, x) in [(320, 10), (375, 10)] as [(CGFloat, CGFloat)] {
                    let snapshot = scheme.snapshot(for: rect(0, 0, width, 200), direction: .leftToRight)
                    #expect(snapshot.frame(of: child) == rect(x + 5, 15, 30, 10))
                }
                let contexts = keeping.contexts
                try #require(contexts.count == 2)
                let first = try #require(contexts[0].containers), second = try #require(contexts[1].containers)
                #expect(first !== second, "the second pass took the list the first pass's stored context holds")
                #expect(first.isEmpty && second.isEmpty)
                let spare = FreshContentPasses.state.spare
                #expect(spare !== first && spare !== second, "the thread's spare list is one a stored context holds")
                // The pass still gives the design's frames, by layout and through its stored contexts' lists.
                scheme.layout(direction: .leftToRight)
                #expect(child.frame == rect(15, 15, 30, 10))
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test("A pass started from a user's sizeThatFits inside a pass gets another list; a loop is named right in each")
    func passFromSizeThatFitsGetsItsOwnList() async {
        await onMainSizedStack {
            do {
                // The thread has a spare list (which the outer pass below takes).
                #expect(try Self.shallowPass())
                #expect(Self.spareCapacity != nil)
                let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root"), child = LayoutNode(name: "child")
                try root.addChild(child)
                // The inner pass: a guide whose content is kept (recorded) and holds a loop back to the guide through another guide.
                let inner = LayoutGuide<LayoutNode>(name: "inner"), innerLoop = LayoutGuide<LayoutNode>(name: "inner loop")
                let innerChild = LayoutNode(name: "inner child")
                let measured = SelfLayingOutNode(name: "measured")
                try measured.addChild(innerChild)
                measured.add(layoutGuide: inner)
                measured.add(layoutGuide: innerLoop)
                let innerKeeping = KeepingBlock(element: innerChild)
                inner.contentLayout = LayoutScheme(blocks: [innerKeeping, innerLoop.layoutBlock(with: .equal)])
                innerLoop.contentLayout = LayoutScheme(blocks: [inner.layoutBlock(with: .equal)])
                measured.scheme = LayoutScheme(blocks: [inner.layoutBlock(with: Layout(x: .left(), y: .top(), width: 50, height: 50))])

                // The outer pass: a guide whose content measures `measured` and holds its own loop.
                let outer = LayoutGuide<LayoutNode>(name: "outer"), outerLoop = LayoutGuide<LayoutNode>(name: "outer loop")
                root.add(layoutGuide: outer)
                root.add(layoutGuide: outerLoop)
                let outerKeeping = KeepingBlock(element: child, measuring: measured)
                outer.contentLayout = LayoutScheme(blocks: [outerKeeping, outerLoop.layoutBlock(with: .equal)])
                outerLoop.contentLayout = LayoutScheme(blocks: [outer.layoutBlock(with: .equal)])
                let scheme = LayoutScheme(blocks: [outer.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 100, height: 50))])

                let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
                #expect(snapshot.frame(of: child) == rect(15, 15, 30, 10))
                let outerList = try #require(outerKeeping.contexts.first?.containers)
                let innerList = try #require(innerKeeping.contexts.first?.containers)
                #expect(outerList !== innerList, "the pass started inside the outer pass took the outer pass's list")
                // A snapshot of a container its own content lays out stands for no defined layout: applying it is refused.
                #expect(throws: LayoutSnapshotError.self) { try scheme.apply(snapshot: snapshot) }
                // Each loop is named where it closes, in its own pass: the guide, met again in its loop guide's content.
                scheme.layout(direction: .leftToRight)
                #expect(child.frame == rect(15, 15, 30, 10))
                #expect(outer.contentIssue == .cycle(child: outer.description, parent: outerLoop.description), "\(String(describing: outer.contentIssue))")
                #expect(inner.contentIssue == .cycle(child: inner.description, parent: innerLoop.description), "\(String(describing: inner.contentIssue))")
                #expect(outerLoop.contentIssue == nil && innerLoop.contentIssue == nil)
                #expect(innerChild.frame == rect(5, 5, 30, 10), "the inner pass's own design")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
