import CGLayout
import CGLayoutFlex
import CGLayoutTestSupport
import Foundation
import Testing

/// Regression tests for what the fuzzer (`cglayout-fuzz flex`) found: cycles,
/// shared nodes, deep trees, extreme input, incremental layouts.
@Suite("Flex trees: cycles, sharing, depth and extreme input")
struct FlexTreeSafetyTests {
    @Test func aNodeAsItsOwnChildIsLeftOut() {
        let node = FlexNode(name: "node")
        node.children = [node]          // used to never return
        #expect(node.children.isEmpty)
        #expect(throws: LayoutTreeError.cycle(child: "FlexNode \"node\"", parent: "FlexNode \"node\"")) { try node.appendChild(node) }
        node.calculateLayout(width: 10, height: 10, direction: .ltr)
        #expect(node.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func anAncestorAsAChildIsRefusedNamingBoth() throws {
        let root = FlexNode(name: "root"), middle = FlexNode(name: "middle"), leaf = FlexNode(name: "leaf")
        root.children = [middle]
        try middle.appendChild(leaf)
        #expect(throws: LayoutTreeError.cycle(child: "FlexNode \"root\"", parent: "FlexNode \"leaf\"")) { try leaf.insertChild(root, at: 0) }
        leaf.children = [root, FlexNode(name: "kept")]
        #expect(leaf.children.map(\.name) == ["kept"])
        #expect(root.parent == nil && middle.parent === root && leaf.parent === middle)
        root.calculateLayout(width: 50, height: nil, direction: .ltr)
        #expect(root.preorder.count == 4)
    }

    @Test func aNodeGivenToASecondTreeMovesThere() {
        let first = FlexNode(name: "first"), second = FlexNode(name: "second"), shared = FlexNode(name: "shared")
        first.children = [FlexNode(name: "a"), shared]
        second.children = [shared]
        #expect(first.children.map(\.name) == ["a"])
        #expect(shared.parent === second)
        let third = FlexNode(children: [shared], name: "third")
        #expect(second.children.isEmpty && shared.parent === third)
    }

    @Test func aChildListedTwiceIsKeptOnce() {
        let root = FlexNode(name: "root"), child = FlexNode(name: "child")
        child.style.height = .point(10)
        root.children = [child, child, FlexNode(name: "other")]
        #expect(root.children.map(\.name) == ["child", "other"])
        root.calculateLayout(width: 30, height: nil, direction: .ltr)
        #expect(root.frame.height == 10)
    }

    /// A chain `depth` levels deep whose last node measures 10 × 10, laid out at width 100.
    static func deepChainLaysOut(depth: Int) -> Bool {
        let root = FlexNode()
        var last = root
        for _ in 0..<depth {
            let next = FlexNode()
            last.children = [next]
            last = next
        }
        last.measure = { _, _, _, _ in CGSize(width: 10, height: 10) }
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        // Every level stretches to 100 and is as tall as the leaf.
        return root.frame == CGRect(x: 0, y: 0, width: 100, height: 10) && last.frame == CGRect(x: 0, y: 0, width: 100, height: 10)
            && root.preorder.allSatisfy { $0.frame == CGRect(x: 0, y: 0, width: 100, height: 10) }
    }

    /// Runs `body` on a new thread with a stack of `size` bytes.
    static func onThread(stackSize size: Int, _ body: @escaping @Sendable () -> Bool) async -> Bool {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: body()) }
            thread.stackSize = size
            thread.start()
        }
    }

    /// The test runner keeps the main thread to itself: a thread with the main thread's 8 MiB stack
    /// stands for it here (`cglayout-fuzz flex` lays out chains of 10,000+ levels on its main thread).
    @Test(.enabled(if: LongTests.isEnabled, "long: set CGLAYOUT_LONG_TESTS=1"))
    func aTenThousandLevelChainLaysOutOnAMainThreadSizedStack() async {
        #expect(await Self.onThread(stackSize: 8 << 20) { Self.deepChainLaysOut(depth: 10_000) })
    }

    @Test(.enabled(if: LongTests.isEnabled, "long: set CGLAYOUT_LONG_TESTS=1"))
    func aTenThousandLevelChainLaysOutInATask() async {
        let ok = await Task.detached { Self.deepChainLaysOut(depth: 10_000) }.value
        #expect(ok)
    }

    @Test func aDeepChainLaysOutOnAThreadWithASmallStack() async {
        #expect(await Self.onThread(stackSize: 512 << 10) { Self.deepChainLaysOut(depth: 3_000) })
    }

    /// A chain `depth` levels deep in which every level also holds `siblings` leaves 100 × 1 (a pass's
    /// scratch lives on the stack for a few items, on the heap for many), then a last level of `width` leaves.
    static func wideChainLaysOut(depth: Int, siblings: Int, width: Int) -> Bool {
        let root = FlexNode()
        var last = root
        func leaves(_ count: Int) -> [FlexNode] {
            (0..<count).map { _ in FlexNode(style: { var s = FlexStyle(); s.height = .point(1); return s }()) }
        }
        for _ in 0..<depth {
            let next = FlexNode()
            last.children = [next] + leaves(siblings)
            last = next
        }
        last.children = leaves(width)
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        // A column is as tall as its items: each level adds its siblings' height to the one below it.
        return root.frame.height == CGFloat(depth * siblings + width) && last.frame.height == CGFloat(width)
            && last.children.last?.frame == CGRect(x: 0, y: CGFloat(width - 1), width: 100, height: 1)
    }

    @Test func aChainWithSiblingsAndAWideLastLevelLaysOutOnAThreadWithASmallStack() async {
        #expect(await Self.onThread(stackSize: 512 << 10) { Self.wideChainLaysOut(depth: 600, siblings: 11, width: 3_000) })
    }

    @Test func aHundredThousandLevelChainIsFreedWithoutRecursion() {
        var root: FlexNode? = FlexNode()
        var last = root!
        for _ in 0..<100_000 {
            let next = FlexNode()
            last.children = [next]
            last = next
        }
        root = nil
        #expect(last.parent == nil)
    }

    @Test("extreme styles and measures never give a negative or non-finite frame", arguments: [
        CGFloat.infinity, -.infinity, .nan, 1e308, -1e308, .greatestFiniteMagnitude, 9.3e18,
    ])
    func extremeInputGivesValidFrames(value: CGFloat) {
        var style = FlexStyle()
        style.padding.top = .percent(value)
        style.margin.left = .point(value)
        let root = FlexNode(style: style)
        var grown = FlexStyle()
        grown.flexGrow = 1
        grown.height = .percent(value)
        let a = FlexNode(style: grown), b = FlexNode()
        b.measure = { _, _, _, _ in CGSize(width: value, height: -value) }
        let c = FlexNode()
        c.measure = { _, _, _, _ in CGSize(width: 0, height: value) }
        root.children = [a, b, FlexNode(children: [c])]
        for width in [CGFloat(300), value] {
            root.calculateLayout(width: width, height: nil, direction: .ltr)
            #expect(root.preorder.allSatisfy { $0.frame.isValidLayoutFrame }, "\(root.preorder.map(\.frame))")
        }
    }

    /// Lays out `root` and a fresh copy of it and compares every frame.
    /// (`width` NaN: undefined.)
    static func matchesAFreshTree(_ root: FlexNode, width: CGFloat) -> Bool {
        func copy(_ node: FlexNode) -> FlexNode {
            let copied = FlexNode(style: node.style, children: node.children.map(copy))
            copied.measure = node.measure
            return copied
        }
        let fresh = copy(root)
        let owner: CGFloat? = width.isNaN ? nil : width
        root.calculateLayout(width: owner, height: nil, direction: .ltr)
        fresh.calculateLayout(width: owner, height: nil, direction: .ltr)
        return root.preorder.map(\.frame) == fresh.preorder.map(\.frame)
    }

    @Test func aLeafSwitchedToDisplayContentsMatchesAFreshLayout() {
        let root = FlexNode(), box = FlexNode(), leaf = FlexNode()
        leaf.measure = { _, _, _, _ in CGSize(width: 40, height: 10) }
        root.children = [box]
        box.children = [leaf]
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        #expect(leaf.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        leaf.style.display = .contents
        #expect(Self.matchesAFreshTree(root, width: 100))
        #expect(leaf.frame == .zero && box.frame == CGRect(x: 0, y: 0, width: 100, height: 0))
    }

    @Test func aHiddenChildOfADisplayContentsBoxMatchesAFreshLayout() {
        var contents = FlexStyle()
        contents.display = .contents
        let root = FlexNode(), wrapper = FlexNode(style: contents), hidden = FlexNode(), shown = FlexNode()
        hidden.measure = { _, _, _, _ in CGSize(width: 40, height: 10) }
        shown.measure = { _, _, _, _ in CGSize(width: 20, height: 5) }
        root.children = [wrapper]
        wrapper.children = [hidden, shown]
        root.calculateLayout(width: 100, height: nil, direction: .ltr)
        #expect(hidden.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        hidden.style.display = .none
        #expect(Self.matchesAFreshTree(root, width: 100))
        #expect(hidden.frame == .zero && shown.frame == CGRect(x: 0, y: 0, width: 100, height: 5))
    }

    @Test func flexGuidesAsEachOthersItemsAreRefusedNamingBoth() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let outer = FlexLayoutGuide<LayoutNode>(name: "outer"), inner = FlexLayoutGuide<LayoutNode>(name: "inner")
        let stack = StackLayoutGuide<LayoutNode>(name: "stack")
        for guide in [outer, inner, stack] as [LayoutGuide<LayoutNode>] { root.add(layoutGuide: guide) }
        try outer.addItem(inner)
        #expect(throws: LayoutTreeError.cycle(child: "\(outer)", parent: inner.description)) { try inner.addItem(outer) }
        // Through a stack: inner → stack → outer → inner.
        try inner.addItem(stack)
        #expect(throws: LayoutTreeError.self) { try stack.addArrangedElement(outer) }
        outer.layoutBlock(with: .equal).layout(direction: .leftToRight)
        #expect(inner.frame.isValidLayoutFrame && stack.frame.isValidLayoutFrame)
    }

    @Test func aStretchSizedItemIsRemeasuredWhenItsContainerChanges() {
        // A `stretch` min-height reads the container's size: its measurement was reused for a new size.
        let root = FlexNode(), wrapped = FlexNode(), leaf = FlexNode(), absolute = FlexNode()
        wrapped.style.height = .stretch
        wrapped.style.maxWidth = .point(20)
        absolute.style.positionType = .absolute
        absolute.style.minHeight = .stretch
        wrapped.measure = { _, _, _, _ in CGSize(width: 20, height: 17) }
        leaf.measure = { _, _, _, _ in CGSize(width: 78, height: 17) }
        absolute.measure = { _, _, _, _ in CGSize(width: 104, height: 17) }
        root.children = [wrapped, leaf, absolute]
        root.calculateLayout(width: nil, height: nil, direction: .ltr)
        let child = FlexNode()
        child.style.minHeight = .point(8)
        leaf.children = [child]
        #expect(Self.matchesAFreshTree(root, width: .nan))
        #expect(absolute.frame == CGRect(x: 0, y: 0, width: 104, height: 25))
    }

    @Test func aStretchSizedItemInsideDisplayContentsIsResolvedForTheNewWidth() {
        // The item sits in a `display: contents` box: its container resolved the keywords of its own
        // children only, so the item kept the stretch width of the previous layout (95, not 96).
        func tree() -> FlexNode {
            let root = FlexNode(), wide = FlexNode(), contents = FlexNode(), item = FlexNode(), text = FlexNode()
            root.style.flexDirection = .row
            contents.style.display = .contents
            item.style.width = .stretch
            wide.measure = { _, _, _, _ in CGSize(width: 340, height: 1) }
            text.measure = { _, _, _, _ in CGSize(width: 96, height: 17) }
            item.children = [text]
            contents.children = [item]
            root.children = [wide, contents]
            return root
        }
        let root = tree()
        root.calculateLayout(width: 95, height: nil, direction: .ltr)
        let fresh = tree()
        root.calculateLayout(width: 215, height: nil, direction: .rtl)
        fresh.calculateLayout(width: 215, height: nil, direction: .rtl)
        #expect(root.preorder.map(\.frame) == fresh.preorder.map(\.frame))
        #expect(root.children[1].children[0].frame.width == fresh.children[1].children[0].frame.width)
    }

    @Test func anAbsoluteItemOfAStaticParentStretchesToItsContainingBlockOnEveryPass() {
        // The containing block is the root (the parent is static): a first layout stretched the item
        // to the static parent's height 0, a later one (the parent clean) to the root's 183.
        func tree() -> FlexNode {
            let root = FlexNode(), sibling = FlexNode(), parent = FlexNode(), item = FlexNode()
            parent.style.positionType = .static
            item.style.positionType = .absolute
            item.style.height = .stretch
            item.measure = { _, _, _, _ in CGSize(width: 16, height: 17) }
            parent.children = [item]
            root.children = [sibling, parent]
            return root
        }
        let root = tree()
        root.calculateLayout(width: 122, height: 183, direction: .ltr)
        let item = root.children[1].children[0]
        #expect(item.frame.size == CGSize(width: 16, height: 183))
        root.children[0].style.alignContent = .center
        root.calculateLayout(width: 122, height: 183, direction: .ltr)
        #expect(item.frame.size == CGSize(width: 16, height: 183))
        let fresh = tree()
        fresh.calculateLayout(width: 122, height: 183, direction: .ltr)
        #expect(root.preorder.map(\.frame) == fresh.preorder.map(\.frame))
    }
}
