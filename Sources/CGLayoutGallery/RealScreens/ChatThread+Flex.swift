import CGLayout
import CGLayoutFlex
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side: the three builders share the shape of the screen (`duplicates` lists the pairs), not code to fold.

/// The chat thread in flexbox: a column guide (padding 12, gap 8) of bubbles,
/// each a `FlexContainerNode` (a column with padding 8 and gap 4, at most 70 %
/// of the thread) aligned to the start or the end of the cross axis.
public final class ChatThreadFlex: RealScreen {
    /// "flexbox".
    public let system = "flexbox, bubbles as container nodes"
    /// The screen.
    public let root: LayoutNode
    /// The thread: a flex column.
    public let thread: FlexLayoutGuide<LayoutNode>
    /// The bubbles, in order.
    public let bubbles: [FlexContainerNode]
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
        var threadStyle = FlexStyle()
        threadStyle.padding.all = .point(12)
        threadStyle.rowGap = .point(8)
        thread = FlexLayoutGuide(style: threadStyle, name: "thread")
        root.add(layoutGuide: thread)
        var bubbles: [FlexContainerNode] = [], texts: [TextNode] = []
        for (index, message) in messages.enumerated() {
            var bubbleStyle = FlexStyle()
            bubbleStyle.padding.all = .point(8)
            bubbleStyle.rowGap = .point(4)
            bubbleStyle.alignItems = .flexStart
            bubbleStyle.maxWidth = .percent(70)
            bubbleStyle.alignSelf = message.isIncoming ? .flexStart : .flexEnd
            let bubble = FlexContainerNode(style: bubbleStyle, name: "bubble\(index)")
            let text = TextNode(text: message.text, measurer: measurer, name: "text\(index)")
            try bubble.addItem(text)
            try bubble.addItem(TextNode(text: message.time, measurer: measurer, name: "time\(index)"))
            try thread.addItem(bubble)
            bubbles.append(bubble)
            texts.append(text)
        }
        self.bubbles = bubbles
        titles = texts
        block = thread.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
    }
}
