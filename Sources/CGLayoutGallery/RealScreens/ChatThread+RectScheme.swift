import CGLayout
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles) and the parts every screen has in `ScreenParts` (`RowScreen`).

/// The chat thread in the rect-based system: one block per bubble, on the
/// leading side for incoming messages and the trailing side for mine, each
/// below the previous one; a bubble is a node whose scheme places its text and
/// time, and its `.fit` size (as wide as its text, wrapped within 70 % of the
/// thread) comes from that scheme.
///
/// The design (all systems): the thread is inset 12 on every side, bubbles 8
/// apart; a bubble has padding 8, its text wraps within 70 % of the thread's
/// inner width minus the padding, and the time sits 4 below the text, at the
/// bubble's leading edge; a bubble is as wide as the wider of its text and time.
public final class ChatThreadRectScheme: RowScreen {
    /// "rect scheme, bubbles as scheme nodes"; the bubbles; the scheme of the thread.
    public let parts: ScreenParts<SchemeContainerNode>
    /// The bubbles, in order.
    public var bubbles: [SchemeContainerNode] { parts.rows }

    /// Builds the screen (``RowScreen/init(messages:size:measurer:)`` makes the input).
    ///
    /// - Parameter input: The messages, the size and the text measurer.
    /// - Throws: Never in practice; the tree's error type.
    public init(_ input: ScreenInput<ChatMessage>) throws(LayoutTreeError) {
        let root = ScreenBuilding.root(input.size)
        var blocks: [any LayoutBlockProtocol] = [], previous: SchemeContainerNode?
        let bubbles = try ScreenBuilding.rows(input.content) { (index, message) throws(LayoutTreeError) in
            let bubble = SchemeContainerNode(padding: EdgeInsets(top: 0, left: 0, bottom: 8, right: 8), name: "bubble\(index)")
            try root.addChild(bubble)
            let (text, time) = try message.filling(bubble, index: index, measurer: input.measurer)
            bubble.scheme = LayoutScheme(blocks: [
                text.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: .boxed(16).then(.fit), height: .fit)),
                time.layoutBlock(with: Layout(x: .leading(8), y: .top(4), width: .fit, height: .fit),
                                 constraints: [text.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            ])
            var constraints: [any LayoutConstraintProtocol] = [AnonymConstraint(anchors: [.insets(EdgeInsets(top: 0, left: 12, bottom: 0, right: 12))])]
            if let previous { constraints.append(previous.layoutConstraint(for: [.bottom(.limit(on: .outer))])) }
            blocks.append(bubble.layoutBlock(with: Layout(x: message.isIncoming ? .leading() : .trailing(), y: .top(previous == nil ? 12 : 8),
                                                          width: .scaled(0.7).then(.fit), height: .fit),
                                             constraints: constraints))
            previous = bubble
            return (bubble, text)
        }
        parts = ScreenParts(system: "rect scheme, bubbles as scheme nodes", root: root, rows: bubbles, block: LayoutScheme(blocks: blocks))
    }
}
