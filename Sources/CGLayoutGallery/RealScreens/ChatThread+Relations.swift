import CGLayout
import CGLayoutRelations
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles) and the parts every screen has in `ScreenParts` (`RowScreen`).

/// The chat thread with Auto Layout-style relations, written as one would with
/// UIKit: a guide inset 12 from the screen (the thread), bubbles chained 8 apart
/// and pinned to the thread's leading or trailing edge, at most 70 % of the
/// thread's width; inside a bubble, the text and the time at its leading edge,
/// inset 8, the time 4 below the text; the bubble pulled in around them (a
/// low-priority zero width; its bottom 8 below the time). The text enters with its intrinsic size,
/// measured at the width the relations give it: it wraps within the 70 %, and its
/// width is then its widest line, so the bubble hugs it, as a multi-line UIKit label does.
public final class ChatThreadRelations: RowScreen {
    /// "relations (Cassowary)"; the screen, the container of the relations; the bubbles; the relations as its block.
    public let parts: ScreenParts<LayoutNode>
    /// The thread: the screen inset 12.
    public let thread: LayoutGuide<LayoutNode>
    /// The bubbles, in order.
    public var bubbles: [LayoutNode] { parts.rows }
    /// The relations of every bubble.
    public let relations: RelationLayout

    /// Builds the screen (``RowScreen/init(messages:size:measurer:)`` makes the input).
    ///
    /// - Parameter input: The messages, the size and the text measurer.
    /// - Throws: Never in practice; the tree's error type.
    public init(_ input: ScreenInput<ChatMessage>) throws(LayoutTreeError) {
        let root = ScreenBuilding.root(input.size)
        let thread = LayoutGuide<LayoutNode>(name: "thread")
        self.thread = thread
        root.add(layoutGuide: thread)
        let relations = RelationLayout(container: root)
        self.relations = relations
        var constraints: [RelationConstraint] = [
            thread.constraint(.top, to: root, .top, constant: 12),
            thread.constraint(.leading, to: root, .leading, constant: 12),
            thread.constraint(.trailing, to: root, .trailing, constant: -12),
            thread.constraint(.bottom, to: root, .bottom, constant: -12),
        ]
        var previous: LayoutNode?
        let bubbles = try ScreenBuilding.rows(input.content) { (index, message) throws(LayoutTreeError) in
            let bubble = LayoutNode(name: "bubble\(index)")
            try root.addChild(bubble)
            let (text, time) = try message.filling(bubble, index: index, measurer: input.measurer)
            constraints += [
                previous.map { bubble.constraint(.top, to: $0, .bottom, constant: 8) } ?? bubble.constraint(.top, to: thread, .top),
                message.isIncoming ? bubble.constraint(.leading, to: thread, .leading) : bubble.constraint(.trailing, to: thread, .trailing),
                bubble.constraint(.width, .lessThanOrEqual, to: thread, .width, multiplier: 0.7),
                bubble.constraint(.width, constant: 0, priority: .defaultLow),
                text.constraint(.leading, to: bubble, .leading, constant: 8),
                text.constraint(.top, to: bubble, .top, constant: 8),
                text.constraint(.trailing, .lessThanOrEqual, to: bubble, .trailing, constant: -8),
                time.constraint(.leading, to: bubble, .leading, constant: 8),
                time.constraint(.top, to: text, .bottom, constant: 4),
                time.constraint(.trailing, .lessThanOrEqual, to: bubble, .trailing, constant: -8),
                bubble.constraint(.bottom, to: time, .bottom, constant: 8),
            ]
            previous = bubble
            return (bubble, text)
        }
        relations.activate(constraints)
        parts = ScreenParts(system: "relations (Cassowary)", root: root, rows: bubbles, block: relations)
    }
}
