import CGLayout
import CGLayoutFlex
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles) and the parts every screen has in `ScreenParts` (`RowScreen`).

/// The chat thread in flexbox: a column guide (padding 12, gap 8) of bubbles,
/// each a `FlexContainerNode` (a column with padding 8 and gap 4, at most 70 %
/// of the thread) aligned to the start or the end of the cross axis.
public final class ChatThreadFlex: RowScreen {
    /// "flexbox, bubbles as container nodes"; the bubbles; the thread's block.
    public let parts: ScreenParts<FlexContainerNode>
    /// The thread: a flex column.
    public let thread: FlexLayoutGuide<LayoutNode>
    /// The bubbles, in order.
    public var bubbles: [FlexContainerNode] { parts.rows }

    /// Builds the screen (``RowScreen/init(messages:size:measurer:)`` makes the input).
    ///
    /// - Parameter input: The messages, the size and the text measurer.
    /// - Throws: Never in practice; the tree's error type.
    public init(_ input: ScreenInput<ChatMessage>) throws(LayoutTreeError) {
        var threadStyle = FlexStyle()
        threadStyle.padding.all = .point(12)
        threadStyle.rowGap = .point(8)
        let thread = FlexLayoutGuide<LayoutNode>(style: threadStyle, name: "thread")
        self.thread = thread
        let root = ScreenBuilding.root(input.size, holding: thread)
        let bubbles = try ScreenBuilding.rows(input.content) { (index, message) throws(LayoutTreeError) in
            var bubbleStyle = FlexStyle()
            bubbleStyle.padding.all = .point(8)
            bubbleStyle.rowGap = .point(4)
            bubbleStyle.alignItems = .flexStart
            bubbleStyle.maxWidth = .percent(70)
            bubbleStyle.alignSelf = message.isIncoming ? .flexStart : .flexEnd
            let (text, time) = message.nodes(index: index, measurer: input.measurer)
            let bubble = try ScreenBuilding.flexContainer(style: bubbleStyle, name: "bubble\(index)",
                                                          items: [(text, FlexStyle()), (time, FlexStyle())], in: thread)
            return (bubble, text)
        }
        parts = ScreenParts(system: "flexbox, bubbles as container nodes", root: root, rows: bubbles,
                            block: thread.layoutBlock(with: ScreenBuilding.wholeScreen))
    }
}
