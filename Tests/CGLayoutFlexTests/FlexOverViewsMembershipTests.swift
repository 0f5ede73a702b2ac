import CGLayout
import CGLayoutFlex
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A feed card whose header row is a flex guide over views' elements: an avatar, a title and a like count. A view
/// says nothing when it joins or leaves a super view, so the guide checks which items are in the tree on every pass
/// (a first snapshot off the main actor, before any pass on it, must not decide it for good), and a view's element
/// knows its super view's from the moment it is made.
@MainActor
@Suite("Flex guides over views' elements follow the views in and out of the tree")
struct FlexOverViewsMembershipTests {
    nonisolated static let title = "Sunset over the bay"     // 19 characters: 133 points, one line at every width here
    nonisolated static let count = "12 likes"                // 8 characters: 56 points
    /// The title edited: 37 characters, 259 points. Wrapped greedily at 26 characters or more (184 points, the
    /// narrowest title here) it takes two lines ("Sunset over the bay from" / "the old pier"); one from 259 points.
    nonisolated static let longTitle = "Sunset over the bay from the old pier"

    /// The card: in a feed, 12 points of padding, 8 between items, items at the top of the row.
    @MainActor
    struct Card {
        let feed = TreeHost(frame: CGRect(x: 0, y: 0, width: 414, height: 800), name: "feed")
        let card: TreeHost
        let avatar = TreeHost(name: "avatar"), title = TreeHost(name: "title"), count = TreeHost(name: "count")
        /// The title's text: set without a word, as a label's text is in UIKit.
        let titleText = LockedText(FlexOverViewsMembershipTests.title)
        let scheme: LayoutScheme

        init(width: CGFloat) throws {
            card = TreeHost(frame: CGRect(x: 0, y: 100, width: width, height: 200), name: "card")
            feed.add(card)
            avatar.measure = { _ in CGSize(width: 40, height: 40) }
            let titleText = titleText
            title.measure = { MonospacedTextMeasurer().size(of: titleText.text, fitting: $0.width, numberOfLines: 0) }
            count.measure = { MonospacedTextMeasurer().size(of: FlexOverViewsMembershipTests.count, fitting: $0.width, numberOfLines: 0) }
            for view in [avatar, title, count] { card.add(view) }
            // The items' elements are made before the card's and the feed's (they are made with them, top down).
            let items = [avatar.layoutElement, title.layoutElement, count.layoutElement]
            let row = FlexLayoutGuide<HostElement>(style: FlexStyle().flexDirection(.row).padding(12).columnGap(8).alignItems(.flexStart),
                                                   name: "row")
            card.layoutElement.add(layoutGuide: row)
            try row.addItem(items[0], style: FlexStyle().flexShrink(0))
            try row.addItem(items[1], style: FlexStyle().flexGrow(1).flexShrink(1))
            try row.addItem(items[2], style: FlexStyle().flexShrink(0))
            scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(64)))])
        }

        var frames: [CGRect] { [avatar.frame, title.frame, count.frame] }
        var bounds: CGRect { card.layoutElement.bounds }
        var issues: [LayoutIssue.Kind] { [avatar, title, count].flatMap(\.layoutElement.layoutIssues) }
    }

    /// The row's frames by arithmetic: the avatar 40 × 40 and the count as wide as its text (7 points a character)
    /// at the ends, the title filling the rest, 17-point lines, all 12 points down. Without the count, the title
    /// fills up to the far padding. The title's text is `longTitle`'s when `longTitle`: two lines where it is
    /// narrower than the text's 259 points.
    static func expected(width: CGFloat, direction: LayoutDirection, withCount: Bool = true, longTitle: Bool = false) -> [CGRect] {
        let countWidth: CGFloat = withCount ? 56 : 0, countGap: CGFloat = withCount ? 8 : 0
        let titleWidth = width - 12 - 40 - 8 - countGap - countWidth - 12
        let titleHeight: CGFloat = longTitle && titleWidth < 259 ? 34 : 17
        let ltr = [CGRect(x: 12, y: 12, width: 40, height: 40), CGRect(x: 60, y: 12, width: titleWidth, height: titleHeight),
                   CGRect(x: width - 12 - countWidth, y: 12, width: countWidth, height: 17)]
        guard direction == .rightToLeft else { return ltr }
        return ltr.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    @Test("A first snapshot in another task before any pass lays the views out, and reports the sizes it could not ask; the next pass gives the design's frames",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func firstSnapshotOffTheMainActor(width: CGFloat, direction: LayoutDirection) async throws {
        let card = try Card(width: width)
        let scheme = card.scheme, bounds = card.bounds
        let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
        // The three views are in the snapshot (it was refused: "expected 3 flex items, found 0").
        try scheme.apply(snapshot: snapshot)
        // Never measured on the main actor, they answered their present size (zero): reported, not silent.
        for view in [card.avatar, card.title, card.count] {
            #expect(view.layoutElement.layoutIssues.contains { if case .staleMeasurement = $0 { true } else { false } }, "\(view.name ?? "")")
        }
        #expect(card.card.layoutRequests > 0)
        // The card's next pass measures them and lays the row out (the stale sizes were not kept).
        scheme.layout(direction: direction)
        #expect(card.frames == Self.expected(width: width, direction: direction))
        #expect(card.issues.isEmpty)
        // A snapshot in another task after a capture gives the same frames.
        for view in [card.avatar, card.title, card.count] { view.frame = .zero }
        try scheme.apply(snapshot: await scheme.snapshotInBackground(for: bounds, direction: direction))
        #expect(card.frames == Self.expected(width: width, direction: direction))
        #expect(card.issues.isEmpty)
    }

    @Test("The like count leaves the card and comes back: the row lays out without it, then with it, on the main actor and through snapshots in another task",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func viewLeavesAndComesBack(width: CGFloat, direction: LayoutDirection) async throws {
        let card = try Card(width: width)
        let scheme = card.scheme, bounds = card.bounds
        scheme.layout(direction: direction)
        #expect(card.frames == Self.expected(width: width, direction: direction))
        let countFrame = card.count.frame
        card.count.removeFromLayoutSuperHost()
        scheme.layout(direction: direction)
        let without = Self.expected(width: width, direction: direction, withCount: false)
        #expect(Array(card.frames.prefix(2)) == Array(without.prefix(2)))
        #expect(card.count.frame == countFrame)                       // out of the tree: not written
        card.card.add(card.count)
        scheme.layout(direction: direction)
        #expect(card.frames == Self.expected(width: width, direction: direction))
        // The same moves seen by snapshots computed in another task.
        card.count.removeFromLayoutSuperHost()
        try scheme.apply(snapshot: await scheme.snapshotInBackground(for: bounds, direction: direction))
        #expect(Array(card.frames.prefix(2)) == Array(without.prefix(2)))
        card.card.add(card.count)
        try scheme.apply(snapshot: await scheme.snapshotInBackground(for: bounds, direction: direction))
        #expect(card.frames == Self.expected(width: width, direction: direction))
        #expect(card.issues.isEmpty)
    }

    @Test("The like count leaves the card and the title changes, both without a word: a snapshot in another task without a capture still has the count and is refused, nothing it was answered is reported, and the next passes give the design's frames",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func viewLeavesWithoutACapture(width: CGFloat, direction: LayoutDirection) async throws {
        let card = try Card(width: width)
        let scheme = card.scheme, bounds = card.bounds
        scheme.layout(direction: direction)
        let first = card.frames
        #expect(first == Self.expected(width: width, direction: direction))
        card.count.removeFromLayoutSuperHost()
        card.titleText.text = Self.longTitle
        // The elements answer the super views and the sizes of the last pass: the row of three, the old title.
        let stale = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
        let refusal = #expect(throws: LayoutSnapshotError.self) { try scheme.apply(snapshot: stale) }
        #expect(refusal?.description.hasSuffix("expected 2 flex items, found 3") == true, "\(String(describing: refusal))")
        #expect(card.frames == first)                                  // refused: nothing written
        // The sizes the refused snapshot was answered made no frame: none is reported, now or by the next pass,
        // which measures the title at the width of the row without the count (a stale size was reported at the
        // title's write: the title's old size at the row-of-three width).
        #expect(card.issues.isEmpty)
        scheme.layout(direction: direction)
        let without = Self.expected(width: width, direction: direction, withCount: false, longTitle: true)
        #expect(Array(card.frames.prefix(2)) == Array(without.prefix(2)))
        #expect(card.count.frame == first[2])                          // out of the tree: not written
        #expect(card.issues.isEmpty)
        #expect(scheme.issues.isEmpty)
        // The count comes back: a captured snapshot in another task, then a pass on the main actor.
        card.card.add(card.count)
        try scheme.apply(snapshot: await scheme.snapshotInBackground(for: bounds, direction: direction))
        #expect(card.frames == Self.expected(width: width, direction: direction, longTitle: true))
        #expect(card.issues.isEmpty)
        scheme.layout(direction: direction)
        #expect(card.frames == Self.expected(width: width, direction: direction, longTitle: true))
        #expect(card.issues.isEmpty)
    }

    @Test("A snapshot computed in another task without a capture and thrown away leaves nothing to report: the card resized, a captured snapshot and the next passes give the design's frames",
          arguments: [CGFloat(320), 414], [LayoutDirection.leftToRight, .rightToLeft])
    func snapshotThrownAway(width: CGFloat, direction: LayoutDirection) async throws {
        let card = try Card(width: width)
        let scheme = card.scheme, bounds = card.bounds
        scheme.layout(direction: direction)
        #expect(card.frames == Self.expected(width: width, direction: direction))
        card.titleText.text = Self.longTitle
        // Answered the old title's size at this width, and never applied.
        let thrownAway = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
        #expect(LayoutContext.reading(thrownAway).frame(of: card.title.layoutElement).height == 17)
        // The card rotates to the other width: a captured snapshot measures the title there, and its apply
        // checks what it was answered, not what the snapshot thrown away was (the old title's size at the first
        // width was reported as stale, though no frame came from it).
        let other: CGFloat = width == 320 ? 414 : 320
        card.card.frame.size.width = other
        let rotated = card.bounds
        try scheme.apply(snapshot: await scheme.snapshotInBackground(for: rotated, direction: direction))
        #expect(card.frames == Self.expected(width: other, direction: direction, longTitle: true))
        #expect(card.issues.isEmpty)
        scheme.layout(direction: direction)
        #expect(card.frames == Self.expected(width: other, direction: direction, longTitle: true))
        #expect(card.issues.isEmpty)
        // Back to the first width, on the main actor.
        card.card.frame.size.width = width
        scheme.layout(direction: direction)
        #expect(card.frames == Self.expected(width: width, direction: direction, longTitle: true))
        #expect(card.issues.isEmpty)
    }
}
