@testable import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A profile card laid out by an adaptive scheme (the avatar and a details panel, side by side from 600 points wide,
/// stacked below); the details panel's content is an adaptive scheme of its own (a name line). The avatar is the
/// user's element: measuring it starts a task (a prefetch of its image) that outlives the pass. Nothing of the pass may
/// outlive it through that task (the outer scheme's computation travels in the pass's context, not in a task-local the
/// task would inherit), and once the pass is over the computation lets go of the inner scheme's snapshot it took:
/// freeing the screen frees that snapshot while the task still runs.
@Suite("An adaptive scheme's computation outlived by a task started inside it")
struct AdaptiveComputationOutlivedTests {
    /// The tasks the avatar started, each running until `release()`.
    final class Prefetches: @unchecked Sendable {
        private let lock = NSLock()
        private var tasks: [Task<Void, Never>] = []
        private let (stream, continuation) = AsyncStream<Void>.makeStream()

        /// Starts a task that runs until `release()`.
        func start() {
            let stream = self.stream
            let task = Task { for await _ in stream {} }
            lock.withLock { tasks.append(task) }
        }

        var count: Int { lock.withLock { tasks.count } }

        /// Ends every task and waits for them.
        func release() async {
            continuation.finish()
            for task in lock.withLock({ tasks }) { await task.value }
        }
    }

    /// The avatar: 40 × 40 whatever the proposal; measuring it starts a prefetch.
    final class PrefetchingAvatar: AdjustableLayoutElement, @unchecked Sendable {
        var frame = CGRect.zero, bounds = CGRect.zero
        weak var parent: LayoutNode?
        let prefetches: Prefetches
        init(parent: LayoutNode, prefetches: Prefetches) { self.parent = parent; self.prefetches = prefetches }
        var superElement: (any LayoutElement)? { parent }
        func removeFromSuperElement() { parent = nil }
        func sizeThatFits(_ size: CGSize) -> CGSize {
            prefetches.start()
            return CGSize(width: 40, height: 40)
        }
    }

    struct Screen {
        let root: LayoutNode
        let card = LayoutGuide<LayoutNode>(name: "card"), details = LayoutGuide<LayoutNode>(name: "details")
        let avatar: PrefetchingAvatar
        let name = LayoutNode(name: "name")
        let scheme: LayoutScheme

        init(width: CGFloat, prefetches: Prefetches) throws {
            root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 600), name: "screen")
            avatar = PrefetchingAvatar(parent: root, prefetches: prefetches)
            try root.addChild(name)
            root.add(layoutGuide: card)
            root.add(layoutGuide: details)
            details.contentLayout = AdaptiveScheme(container: details, variants: [
                .init("name line", scheme: LayoutScheme(blocks: [name.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: 100, height: 20))])),
            ])
            let avatar = self.avatar
            func avatarBlock() -> any LayoutBlockProtocol { avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .fit, height: .fit)) }
            card.contentLayout = AdaptiveScheme(container: card, variants: [
                .init("side by side", when: .width(atLeast: 600), scheme: LayoutScheme(blocks: [
                    avatarBlock(), details.layoutBlock(with: Layout(x: .leading(72), y: .top(16), width: 200, height: 120)),
                ])),
                .init("stacked", scheme: LayoutScheme(blocks: [
                    avatarBlock(), details.layoutBlock(with: Layout(x: .leading(16), y: .top(72), width: 200, height: 120)),
                ])),
            ])
            scheme = LayoutScheme(blocks: [card.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        }

        /// The design by arithmetic (in the screen's space): the avatar 16 in from the leading edge, the details panel
        /// beside it (72 in, at 16) from 600 points wide, else below it (16 in, at 72); the name 8 in at its top.
        static func expected(width: CGFloat, rtl: Bool) -> [CGRect] {
            func leading(_ inset: CGFloat, _ length: CGFloat, in origin: CGFloat, _ span: CGFloat) -> CGFloat {
                rtl ? origin + span - inset - length : origin + inset
            }
            let side = width >= 600
            let details = CGRect(x: leading(side ? 72 : 16, 200, in: 0, width), y: side ? 16 : 72, width: 200, height: 120)
            return [CGRect(x: leading(16, 40, in: 0, width), y: 16, width: 40, height: 40),
                    details,
                    CGRect(x: leading(8, 100, in: details.minX, 200), y: details.minY + 8, width: 100, height: 20)]
        }

        var frames: [CGRect] { [avatar.frame, details.frame, name.frame] }
    }

    /// The storage objects of the snapshots below the one the scheme named `name` made, in `snapshot`.
    static func storage(under name: String, in snapshot: LayoutSnapshot) -> [AnyObject] {
        var found: [AnyObject] = [], stack = [(snapshot, false)]
        while let (part, under) = stack.popLast() {
            let inside = under || part.layoutName == name
            if inside, let object = part.storageObject { found.append(object) }
            stack.append(contentsOf: part.childSnapshots.map { ($0, inside) })
        }
        return found
    }

    final class Weak: @unchecked Sendable {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    @Test("The card's frames by arithmetic; once the screen is freed, the inner scheme's snapshot the outer computation took is freed while the avatar's prefetch still runs",
          arguments: LayoutDirection.allCases, [CGFloat(320), 414, 768])
    func snapshotFreedWhileTaskRuns(direction: LayoutDirection, width: CGFloat) async throws {
        let prefetches = Prefetches()
        let weak: [Weak] = try {
            let screen = try Screen(width: width, prefetches: prefetches)
            screen.scheme.layout(direction: direction)
            let expected = Screen.expected(width: width, rtl: direction == .rightToLeft)
            #expect(screen.frames == expected)
            // A detached snapshot of the same bounds: the outer scheme computes again (the avatar tells no size changes,
            // so its snapshot is not kept) and takes the details panel's kept one.
            let snapshot = screen.scheme.snapshot(for: screen.root.bounds, direction: direction)
            let objects = Self.storage(under: "name line", in: snapshot)
            try #require(!objects.isEmpty)
            try screen.scheme.apply(snapshot: snapshot)
            #expect(screen.frames == expected)
            return objects.map(Weak.init)
        }()
        // The prefetches started in both passes still run.
        #expect(prefetches.count >= 2)
        #expect(weak.allSatisfy { $0.object == nil }, "a snapshot the outer computation took outlives the screen")
        await prefetches.release()
    }
}
