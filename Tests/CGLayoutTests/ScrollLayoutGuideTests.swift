import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A 320 × 200 root with a scroll guide filling it and `rows` rows of 100 pt, one below the other.
private func makeScroll(rows count: Int = 10, directions: ScrollDirection = .vertical,
                        rowLayout: (Int) -> Layout = { Layout(x: .left(), y: .top(CGFloat($0) * 100), width: .scaled(1), height: 100) })
    throws -> (LayoutNode, ScrollLayoutGuide<LayoutNode>, [LayoutNode], LayoutBlock<ScrollLayoutGuide<LayoutNode>>) {
    let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
    let rows = (0..<count).map { LayoutNode(name: "row\($0)") }
    for row in rows { try root.addChild(row) }
    let scroll = ScrollLayoutGuide<LayoutNode>(
        layout: LayoutScheme(blocks: rows.enumerated().map { $1.layoutBlock(with: rowLayout($0)) }),
        scrollDirections: directions, name: "scroll")
    root.add(layoutGuide: scroll)
    let block = scroll.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
    block.layout(direction: .leftToRight)
    return (root, scroll, rows, block)
}

@Suite("ScrollLayoutGuide")
struct ScrollLayoutGuideTests {
    @Test("Content size comes from the content scheme; layout bounds reflect the offset")
    func contentSizeAndOffset() throws {
        let (root, scroll, rows, _) = try makeScroll()
        defer { withExtendedLifetime(root) {} }
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 800))
        #expect(rows[3].frame == rect(0, 300, 320, 100))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        #expect(rows[3].frame == rect(0, 0, 320, 100) && rows[0].frame.minY == -300)
        #expect(scroll.layoutBounds == rect(0, 0, 320, 1000))
        #expect(scroll.bounds == rect(0, 300, 320, 200))
        #expect(scroll.convert(rect: scroll.layoutBounds, to: root) == rect(0, -300, 320, 1000))
        // A content constraint sees the scrolled content area.
        let marker = LayoutNode(name: "marker")
        try root.addChild(marker)
        marker.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: 10, height: 10),
                           constraints: [scroll.contentLayoutConstraint(for: [.equally])]).layout(direction: .leftToRight)
        #expect(marker.frame == rect(0, 690, 10, 10))
    }

    @Test("Content is laid out in the direction of the pass, also after the offset changes", arguments: LayoutDirection.allCases)
    func rtlContent(direction: LayoutDirection) throws {
        let (root, scroll, rows, block) = try makeScroll(rows: 3) { Layout(x: .leading(10), y: .top(CGFloat($0) * 100), width: 100, height: 100) }
        defer { withExtendedLifetime(root) {} }
        block.layout(direction: direction)
        let x: CGFloat = direction == .leftToRight ? 10 : 210
        #expect(rows.map(\.frame) == [rect(x, 0, 100, 100), rect(x, 100, 100, 100), rect(x, 200, 100, 100)])
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        #expect(rows[0].frame == rect(x, -50, 100, 100))
    }

    @Test("Scroll directions: a vertical guide ignores horizontal offsets; both scroll both ways")
    func directions() throws {
        let (root, scroll, _, _) = try makeScroll(rows: 2) { Layout(x: .left(CGFloat($0) * 400), y: .top(CGFloat($0) * 300), width: 100, height: 100) }
        defer { withExtendedLifetime(root) {} }
        scroll.contentOffset = CGPoint(x: 50, y: 10)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
        #expect(scroll.contentSize == CGSize(width: 320, height: 400))
        scroll.scrollDirections = .both
        scroll.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))).layout(direction: .leftToRight)
        #expect(scroll.contentSize == CGSize(width: 500, height: 400))
        scroll.contentOffset = CGPoint(x: 50, y: 10)
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 10))
        scroll.scrollDirections = .horizontal
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 0))
    }

    @Test("Offsets beyond the content are kept and reported; non-finite offsets count as 0")
    func offsetsBeyondContent() throws {
        let (root, scroll, rows, _) = try makeScroll()
        defer { withExtendedLifetime(root) {} }
        scroll.contentOffset = CGPoint(x: 0, y: 900)
        #expect(scroll.contentOffset.y == 900 && scroll.isOverscrolled)
        #expect(scroll.confinedContentOffset(scroll.contentOffset) == CGPoint(x: 0, y: 800))
        #expect(rows[9].frame.minY == 0)
        scroll.contentOffset = CGPoint(x: 0, y: -40)
        #expect(scroll.confinedContentOffset(scroll.contentOffset) == .zero && scroll.isOverscrolled)
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: CGFloat.infinity)
        #expect(scroll.contentOffset == .zero && !scroll.isOverscrolled)
        #expect(rows.allSatisfy { $0.frame.isValidLayoutFrame })
    }

    @Test("A snapshot carries the content without moving it; apply writes it and the content size")
    func snapshotAndApply() throws {
        let (root, scroll, rows, block) = try makeScroll()
        defer { withExtendedLifetime(root) {} }
        let taller = block.snapshot(for: rect(0, 0, 320, 400), direction: .leftToRight)
        #expect(scroll.frame.height == 200 && rows[1].frame == rect(0, 100, 320, 100))
        #expect(taller.frame == rect(0, 0, 320, 400) && taller.childSnapshots[0].childSnapshots.count == 10)
        try block.apply(snapshot: taller)
        #expect(scroll.frame.height == 400 && scroll.maximumContentOffset == CGPoint(x: 0, y: 600))
    }

    /// A snapshot writes nothing, so the scroll guide's own record of its content size was the one from
    /// before the pass: a later block reading the content area got a stale size (y 90 for a fresh guide,
    /// where `layout()` gives y 990 for 1,000 pt of content).
    @Test("A block reading the content area after the scroll guide's block sees the content laid out in the same snapshot")
    func snapshotReadsContentSizeOfTheSamePass() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 200), name: "root")
        var heights: [CGFloat] = Array(repeating: 100, count: 10)
        let rows = (0..<10).map { LayoutNode(name: "row\($0)") }
        for row in rows { try root.addChild(row) }
        func content() -> LayoutScheme {
            var top: CGFloat = 0
            return LayoutScheme(blocks: rows.enumerated().map { index, row in
                defer { top += heights[index] }
                return row.layoutBlock(with: Layout(x: .left(), y: .top(top), width: .scaled(1), height: .fixed(heights[index])))
            })
        }
        let scroll = ScrollLayoutGuide<LayoutNode>(layout: content(), scrollDirections: .vertical, name: "scroll")
        root.add(layoutGuide: scroll)
        let marker = LayoutNode(name: "marker")
        try root.addChild(marker)
        let scheme = LayoutScheme(blocks: [
            scroll.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
            marker.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: 10, height: 10),
                               constraints: [scroll.contentLayoutConstraint(for: [.equally])]),
        ])
        let fresh = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [scroll, marker])
        #expect(fresh.laidOut[1] == rect(0, 990, 10, 10))
        #expect(fresh.applied == fresh.laidOut)
        // The content changes: a snapshot sees the new content size, not the one the last pass left.
        heights = Array(repeating: 40, count: 10)
        scroll.contentLayout = content()
        let shorter = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [scroll, marker])
        #expect(shorter.laidOut[1] == rect(0, 390, 10, 10))
        #expect(shorter.applied == shorter.laidOut)
        // Inside a stack too: the scroll guide's content is part of the stack's content snapshot.
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "stack")
        root.add(layoutGuide: stack)
        try stack.addArrangedElement(scroll)
        let stacked = LayoutScheme(blocks: [
            stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))),
            marker.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: 10, height: 10),
                               constraints: [scroll.contentLayoutConstraint(for: [.equally])]),
        ])
        heights = Array(repeating: 70, count: 10)
        scroll.contentLayout = content()
        let inStack = try framesOfLayoutAndSnapshot(stacked, in: root.bounds, [scroll, marker])
        #expect(inStack.laidOut[1] == rect(0, 690, 10, 10))
        #expect(inStack.applied == inStack.laidOut)
    }

    @Test("Deceleration ends by itself inside the content, the same way every time")
    func decelerationIsDeterministic() throws {
        func run() throws -> [CGFloat] {
            let (root, scroll, _, _) = try makeScroll()
            defer { withExtendedLifetime(root) {} }
            scroll.decelerate(withVelocity: CGPoint(x: 300, y: 1200))
            var offsets: [CGFloat] = []
            while scroll.stepDeceleration() { offsets.append(scroll.contentOffset.y) }
            offsets.append(scroll.contentOffset.y)
            #expect(!scroll.isDecelerating && scroll.contentOffset.x == 0)
            return offsets
        }
        let first = try run(), second = try run()
        #expect(first == second)
        #expect(first.count > 10 && first.count < 60 * 30)
        #expect(zip(first, first.dropFirst()).allSatisfy { $0 <= $1 })
        #expect((0...800).contains(first.last!))
    }

    @Test("A flick past the end bounces beyond it and comes back to rest at the edge")
    func bounce() throws {
        let (root, scroll, rows, _) = try makeScroll()
        defer { withExtendedLifetime(root) {} }
        scroll.contentOffset = CGPoint(x: 0, y: 700)
        scroll.decelerate(withVelocity: CGPoint(x: 0, y: 2500))
        var highest: CGFloat = 0, steps = 0
        while scroll.stepDeceleration() { highest = max(highest, scroll.contentOffset.y); steps += 1 }
        #expect(highest > 800)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 800) && steps < 60 * 30)
        #expect(rows[9].frame.minY == 100)
    }

    @Test("Without bounces the offset stops at the edge; an overscrolled offset springs back")
    func noBounceAndSpringBack() throws {
        let (root, scroll, _, _) = try makeScroll()
        defer { withExtendedLifetime(root) {} }
        scroll.contentOffset = CGPoint(x: 0, y: 700)
        scroll.decelerate(withVelocity: CGPoint(x: 0, y: 2500), bounces: false)
        var highest: CGFloat = 0
        while scroll.stepDeceleration() { highest = max(highest, scroll.contentOffset.y) }
        #expect(highest <= 800 && scroll.contentOffset.y == 800)

        scroll.contentOffset = CGPoint(x: 0, y: -120)
        scroll.decelerate(withVelocity: .zero)
        var lowest: CGFloat = -120
        while scroll.stepDeceleration() { #expect(scroll.contentOffset.y >= lowest); lowest = scroll.contentOffset.y }
        #expect(scroll.contentOffset == .zero)
    }

    @Test("Bad input to the motion: NaN velocity, no room to scroll, zero or negative steps")
    func decelerationBadInput() throws {
        var motion = ScrollDeceleration(offset: CGPoint(x: 10, y: CGFloat.nan), velocity: CGPoint(x: CGFloat.nan, y: CGFloat.infinity),
                                        maximumOffset: CGPoint(x: -5, y: 100))
        #expect(motion.velocity == .zero && motion.maximumOffset == CGPoint(x: 0, y: 100))
        #expect(!motion.isFinished)          // x = 10 is beyond a range of 0...0: it springs back
        motion.step(by: -1); motion.step(by: TimeInterval.nan)
        #expect(motion.elapsed == 0)
        while !motion.isFinished { motion.step() }
        #expect(motion.offset == .zero)

        let (root, scroll, _, _) = try makeScroll(rows: 1)
        defer { withExtendedLifetime(root) {} }
        scroll.decelerate(withVelocity: CGPoint(x: 0, y: 500))
        var steps = 0
        while scroll.stepDeceleration() { steps += 1 }
        #expect(scroll.contentOffset == .zero && steps < 60 * 30)
    }

    @Test("Content laid out again by a second writer inside the content: the content size is where it ends, in layout() and in a snapshot")
    func contentSizeFromTheLastWrite() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tall = LayoutNode(name: "tall"), below = LayoutNode(name: "below")
        try root.addChild(tall)
        try root.addChild(below)
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "stack")
        root.add(layoutGuide: stack)
        try stack.addArrangedElement(tall)
        // `tall` is 1,000 high from its own block, then the stack (a second writer, reported) makes it 50.
        let scroll = ScrollLayoutGuide<LayoutNode>(layout: LayoutScheme(blocks: [
            tall.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 1000)),
            stack.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 50)),
        ]), scrollDirections: .vertical, name: "scroll")
        root.add(layoutGuide: scroll)
        let scheme = LayoutScheme(blocks: [
            scroll.layoutBlock(with: Layout(x: .left(), y: .top(), width: 320, height: 200)),
            below.layoutBlock(with: Layout(x: .left(), y: .top(), width: 10, height: 10),
                              constraints: [scroll.contentLayoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        scheme.layout()
        // The content ends at the stack's 50 pt, inside the 200 pt frame: the content size is the frame's.
        #expect(tall.frame.height == 50)
        #expect(scroll.contentSize == CGSize(width: 320, height: 200))
        #expect(below.frame == CGRect(x: 0, y: 200, width: 10, height: 10))
        #expect(scheme.issues.contains { if case .laidOutByMoreThanOneWriter = $0.kind { true } else { false } })
        tall.frame = .zero; below.frame = .zero; scroll.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(scroll.contentSize == CGSize(width: 320, height: 200))
        #expect(below.frame == CGRect(x: 0, y: 200, width: 10, height: 10))
    }
}
