import CGLayout
import CGLayoutFlex
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles); what `duplicates` still lists is the shape of each type's public declarations (its
// documented properties and initialiser), which are one per engine.

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
        root = ScreenBuilding.root(size)
        var threadStyle = FlexStyle()
        threadStyle.padding.all = .point(12)
        threadStyle.rowGap = .point(8)
        let thread = FlexLayoutGuide<LayoutNode>(style: threadStyle, name: "thread")
        self.thread = thread
        root.add(layoutGuide: thread)
        (bubbles, titles) = try ScreenBuilding.rows(messages) { (index, message) throws(LayoutTreeError) in
            var bubbleStyle = FlexStyle()
            bubbleStyle.padding.all = .point(8)
            bubbleStyle.rowGap = .point(4)
            bubbleStyle.alignItems = .flexStart
            bubbleStyle.maxWidth = .percent(70)
            bubbleStyle.alignSelf = message.isIncoming ? .flexStart : .flexEnd
            let bubble = FlexContainerNode(style: bubbleStyle, name: "bubble\(index)")
            let (text, time) = message.nodes(index: index, measurer: measurer)
            try bubble.addItem(text)
            try bubble.addItem(time)
            try thread.addItem(bubble)
            return (bubble, text)
        }
        block = thread.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
    }
}
