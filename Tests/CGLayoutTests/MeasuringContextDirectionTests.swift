import CGLayout
import Foundation
import Testing

/// A title and, below it, a badge as wide as the title whose measurement is code written against the deprecated
/// `LayoutContext.measuring(_:)` and `measuringContext`: its `sizeThatFits(_:)` reads the title's frame and the
/// pass's direction from the published context. In `layout()` and in a snapshot for another width (which writes
/// nothing), in both directions, the badge sees the pass's direction and the title's frame in that pass.
@Suite("The deprecated measuringContext reports the pass's frames and direction")
struct MeasuringContextDirectionTests {
    /// The badge: its `sizeThatFits(_:in:)` publishes the pass's context for its context-free `sizeThatFits(_:)`, which
    /// sizes it as the title as the published context sees it (10 high), and notes the direction it reports. The two
    /// overrides are marked deprecated, as the code they stand for is: the passes call them through `LayoutNode`.
    final class MatchingBadge: LayoutNode, @unchecked Sendable {
        let title: LayoutNode
        private let lock = NSLock()
        private var directions: [LayoutDirection?] = []

        init(title: LayoutNode) {
            self.title = title
            super.init(name: "badge")
        }

        @available(*, deprecated, message: "stands for code written against measuring(_:)")
        override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
            context.measuring { sizeThatFits(size) }
        }

        @available(*, deprecated, message: "stands for code written against measuringContext")
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let published = LayoutContext.measuringContext
            lock.withLock { directions.append(published?.direction) }
            return CGSize(width: published?.frame(of: title).width ?? 0, height: 10)
        }

        /// The directions reported since the last call (`nil`: none published).
        func takeDirections() -> [LayoutDirection?] {
            lock.withLock {
                defer { directions = [] }
                return directions
            }
        }
    }

    struct Screen: Sendable {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "screen")
        let title = LayoutNode(name: "title")
        let badge: MatchingBadge
        let scheme: LayoutScheme

        init() throws {
            badge = MatchingBadge(title: title)
            try root.addChild(title)
            try root.addChild(badge)
            scheme = LayoutScheme(blocks: [
                title.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: .scaled(0.5), height: .fixed(20))),
                badge.layoutBlock(with: Layout(x: .leading(16), y: .top(44), width: .fit, height: .fit)),
            ])
        }

        /// The title half the screen wide, 16 in from the leading edge; the badge as wide, 44 down.
        static func expected(width: CGFloat, direction: LayoutDirection) -> [CGRect] {
            let length = width / 2, x = direction == .rightToLeft ? width - 16 - length : 16
            return [CGRect(x: x, y: 16, width: length, height: 20), CGRect(x: x, y: 44, width: length, height: 10)]
        }
    }

    @Test("layout() and a detached snapshot for another width, both directions: the badge sees the pass's direction and title",
          arguments: LayoutDirection.allCases, [CGFloat(320), 375, 768])
    func directionAndFrames(direction: LayoutDirection, width: CGFloat) async throws {
        let screen = try Screen()
        // Outside any measurement nothing is published: the badge measures 0 wide and sees no direction.
        #expect((screen.badge as LayoutNode).sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: 0, height: 10))
        #expect(screen.badge.takeDirections() == [nil])
        // First pass, live.
        screen.root.frame = CGRect(x: 0, y: 0, width: width, height: 200)
        screen.scheme.layout(direction: direction)
        #expect([screen.title.frame, screen.badge.frame] == Screen.expected(width: width, direction: direction))
        let seen = screen.badge.takeDirections()
        #expect(!seen.isEmpty && seen.allSatisfy { $0 == direction }, "\(seen)")
        // A snapshot for a screen 100 wider, in a detached task: the badge reads the title at the snapshot's width.
        let wider = CGRect(x: 0, y: 0, width: width + 100, height: 200)
        let snapshot = await Task.detached { screen.scheme.snapshot(for: wider, direction: direction) }.value
        let seenInSnapshot = screen.badge.takeDirections()
        #expect(!seenInSnapshot.isEmpty && seenInSnapshot.allSatisfy { $0 == direction }, "\(seenInSnapshot)")
        #expect([screen.title.frame, screen.badge.frame] == Screen.expected(width: width, direction: direction), "a snapshot wrote")
        try screen.scheme.apply(snapshot: snapshot)
        #expect([screen.title.frame, screen.badge.frame] == Screen.expected(width: width + 100, direction: direction))
        // A later pass at the screen's own width, the other way round.
        let other: LayoutDirection = direction == .leftToRight ? .rightToLeft : .leftToRight
        screen.scheme.layout(direction: other)
        #expect([screen.title.frame, screen.badge.frame] == Screen.expected(width: width, direction: other))
        let seenLater = screen.badge.takeDirections()
        #expect(!seenLater.isEmpty && seenLater.allSatisfy { $0 == other }, "\(seenLater)")
    }
}
