import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// The containers whose content a pass is in travel with the pass, not with the thread: two passes on
/// one thread pool share nothing, a loop through the built-in blocks is found where it closes (naming
/// the container whose content reached it), nesting deeper than the backstop is not a loop, and a loop
/// through a content block of one's own that starts fresh passes through the public API still ends,
/// with the cycle named.
@Suite("Loops through containers' contents: the guard belongs to the pass")
struct ContentGuardPerPassTests {
    /// A stack `stack` arranging `guide` (whose content lays out `child`) and `looping` (whose content
    /// lays out the stack again: a loop at the stack), and the two schemes of the test.
    private struct Tree {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let child = LayoutNode(name: "child")
        let stack = StackLayoutGuide<LayoutNode>(axis: .vertical, name: "stack")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        let looping = LayoutGuide<LayoutNode>(name: "looping")
        /// Lays out the stack: meets the loop.
        let loopingScheme: LayoutScheme
        /// Lays out the guide alone: no loop.
        let guideScheme: LayoutScheme

        init() throws {
            try root.addChild(child)
            for guide in [stack, guide, looping] as [LayoutGuide<LayoutNode>] { root.add(layoutGuide: guide) }
            try stack.addArrangedElement(guide)
            try stack.addArrangedElement(looping)
            guide.contentLayout = LayoutScheme(blocks: [child.layoutBlock(with: Layout(x: .left(5), y: .top(5), width: 30, height: 10))])
            looping.contentLayout = LayoutScheme(blocks: [stack.layoutBlock(with: .equal)])
            loopingScheme = LayoutScheme(blocks: [stack.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 200, height: 100))])
            guideScheme = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(40), y: .top(200), width: 100, height: 50))])
        }
    }

    @Test("A snapshot meeting a loop on one task and a legitimate snapshot of a container in that loop on others, concurrently off the main actor")
    func concurrentSnapshotsShareNoGuard() async throws {
        let tree = try Tree()
        // What each snapshot must give, by arithmetic: the guide alone at (40, 200, 100, 50), its child 5 in.
        let alone = rect(45, 205, 30, 10)
        // Inside the stack (10, 10, 200, 100), vertical, equal: the guide gets the top half.
        let inStack = rect(15, 15, 30, 10)
        let rounds = 200
        let results = await withTaskGroup(of: (loop: Bool, frame: CGRect, refused: Bool).self) { group in
            for round in 0..<rounds {
                group.addTask {
                    let looping = round % 2 == 0
                    let scheme = looping ? tree.loopingScheme : tree.guideScheme
                    let snapshot = scheme.snapshot(for: tree.root.bounds, direction: .leftToRight)
                    var refused = false
                    do { try scheme.validate(snapshot: snapshot) } catch { refused = true }
                    return (looping, LayoutContext.reading(snapshot).frame(of: tree.child), refused)
                }
            }
            var all: [(loop: Bool, frame: CGRect, refused: Bool)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == rounds)
        for result in results where !result.loop {
            #expect(result.frame == alone && !result.refused, "the guide laid out alone: \(result)")
        }
        for result in results where result.loop {
            // The loop is met at the stack, inside the looping guide's content; the guide's content is laid out.
            #expect(result.frame == inStack && result.refused, "the looping scheme: \(result)")
        }
        #expect(tree.child.frame == .zero, "nothing written")
    }

    @Test("A loop met in a live layout on one task while other tasks lay out another tree with the same shape and no loop")
    func concurrentLayoutsOfSeparateTrees() async throws {
        let trees = try (0..<8).map { _ in try Tree() }
        await withTaskGroup(of: Void.self) { group in
            for (index, tree) in trees.enumerated() {
                group.addTask {
                    for _ in 0..<20 { (index == 0 ? tree.loopingScheme : tree.guideScheme).layout(direction: .leftToRight) }
                }
            }
        }
        #expect(trees[0].stack.contentIssue == .cycle(child: trees[0].stack.description, parent: trees[0].looping.description))
        #expect(trees[0].loopingScheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: "StackLayoutGuide<LayoutNode> \"stack\"")))
        for tree in trees.dropFirst() {
            #expect(tree.guide.contentIssue == nil)
            #expect(tree.child.frame == rect(45, 205, 30, 10))
            #expect(tree.guideScheme.issues.isEmpty, "\(tree.guideScheme.issues)")
        }
    }

    /// A content block of one's own: it lays out `scheme` through the public API, a fresh pass each time.
    /// It lists its elements, so `scheme.issues` can tell the loop.
    private struct RelayingBlock: LayoutBlockProtocol, LayoutElementListing {
        let scheme: LayoutScheme
        let runs: Counter
        var listedElements: [any LayoutElement] { scheme.listedElements }
        var currentSnapshot: LayoutSnapshot { scheme.currentSnapshot }
        func layout(direction: LayoutDirection) { layout(in: .zero, direction: direction) }
        func layout(in sourceRect: CGRect, direction: LayoutDirection) {
            runs.add()
            scheme.layout(direction: direction)
        }
        func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot {
            runs.add()
            return scheme.snapshot(for: sourceRect, direction: direction)
        }
        func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try scheme.apply(snapshot: snapshot) }
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }

    @Test("A loop through a content block of one's own, which starts a fresh pass each round, ends at once and names the container",
          arguments: [false, true])
    func loopThroughAUserBlockEnds(offTheMainThread: Bool) async throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let guide = LayoutGuide<LayoutNode>(name: "guide")
        root.add(layoutGuide: guide)
        let scheme = LayoutScheme(blocks: [guide.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 100, height: 50))])
        let runs = Counter()
        guide.contentLayout = RelayingBlock(scheme: scheme, runs: runs)
        // Off the main thread, on a task's smaller stack: the same.
        if offTheMainThread {
            await Task.detached { scheme.layout(direction: .leftToRight) }.value
        } else {
            scheme.layout(direction: .leftToRight)
        }
        #expect(guide.contentIssue == .cycle(child: guide.description, parent: guide.description))
        #expect(scheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"guide\"")), "\(scheme.issues)")
        #expect(guide.frame == rect(10, 10, 100, 50))
        // The block's fresh pass met the guide, where the enclosing fresh pass started: one round.
        #expect(runs.value == 1, "\(runs.value) rounds")
        // A later pass starts from nothing left behind: the same result.
        scheme.layout(direction: .rightToLeft)
        #expect(guide.contentIssue == .cycle(child: guide.description, parent: guide.description))
        #expect(runs.value == 2)
    }

    /// A content block of one's own that lays out its scheme `times` times per round.
    private struct RepeatingBlock: LayoutBlockProtocol {
        let scheme: LayoutScheme
        let times: Int
        let runs: Counter
        var currentSnapshot: LayoutSnapshot { scheme.currentSnapshot }
        func layout(direction: LayoutDirection) { layout(in: .zero, direction: direction) }
        func layout(in sourceRect: CGRect, direction: LayoutDirection) {
            runs.add()
            for _ in 0..<times { scheme.layout(direction: direction) }
        }
        func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot { scheme.snapshot(for: sourceRect, direction: direction) }
        func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) { try scheme.apply(snapshot: snapshot) }
    }

    @Test("A loop through blocks of one's own that branches at each round (two layouts per round, two guides) ends after a few rounds")
    func branchingLoopEndsAtOnce() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let first = LayoutGuide<LayoutNode>(name: "first"), second = LayoutGuide<LayoutNode>(name: "second")
        root.add(layoutGuide: first)
        root.add(layoutGuide: second)
        let runs = Counter()
        let toSecond = LayoutScheme(blocks: [second.layoutBlock(with: .equal)]), toFirst = LayoutScheme(blocks: [first.layoutBlock(with: .equal)])
        first.contentLayout = RepeatingBlock(scheme: toSecond, times: 2, runs: runs)
        second.contentLayout = RepeatingBlock(scheme: toFirst, times: 2, runs: runs)
        LayoutScheme(blocks: [first.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 100))]).layout(direction: .leftToRight)
        // first's content lays out second twice; each time second's content lays out first twice, where the loop is met:
        // 1 + 2 rounds. A bound of depth alone would have run 2 to the power of the bound.
        #expect(runs.value == 3, "\(runs.value) rounds")
        #expect(first.contentIssue == .cycle(child: first.description, parent: second.description))
    }

    /// A content block of one's own that, each round, makes a new guide with itself as content and lays it out.
    private final class SpawningBlock: LayoutBlockProtocol, @unchecked Sendable {
        let root: LayoutNode
        private(set) var guides: [LayoutGuide<LayoutNode>] = []
        init(root: LayoutNode) { self.root = root }
        var currentSnapshot: LayoutSnapshot { LayoutSnapshot(childSnapshots: []) }
        func layout(direction: LayoutDirection) { layout(in: .zero, direction: direction) }
        func layout(in sourceRect: CGRect, direction: LayoutDirection) {
            let guide = LayoutGuide<LayoutNode>(name: "spawned\(guides.count)")
            guides.append(guide)
            root.add(layoutGuide: guide)
            guide.contentLayout = self
            LayoutScheme(blocks: [guide.layoutBlock(with: .equal)]).layout(direction: direction)
        }
        func snapshot(for sourceRect: CGRect, direction: LayoutDirection) -> LayoutSnapshot { currentSnapshot }
        func apply(snapshot: LayoutSnapshot) throws(LayoutSnapshotError) {}
    }

    @Test("A block of one's own that makes a new container at each round is ended by the depth limit (1,000 fresh passes)")
    func newContainerEveryRoundEndsAtTheLimit() async throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let spawner = SpawningBlock(root: root)
        // On a task's stack: the deep recursion goes on on new threads, and the count goes along.
        await Task.detached { spawner.layout(direction: .leftToRight) }.value
        #expect(spawner.guides.count == 1_001)
        let last = try #require(spawner.guides.last)
        #expect(last.contentIssue == .cycle(child: last.description, parent: last.description))
        #expect(spawner.guides.dropLast().allSatisfy { $0.contentIssue == nil })
        // Nothing left behind: a fresh round starts from zero again.
        spawner.layout(direction: .leftToRight)
        #expect(spawner.guides.count == 2_002)
    }

    @Test("Built-in containers nested deeper than the backstop of fresh passes are no loop: the pass hands its guard down")
    func nestingDeeperThanTheBackstopIsNoLoop() throws {
        let depth = 1_500
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let leaf = LayoutNode(name: "leaf")
        try root.addChild(leaf)
        let guides = (0..<depth).map { LayoutGuide<LayoutNode>(name: "g\($0)") }
        for guide in guides { root.add(layoutGuide: guide) }
        // Each guide's content lays out the next one 1 point in; the last one's lays out the leaf.
        for (guide, next) in zip(guides, guides.dropFirst()) {
            guide.contentLayout = LayoutScheme(blocks: [next.layoutBlock(with: Layout(x: .left(0), y: .top(0.25), width: .scaled(1), height: .scaled(1)))])
        }
        guides[depth - 1].contentLayout = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 10))])
        let scheme = LayoutScheme(blocks: [guides[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 400))])
        scheme.layout(direction: .leftToRight)
        // The leaf sits 0.25 lower per level below the first guide: 1,499 levels.
        #expect(leaf.frame == rect(0, 374.75, 20, 10))
        #expect(guides.allSatisfy { $0.contentIssue == nil })
        let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
        leaf.frame = .zero
        try scheme.apply(snapshot: snapshot)
        #expect(leaf.frame == rect(0, 374.75, 20, 10))
    }
}
