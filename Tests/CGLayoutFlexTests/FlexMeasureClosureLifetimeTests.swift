import CGLayout
import CGLayoutFlex
import CGLayoutHosting
import CGLayoutTestSupport
import Foundation
import Testing

/// A flex row's measured items hold their element strongly and their container without counting (a pass measures
/// them without reference counting): what that must never do — measure an element that is gone, measure another
/// element in its place, or reach a container that is gone — tried where it could happen. Frames by arithmetic:
/// 12 points of padding, 8 between items, 7-point characters on 17-point lines. A use-after-free shows only under
/// the address sanitizer: `swift test --sanitize=address --filter FlexMeasureClosureLifetime` (debug builds also
/// assert that a measured leaf's container is alive).
@Suite("Flex measure functions outlive nothing they reach")
struct FlexMeasureClosureLifetimeTests {
    /// A user's element measured as its text (it says no change: asked on every pass), counting its instances.
    final class Label: AdjustableLayoutElement, @unchecked Sendable {
        var frame = CGRect.zero
        var bounds = CGRect.zero
        weak var parent: LayoutNode?
        let text: String
        init(_ text: String) { self.text = text }
        var superElement: (any LayoutElement)? { parent }
        func removeFromSuperElement() { parent = nil }
        func sizeThatFits(_ size: CGSize) -> CGSize { MonospacedTextMeasurer().size(of: text, fitting: size.width, numberOfLines: 1) }
    }

    /// A user's element measured as its text that says when its text changes (so a row keeps nothing else of it
    /// between passes: an element that does not say is listed for checking on every pass).
    final class Tag: AdjustableLayoutElement, IntrinsicSizeInvalidating, @unchecked Sendable {
        var frame = CGRect.zero
        var bounds = CGRect.zero
        weak var parent: LayoutNode?
        let text: String
        let observers = IntrinsicSizeObservers()
        init(_ text: String) { self.text = text }
        var superElement: (any LayoutElement)? { parent }
        func removeFromSuperElement() { parent = nil }
        func sizeThatFits(_ size: CGSize) -> CGSize { MonospacedTextMeasurer().size(of: text, fitting: size.width, numberOfLines: 1) }
        func addIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) { observers.add(observer) }
        func removeIntrinsicSizeObserver(_ observer: any IntrinsicSizeObserver) { observers.remove(observer) }
        func invalidateIntrinsicSize() { observers.notify(self) }
    }

    /// A node measured as a 3-character badge (21 × 17), in the pass's context: measured through the core it is an
    /// item of.
    final class Badge: LayoutNode, @unchecked Sendable {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 21, height: 17) }
        override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize { CGSize(width: 21, height: 17) }
    }

    static let rowStyle = FlexStyle().flexDirection(.row).padding(12).columnGap(8).alignItems(.flexStart)

    /// The frames of a row of one-line texts from the leading edge, each as wide as its text.
    static func expected(_ texts: [String], width: CGFloat, direction: LayoutDirection) -> [CGRect] {
        var x: CGFloat = 12
        return texts.map { text in
            let textWidth = CGFloat(text.count) * 7
            defer { x += textWidth + 8 }
            let frame = CGRect(x: x, y: 12, width: textWidth, height: 17)
            return direction == .leftToRight ? frame : CGRect(x: width - frame.maxX, y: 12, width: textWidth, height: 17)
        }
    }

    @Test("An item removed and dropped, and another added before the next pass, is measured as itself; the removed one is freed by that pass",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func replacedBeforeThePass(direction: LayoutDirection) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 100), name: "root")
        let row = FlexLayoutGuide<LayoutNode>(style: Self.rowStyle, name: "row")
        root.add(layoutGuide: row)
        let first = Label("Inbox")
        first.parent = root
        try row.addItem(first)
        let scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        var texts = ["Inbox", "Drafts"], labels = [first]
        weak var removed: Label?
        for round in 0..<200 {
            // The second label: removed, freed, replaced by one with another text, with no pass in between.
            let text = String(repeating: "x", count: 1 + round % 9)
            if labels.count == 2 {
                #expect(row.removeItem(labels[1]))
                removed = labels.removeLast()
            }
            let label = Label(text)
            label.parent = root
            try row.addItem(label)
            labels.append(label)
            texts = ["Inbox", text]
            scheme.layout(direction: direction)
            #expect(labels.map(\.frame) == Self.expected(texts, width: 375, direction: direction), "round \(round)")
            // A removed item goes at the latest at the row's next pass (its node held it until then).
            #expect(removed == nil, "round \(round): the removed label was freed")
        }
        #expect(row.removeItem(labels[1]))
        removed = labels.removeLast()
        scheme.layout(direction: direction)
        #expect(removed == nil, "the removed label was freed")
        #expect(first.frame == Self.expected(["Inbox"], width: 375, direction: direction)[0])
    }

    /// An item listed but not laid out (its parent elsewhere) has a measured node all the same; removed and freed
    /// (an element that says its changes: nothing else of the row holds it), another element may be allocated at its
    /// address and added: it must be measured as itself (a node kept by
    /// address, with a closure over the freed element, measured it as zero wide). The removed item stays alive until
    /// the row's next pass, so nothing can take its address before its node goes.
    @Test("An item listed but not laid out, removed and freed, and a new item added (at the same address, often): the new one is measured as itself",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func notLaidOutReplacedAtTheSameAddress(direction: LayoutDirection) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 100), name: "root")
        let elsewhere = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "another screen")
        let row = FlexLayoutGuide<LayoutNode>(style: Self.rowStyle, name: "row")
        root.add(layoutGuide: row)
        let first = Tag("Inbox")
        first.parent = root
        try row.addItem(first)
        let scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        let widths: [CGFloat] = [320, 375, 414]
        for round in 0..<200 {
            let width = widths[round % widths.count]
            root.frame = CGRect(x: 0, y: 0, width: width, height: 100)
            weak var gone: Tag?
            do {
                // Listed, not laid out: its parent is another screen's node.
                let away = Tag("away")
                away.parent = elsewhere
                try row.addItem(away)
                scheme.layout(direction: direction)
                #expect(first.frame == Self.expected(["Inbox"], width: width, direction: direction)[0], "round \(round)")
                #expect(away.frame == .zero, "round \(round): not laid out")
                #expect(row.removeItem(away))
                #expect(away.parent === elsewhere, "round \(round): it stays where it is")
                away.parent = nil
                gone = away
            }
            // Allocated right after the removed one was let go: malloc hands it the same address, often.
            let text = String(repeating: "x", count: 1 + round % 9)
            let label = Tag(text)
            label.parent = root
            try row.addItem(label)
            scheme.layout(direction: direction)
            #expect([first.frame, label.frame] == Self.expected(["Inbox", text], width: width, direction: direction), "round \(round)")
            // The removed item goes at the latest at the row's next pass (its node held it until then).
            #expect(gone == nil, "round \(round): the removed item was freed")
            #expect(row.removeItem(label))
        }
    }

    @Test("A row freed while its items live on: another row over the same items lays them out, and the first row's measure functions are gone with it",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func rowFreedItemsLiveOn(direction: LayoutDirection) throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 100), name: "root")
        let texts = ["Sent", "Archive", "Spam"]
        let labels = texts.map(Label.init)
        for label in labels { label.parent = root }
        weak var freedRow: FlexLayoutGuide<LayoutNode>?
        do {
            let row = FlexLayoutGuide<LayoutNode>(style: Self.rowStyle, name: "first row")
            root.add(layoutGuide: row)
            for label in labels { try row.addItem(label) }
            LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))]).layout(direction: direction)
            #expect(labels.map(\.frame) == Self.expected(texts, width: 320, direction: direction))
            row.removeFromSuperElement()
            freedRow = row
        }
        #expect(freedRow == nil, "the first row is freed")
        let row = FlexLayoutGuide<LayoutNode>(style: Self.rowStyle.flexDirection(.rowReverse), name: "second row")
        root.add(layoutGuide: row)
        for label in labels { try row.addItem(label) }
        LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))]).layout(direction: direction)
        // Reversed: the same frames as the other direction's.
        #expect(labels.map(\.frame) == Self.expected(texts, width: 320, direction: direction == .leftToRight ? .rightToLeft : .leftToRight))
    }

    /// The nested row comes first, so the title's frame shows whether it is still laid out; the outer row narrows
    /// between the passes, so a node left in the tree would be measured again (through its freed container).
    @Test("A nested row removed between passes: the outer row lays out the rest without it, and lets the nested row go",
          arguments: [LayoutDirection.leftToRight, .rightToLeft], [(CGFloat(375), CGFloat(320)), (414, 375), (320, 414)])
    func nestedRowFreed(direction: LayoutDirection, widths: (CGFloat, CGFloat)) throws {
        let (before, after) = widths
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: before, height: 100), name: "root")
        let outer = FlexLayoutGuide<LayoutNode>(style: Self.rowStyle, name: "outer")
        root.add(layoutGuide: outer)
        let title = Label("Starred")
        title.parent = root
        weak var freedInner: FlexContainerNode?
        do {
            let inner = FlexContainerNode(style: FlexStyle().flexDirection(.row), name: "inner")
            try root.addChild(inner)
            let badge = Badge(name: "badge")
            try inner.addItem(badge)
            try outer.addItem(inner)
            try outer.addItem(title)
            let scheme = LayoutScheme(blocks: [outer.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
            scheme.layout(direction: direction)
            // The badge (21 wide), then the title after 8 points.
            #expect([inner.frame, title.frame] == Self.expected(["99+", "Starred"], width: before, direction: direction))
            #expect(badge.frame == CGRect(x: 0, y: 0, width: 21, height: 17))
            #expect(outer.removeItem(inner))
            inner.removeFromSuperElement()
            freedInner = inner
        }
        root.frame = CGRect(x: 0, y: 0, width: after, height: 100)
        LayoutScheme(blocks: [outer.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))]).layout(direction: direction)
        // The title alone, at the padding's edge of the new width.
        #expect(title.frame == Self.expected(["Starred"], width: after, direction: direction)[0])
        // The outer row held it (its entry) until this pass dropped it, with its node and leaves.
        #expect(freedInner == nil, "the inner row is freed")
    }

    @Test("A view released between passes: its item is skipped and the others laid out without it, on the main actor and through a snapshot in another task",
          arguments: [LayoutDirection.leftToRight, .rightToLeft], [false, true])
    @MainActor
    func viewReleased(direction: LayoutDirection, throughSnapshot: Bool) async throws {
        let card = TreeHost(frame: CGRect(x: 0, y: 0, width: 375, height: 100), name: "card")
        let texts = ["Chats", "Scheduled", "Trash"]
        var views: [TreeHost] = texts.map { text in
            let view = TreeHost(name: text)
            view.measure = { MonospacedTextMeasurer().size(of: text, fitting: $0.width, numberOfLines: 1) }
            card.add(view)
            return view
        }
        let row = FlexLayoutGuide<HostElement>(style: Self.rowStyle, name: "row")
        card.layoutElement.add(layoutGuide: row)
        for view in views { try row.addItem(view.layoutElement) }
        let scheme = LayoutScheme(blocks: [row.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))])
        scheme.layout(direction: direction)
        #expect(views.map(\.frame) == Self.expected(texts, width: 375, direction: direction))
        // The middle view leaves the card and is freed; its element stays an item of the row.
        weak var released: TreeHost?
        do {
            let middle = views.remove(at: 1)
            middle.removeFromLayoutSuperHost()
            released = middle
        }
        #expect(released == nil, "the view is freed")
        if throughSnapshot {
            let bounds = card.layoutElement.bounds
            let snapshot = await Task.detached { scheme.snapshot(for: bounds, direction: direction) }.value
            try scheme.apply(snapshot: snapshot)
        } else {
            scheme.layout(direction: direction)
        }
        #expect(views.map(\.frame) == Self.expected(["Chats", "Trash"], width: 375, direction: direction))
    }
}
