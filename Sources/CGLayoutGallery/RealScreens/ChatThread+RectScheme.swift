import CGLayout
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side: the three builders share the shape of the screen (`duplicates` lists the pairs), not code to fold.

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
public final class ChatThreadRectScheme: RealScreen {
    /// "rect scheme".
    public let system = "rect scheme, bubbles as scheme nodes"
    /// The screen.
    public let root: LayoutNode
    /// The bubbles, in order.
    public let bubbles: [SchemeContainerNode]
    /// The messages' texts.
    public let titles: [TextNode]
    /// Lays out the thread.
    public let block: any LayoutBlockProtocol

    /// Builds the screen.
    ///
    /// - Parameters:
    ///   - messages: The messages.
    ///   - size: The screen's size.
    ///   - measurer: Measures the text (the tests' design arithmetic uses the monospaced default).
    /// - Throws: Never in practice; the tree's error type.
    public init(messages: [ChatMessage] = ChatMessage.standard, size: CGSize = CGSize(width: 375, height: 667),
                measurer: any TextMeasuring = MonospacedTextMeasurer()) throws(LayoutTreeError) {
        root = LayoutNode(frame: CGRect(origin: .zero, size: size), name: "screen")
        var bubbles: [SchemeContainerNode] = [], texts: [TextNode] = [], blocks: [any LayoutBlockProtocol] = []
        for (index, message) in messages.enumerated() {
            let bubble = SchemeContainerNode(padding: EdgeInsets(top: 0, left: 0, bottom: 8, right: 8), name: "bubble\(index)")
            let text = TextNode(text: message.text, measurer: measurer, name: "text\(index)")
            let time = TextNode(text: message.time, measurer: measurer, name: "time\(index)")
            try root.addChild(bubble)
            try bubble.addChild(text)
            try bubble.addChild(time)
            bubble.scheme = LayoutScheme(blocks: [
                text.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: .boxed(16).then(.fit), height: .fit)),
                time.layoutBlock(with: Layout(x: .leading(8), y: .top(4), width: .fit, height: .fit),
                                 constraints: [text.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            ])
            var constraints: [any LayoutConstraintProtocol] = [AnonymConstraint(anchors: [.insets(EdgeInsets(top: 0, left: 12, bottom: 0, right: 12))])]
            if let previous = bubbles.last { constraints.append(previous.layoutConstraint(for: [.bottom(.limit(on: .outer))])) }
            blocks.append(bubble.layoutBlock(with: Layout(x: message.isIncoming ? .leading() : .trailing(), y: .top(bubbles.isEmpty ? 12 : 8),
                                                          width: .scaled(0.7).then(.fit), height: .fit),
                                             constraints: constraints))
            bubbles.append(bubble)
            texts.append(text)
        }
        self.bubbles = bubbles
        titles = texts
        block = LayoutScheme(blocks: blocks)
    }
}
