import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Containers whose content lays out the container again, through any mix of schemes, guides'
/// contents, stacks and scroll guides: every pass that meets the loop stops there, names the
/// containers, and the scheme says so in `issues`; its snapshots are refused with a typed error.
@Suite("Loops through containers' contents")
struct ContentLoopTests {
    private let box = Layout(x: .left(10), y: .top(10), width: 200, height: 100)

    /// Checks everything a loop must give: a layout that ends and names the loop, the issue, a
    /// snapshot that ends, and an apply that refuses it and writes nothing.
    private func expectLoop(_ scheme: LayoutScheme, root: LayoutNode, reporting container: LayoutGuide<LayoutNode>,
                            named name: String, elements: [any LayoutElement]) {
        scheme.layout(direction: .leftToRight)
        guard case .cycle(let child, let parent)? = container.contentIssue else {
            Issue.record("no cycle recorded for \(name): \(String(describing: container.contentIssue))")
            return
        }
        #expect(child.contains(name) && !parent.isEmpty)
        #expect(scheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: name)), "\(scheme.issues)")
        let snapshot = scheme.snapshot(for: root.layoutBounds, direction: .leftToRight)
        let before = elements.map(\.frame)
        #expect(throws: LayoutSnapshotError.self) { try scheme.apply(snapshot: snapshot) }
        do { try scheme.apply(snapshot: snapshot) } catch {
            guard case .containerLaidOutByItsContent(_, let element) = error else {
                Issue.record("refused for another reason: \(error)")
                return
            }
            #expect(element.contains("\""))
        }
        #expect(elements.map(\.frame) == before, "a refused snapshot writes nothing")
    }

    @Test("A scroll guide whose content, through a nested scheme and a guide's content, lays out the scroll guide")
    func scrollThroughNestedSchemeAndGuide() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        let scroll = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: [LayoutScheme(blocks: [guide.layoutBlock(with: .equal)])]),
                                                   scrollDirections: .vertical, name: "scroll")
        root.add(layoutGuide: scroll)
        guide.contentLayout = LayoutScheme(blocks: [scroll.layoutBlock(with: box)])
        let scheme = LayoutScheme(blocks: [scroll.layoutBlock(with: box)])
        expectLoop(scheme, root: root, reporting: scroll, named: "ScrollLayoutGuide<LayoutNode> \"scroll\"", elements: [scroll, guide])
    }

    @Test("A stack that arranges a guide whose content lays out a scroll guide whose content lays out the stack")
    func stackThroughGuideAndScroll() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "stack")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        let scroll = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: []), name: "scroll")
        for made in [stack, guide, scroll] as [LayoutGuide<LayoutNode>] { root.add(layoutGuide: made) }
        try stack.addArrangedElement(guide)
        guide.contentLayout = LayoutScheme(blocks: [scroll.layoutBlock(with: .equal)])
        scroll.contentLayout = LayoutScheme(blocks: [LayoutScheme(blocks: [stack.layoutBlock(with: .equal)])])
        let scheme = LayoutScheme(blocks: [stack.layoutBlock(with: box)])
        expectLoop(scheme, root: root, reporting: stack, named: "StackLayoutGuide<LayoutNode> \"stack\"", elements: [stack, guide, scroll])
    }

    @Test("Two guides whose contents lay out each other, each laid out by a block of the scheme")
    func twoGuidesLayingOutEachOther() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let first = LayoutGuide<LayoutNode>(name: "first"), second = LayoutGuide<LayoutNode>(name: "second")
        root.add(layoutGuide: first)
        root.add(layoutGuide: second)
        first.contentLayout = LayoutScheme(blocks: [second.layoutBlock(with: .equal)])
        second.contentLayout = first.layoutBlock(with: .equal)
        let scheme = LayoutScheme(blocks: [first.layoutBlock(with: box), LayoutScheme(blocks: [second.layoutBlock(with: box)])])
        // The last pass that met the loop (block 1's) met it at `second`: a content that runs clears the issue first.
        expectLoop(scheme, root: root, reporting: second, named: "LayoutGuide<LayoutNode> \"second\"", elements: [first, second])
        #expect(scheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"first\"")))
    }

    @Test("A loop met by a container's own layoutContent() and by a scroll offset change ends there too")
    func loopMetOutsideASchemePass() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let scroll = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: []), scrollDirections: .vertical, name: "scroll")
        root.add(layoutGuide: scroll)
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "stack")
        root.add(layoutGuide: stack)
        try stack.addArrangedElement(scroll)
        scroll.contentLayout = LayoutScheme(blocks: [stack.layoutBlock(with: .equal)])
        scroll.frame = rect(0, 0, 100, 100)
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(scroll.contentIssue != nil)
        scroll.layoutContent(direction: .leftToRight)
        guard case .cycle(let child, _)? = scroll.contentIssue else { Issue.record("no cycle"); return }
        #expect(child.contains("\"scroll\""))
    }
}
