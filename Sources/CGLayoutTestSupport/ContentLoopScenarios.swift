import CGLayout
import Foundation

/// Trees that reach containers' contents through a block of some engine (a relation layout, an adaptive
/// scheme), for the tests that check that such a block hands the pass's re-entrance guard on: a loop
/// through it is found where it closes, naming the container met again and the one whose content reached
/// it, and nesting it deeper than the per-thread backstop of fresh passes (1,000) is no loop.
///
/// `placing` makes the block under test: one that lays out `element` (a guide child of `root`) at
/// `frame`, in `root`'s space, when it is run in `space` (the frame of the guide whose content it is).
public enum ContentLoopScenarios {
    /// A block that lays out `element` at `frame` in `root`'s space when it is run in `space`.
    public typealias Placing = @Sendable (_ root: LayoutNode, _ element: LayoutGuide<LayoutNode>, _ frame: CGRect, _ space: CGRect) -> any LayoutBlockProtocol

    /// A layout that places an element at `frame` in a source rect `space`.
    public static func layout(placing frame: CGRect, in space: CGRect) -> Layout {
        Layout(x: .left(frame.minX - space.minX), y: .top(frame.minY - space.minY), width: .fixed(frame.width), height: .fixed(frame.height))
    }

    /// Guide `a` (laid out by `scheme` at (10, 10, 200, 100)) has as content the block under test, which
    /// lays out guide `b` at (20, 20, 50, 30); `b`'s content is a scheme that lays out `a` again, 1 and 2
    /// points into `b`, 3 × 4: the loop closes at `a`, reached from `b`'s content.
    public struct Loop: Sendable {
        public let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        public let a = LayoutGuide<LayoutNode>(name: "a")
        public let b = LayoutGuide<LayoutNode>(name: "b")
        public let scheme: LayoutScheme
        /// `b`'s frame, from the block under test.
        public let bFrame = CGRect(x: 20, y: 20, width: 50, height: 30)
        /// `a`'s frame once `b`'s content laid it out: 1 and 2 points into `b`, 3 × 4.
        public let aFrameInB = CGRect(x: 21, y: 22, width: 3, height: 4)

        public init(placing: Placing) {
            root.add(layoutGuide: a)
            root.add(layoutGuide: b)
            a.contentLayout = placing(root, b, bFrame, CGRect(x: 10, y: 10, width: 200, height: 100))
            b.contentLayout = LayoutScheme(blocks: [a.layoutBlock(with: Layout(x: .left(1), y: .top(2), width: 3, height: 4))])
            scheme = LayoutScheme(blocks: [a.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 200, height: 100))])
        }

        /// The cycle the pass must report at `a`: `a` met again inside its own content, reached from `b`'s.
        public var cycleAtA: LayoutTreeError { .cycle(child: a.description, parent: b.description) }
    }

    /// `depth` guides, each one's content the block under test laying out the next one 0.25 lower (full
    /// size 300 × 400), the last one's content a scheme laying out `leaf` at its top left, 20 × 10.
    public struct Nesting: Sendable {
        public let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "root")
        public let leaf = LayoutNode(name: "leaf")
        public let guides: [LayoutGuide<LayoutNode>]
        public let scheme: LayoutScheme

        public init(depth: Int, placing: Placing) throws {
            try root.addChild(leaf)
            guides = (0..<depth).map { LayoutGuide<LayoutNode>(name: "g\($0)") }
            for guide in guides { root.add(layoutGuide: guide) }
            for (index, (guide, next)) in zip(guides, guides.dropFirst()).enumerated() {
                guide.contentLayout = placing(root, next, CGRect(x: 0, y: 0.25 * CGFloat(index + 1), width: 300, height: 400),
                                              CGRect(x: 0, y: 0.25 * CGFloat(index), width: 300, height: 400))
            }
            guides[depth - 1].contentLayout = LayoutScheme(blocks: [leaf.layoutBlock(with: Layout(x: .left(), y: .top(), width: 20, height: 10))])
            scheme = LayoutScheme(blocks: [guides[0].layoutBlock(with: Layout(x: .left(), y: .top(), width: 300, height: 400))])
        }

        /// The leaf's frame: 0.25 lower per level below the first guide.
        public var leafFrame: CGRect { CGRect(x: 0, y: 0.25 * CGFloat(guides.count - 1), width: 20, height: 10) }
    }

    /// Runs `body` (a layout, or a snapshot and its apply) where the test asks: here, or in a detached task
    /// (off the main actor, on a task's smaller stack).
    public static func run(offTheMainActor: Bool, _ body: @escaping @Sendable () -> Void) async {
        if offTheMainActor { await Task.detached { body() }.value } else { body() }
    }
}

extension ContentLoopScenarios.Loop {
    /// What a live layout (here or in a detached task) gives other than it should, empty when all holds:
    /// `a` at (10, 10, 200, 100); the block under test puts `b` at (20, 20, 50, 30); `b`'s content puts `a`
    /// 1 and 2 points in, 3 × 4; there `a`'s content is skipped: `a` is met inside its own content, reached
    /// from `b`'s (``cycleAtA``), and `scheme.issues` says so.
    public func mismatchesOfLiveLayout(offTheMainActor: Bool) async -> [String] {
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) { scheme.layout(direction: .leftToRight) }
        var mismatches: [String] = []
        if a.contentIssue != cycleAtA { mismatches.append("a's content issue: \(String(describing: a.contentIssue))") }
        if b.contentIssue != nil { mismatches.append("b's content issue: \(String(describing: b.contentIssue))") }
        if b.frame != bFrame { mismatches.append("b at \(b.frame)") }
        if a.frame != aFrameInB { mismatches.append("a at \(a.frame)") }
        if !scheme.issues.map(\.kind).contains(.contentLaysOutItsContainer(element: "LayoutGuide<LayoutNode> \"a\"")) {
            mismatches.append("scheme.issues: \(scheme.issues)")
        }
        return mismatches
    }

    /// What a snapshot and its apply (here or in a detached task) give other than they should, empty when all
    /// holds: the snapshot has `b` where the layout puts it and `a` last where `b`'s content puts it, with
    /// `a`'s content left out there; apply refuses it as ``LayoutSnapshotError/containerLaidOutByItsContent(path:element:)``
    /// naming `a`, and writes nothing.
    public func mismatchesOfSnapshotAndApply(offTheMainActor: Bool) async -> [String] {
        let outcome = Outcome()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) {
            let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
            outcome.frames = [LayoutContext.reading(snapshot).frame(of: a), LayoutContext.reading(snapshot).frame(of: b)]
            do throws(LayoutSnapshotError) { try scheme.apply(snapshot: snapshot) } catch { outcome.error = error }
        }
        var mismatches: [String] = []
        if outcome.frames != [aFrameInB, bFrame] { mismatches.append("frames of a and b in the snapshot: \(outcome.frames)") }
        if case .containerLaidOutByItsContent(_, "LayoutGuide<LayoutNode> \"a\"")? = outcome.error {} else {
            mismatches.append("apply: \(String(describing: outcome.error))")
        }
        if a.frame != .zero || b.frame != .zero { mismatches.append("written: a \(a.frame), b \(b.frame)") }
        return mismatches
    }
}

extension ContentLoopScenarios.Nesting {
    /// What a live layout, then a snapshot and its apply (here or in a detached task), give other than they
    /// should, empty when all holds: no container reports a loop, and the leaf is at ``leafFrame`` after each.
    public func mismatches(offTheMainActor: Bool) async -> [String] {
        let outcome = Outcome()
        await ContentLoopScenarios.run(offTheMainActor: offTheMainActor) {
            scheme.layout(direction: .leftToRight)
            outcome.frames = [leaf.frame]
            let snapshot = scheme.snapshot(for: root.bounds, direction: .leftToRight)
            leaf.frame = .zero
            do throws(LayoutSnapshotError) { try scheme.apply(snapshot: snapshot) } catch { outcome.error = error }
            outcome.frames.append(leaf.frame)
        }
        var mismatches: [String] = []
        if outcome.frames != [leafFrame, leafFrame] { mismatches.append("the leaf laid out, then applied: \(outcome.frames)") }
        if let error = outcome.error { mismatches.append("apply: \(error)") }
        if let looping = guides.first(where: { $0.contentIssue != nil }) { mismatches.append("\(looping): \(looping.contentIssue!)") }
        return mismatches
    }
}

/// What a pass run by ``ContentLoopScenarios/run(offTheMainActor:_:)`` saw: written by that task, read after it ended.
private final class Outcome: @unchecked Sendable {
    var frames: [CGRect] = []
    var error: LayoutSnapshotError?
}
