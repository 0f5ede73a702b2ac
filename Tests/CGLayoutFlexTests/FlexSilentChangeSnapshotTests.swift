import CGLayout
import CGLayoutFlex
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A feed card's flex row whose like count changes without a word (no `invalidateIntrinsicSize()`), taken as a
/// snapshot in another task at the size the row was last laid out at: every pass, the snapshot's as `layout()`, asks
/// the items that may change silently, as a block asks its element, rather than reuse the row's last measurement. A user's element answers
/// its new size at once; a view's element answers what it kept, and the apply reports that answer as stale and asks
/// the view's super view to lay out again — never the old frames in silence.
@Suite("Flex snapshots ask items that change without a word")
struct FlexSilentChangeSnapshotTests {
    /// Text a test changes without a word, read on any thread.
    typealias Text = LockedText

    /// A user's element measured as its text in 7-point characters on 17-point lines, which says nothing when the
    /// text changes (it is no `IntrinsicSizeInvalidating`), and counts the times it was asked.
    final class SilentLabel: AdjustableLayoutElement, @unchecked Sendable {
        var frame = CGRect.zero
        var bounds = CGRect.zero
        weak var parent: LayoutNode?
        let text: Text
        private let lock = NSLock()
        private var askedCount = 0
        init(_ text: String) { self.text = Text(text) }
        var asked: Int { lock.withLock { askedCount } }
        var superElement: (any LayoutElement)? { parent }
        func removeFromSuperElement() { parent = nil }
        func sizeThatFits(_ size: CGSize) -> CGSize {
            lock.withLock { askedCount += 1 }
            return MonospacedTextMeasurer().size(of: text.text, fitting: size.width, numberOfLines: 0)
        }
    }

    /// The card's row: 12 points of padding, the title growing into what the like count leaves, 8 points between.
    static let rowStyle = FlexStyle().flexDirection(.row).padding(12).columnGap(8).alignItems(.flexStart)
    static let titleStyle = FlexStyle().flexGrow(1).flexShrink(1)
    static let countStyle = FlexStyle().flexShrink(0)
    static let title = "Sunset over the bay"     // 19 characters: 133 points, one line at every width below

    /// The frames by arithmetic: the count as wide as its text (7 points a character) at the far end, the title
    /// filling the rest, both one 17-point line 12 points down.
    static func expected(width: CGFloat, count: String, direction: LayoutDirection) -> (title: CGRect, count: CGRect) {
        let countWidth = CGFloat(count.count) * 7, titleWidth = width - 12 - 12 - 8 - countWidth
        if direction == .leftToRight {
            return (CGRect(x: 12, y: 12, width: titleWidth, height: 17), CGRect(x: width - 12 - countWidth, y: 12, width: countWidth, height: 17))
        }
        return (CGRect(x: 12 + countWidth + 8, y: 12, width: titleWidth, height: 17), CGRect(x: 12, y: 12, width: countWidth, height: 17))
    }

    /// Like counts before and after, growing and shrinking.
    static let changes = [("12 likes", "12,345 likes"), ("12,345 likes", "1 like")]

    /// The card on nodes: a text node's title (it says its changes) and a user's like count that does not.
    struct NodeCard {
        let root: LayoutNode
        let title = TextNode(text: FlexSilentChangeSnapshotTests.title, name: "title")
        let count: SilentLabel
        let scheme: LayoutScheme

        init(width: CGFloat, count: String) throws {
            root = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 200), name: "card")
            self.count = SilentLabel(count)
            try root.addChild(title)
            self.count.parent = root
            let row = FlexLayoutGuide<LayoutNode>(style: FlexSilentChangeSnapshotTests.rowStyle, name: "row")
            root.add(layoutGuide: row)
            try row.addItem(title, style: FlexSilentChangeSnapshotTests.titleStyle)
            try row.addItem(self.count, style: FlexSilentChangeSnapshotTests.countStyle)
            scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(44)))])
        }

        var frames: (title: CGRect, count: CGRect) { (title.frame, count.frame) }
    }

    @Test("A user's element whose size changed silently: a snapshot in another task at the same size asks it and gives the new frames",
          arguments: [CGFloat(320), 375, 414], [LayoutDirection.leftToRight, .rightToLeft])
    func userElementAskedBySnapshot(width: CGFloat, direction: LayoutDirection) async throws {
        for (before, after) in Self.changes {
            let card = try NodeCard(width: width, count: before)
            card.scheme.layout(direction: direction)
            #expect(card.frames == Self.expected(width: width, count: before, direction: direction))
            card.count.text.text = after                       // nobody says so
            let asked = card.count.asked
            let scheme = card.scheme, bounds = card.root.bounds
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            #expect(card.count.asked > asked, "the snapshot asked the count")
            #expect(card.frames == Self.expected(width: width, count: before, direction: direction))   // computed, not applied
            try scheme.apply(snapshot: snapshot)
            #expect(card.frames == Self.expected(width: width, count: after, direction: direction))
            // The next pass at the same size keeps them.
            scheme.layout(direction: direction)
            #expect(card.frames == Self.expected(width: width, count: after, direction: direction))
        }
    }

    @Test("A user's element whose size changed silently: layout() asks it too, and a snapshot thrown away changes nothing it gives",
          arguments: [CGFloat(320), 375, 414], [LayoutDirection.leftToRight, .rightToLeft])
    func userElementAskedByLayout(width: CGFloat, direction: LayoutDirection) async throws {
        for (before, after) in Self.changes {
            let card = try NodeCard(width: width, count: before)
            card.scheme.layout(direction: direction)
            #expect(card.frames == Self.expected(width: width, count: before, direction: direction))
            card.count.text.text = after                       // nobody says so
            let asked = card.count.asked
            card.scheme.layout(direction: direction)
            #expect(card.count.asked > asked, "layout() asked the count")
            #expect(card.frames == Self.expected(width: width, count: after, direction: direction), "layout() after \(before) → \(after)")
            // Back, silently; a snapshot computed and thrown away, then layout(): the same frames as without it.
            card.count.text.text = before
            let scheme = card.scheme, bounds = card.root.bounds
            _ = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            #expect(card.frames == Self.expected(width: width, count: after, direction: direction), "the snapshot wrote nothing")
            card.scheme.layout(direction: direction)
            #expect(card.frames == Self.expected(width: width, count: before, direction: direction), "layout() after \(after) → \(before)")
        }
    }

    /// The card on views' elements: both labels are hosts measured as their texts.
    @MainActor
    struct HostCard {
        let root: TreeHost, title: TreeHost, count: TreeHost
        let countText: Text
        let scheme: LayoutScheme

        init(width: CGFloat, count: String) throws {
            root = TreeHost(frame: CGRect(x: 0, y: 0, width: width, height: 200), name: "card")
            title = TreeHost(name: "title")
            self.count = TreeHost(name: "count")
            let countText = Text(count)
            self.countText = countText
            title.measure = { MonospacedTextMeasurer().size(of: FlexSilentChangeSnapshotTests.title, fitting: $0.width, numberOfLines: 0) }
            self.count.measure = { MonospacedTextMeasurer().size(of: countText.text, fitting: $0.width, numberOfLines: 0) }
            root.add(title)
            root.add(self.count)
            let row = FlexLayoutGuide<HostElement>(style: FlexSilentChangeSnapshotTests.rowStyle, name: "row")
            root.layoutElement.add(layoutGuide: row)
            try row.addItem(title.layoutElement, style: FlexSilentChangeSnapshotTests.titleStyle)
            try row.addItem(self.count.layoutElement, style: FlexSilentChangeSnapshotTests.countStyle)
            scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(44)))])
        }

        var frames: (title: CGRect, count: CGRect) { (title.frame, count.frame) }
    }

    @Test("A label whose text changed silently: a snapshot in another task at the same size asks its element, whose kept size the apply reports as stale; the next pass lays out the new text",
          arguments: [CGFloat(320), 375, 414], [LayoutDirection.leftToRight, .rightToLeft])
    @MainActor
    func viewAskedBySnapshotAndReported(width: CGFloat, direction: LayoutDirection) async throws {
        for (before, after) in Self.changes {
            let card = try HostCard(width: width, count: before)
            card.scheme.layout(direction: direction)
            #expect(card.frames == Self.expected(width: width, count: before, direction: direction))
            card.countText.text = after                        // nobody says so
            let scheme = card.scheme, bounds = card.root.layoutElement.bounds
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            try scheme.apply(snapshot: snapshot)
            // Off the main actor the label could only answer what it kept: the old frames, reported.
            #expect(card.frames == Self.expected(width: width, count: before, direction: direction))
            let stale = card.count.layoutElement.layoutIssues.compactMap { issue -> (CGSize, CGSize)? in
                if case .staleMeasurement(_, let used, let measured) = issue { return (used, measured) }
                return nil
            }
            #expect(stale.contains { $0 == CGSize(width: CGFloat(before.count) * 7, height: 17)
                        && $1 == CGSize(width: CGFloat(after.count) * 7, height: 17) }, "\(stale)")
            #expect(card.title.layoutElement.layoutIssues.isEmpty)
            #expect(card.root.layoutRequests == 1)
            // The super view's next pass (on the main actor) lays out the new text and clears the report.
            scheme.layout(direction: direction)
            #expect(card.frames == Self.expected(width: width, count: after, direction: direction))
            #expect(card.count.layoutElement.layoutIssues.isEmpty)
        }
    }

    @Test("snapshotInBackground after a silent change: the capture asks the labels on the main actor, and the snapshot gives the new frames, nothing reported",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    @MainActor
    func captureAsksTheViews(direction: LayoutDirection) async throws {
        let card = try HostCard(width: 375, count: "12 likes")
        card.scheme.layout(direction: direction)
        card.countText.text = "12,345 likes"
        let bounds = card.root.layoutElement.bounds
        let snapshot = await card.scheme.snapshotInBackground(for: bounds, direction: direction)
        try card.scheme.apply(snapshot: snapshot)
        #expect(card.frames == Self.expected(width: 375, count: "12,345 likes", direction: direction))
        #expect(card.count.layoutElement.layoutIssues.isEmpty)
        #expect(card.root.layoutRequests == 0)
    }
}
