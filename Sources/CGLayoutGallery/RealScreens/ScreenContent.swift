import CGLayout
import CGLayoutFlex
import Foundation

/// The content of the settings list: one row per entry, a title and a value.
public struct SettingsRow: Sendable, Equatable {
    /// The row's title (wraps when long).
    public var title: String
    /// The value shown before the chevron ("On", a network's name…), possibly empty.
    public var value: String

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    public init(_ title: String, value: String = "") {
        self.title = title
        self.value = value
    }

    /// The rows of the settings screen.
    public static let standard: [SettingsRow] = [
        SettingsRow("Airplane Mode", value: "Off"),
        SettingsRow("Wi-Fi", value: "Home Network"),
        SettingsRow("Bluetooth", value: "On"),
        SettingsRow("Notifications"),
        SettingsRow("Sounds and Haptics"),
        SettingsRow("Focus", value: "Do Not Disturb"),
        SettingsRow("Screen Time"),
        SettingsRow("Accessibility settings for vision, hearing and motor skills"),
    ]

    /// `count` rows: the standard rows over and over (for benchmarks).
    ///
    /// - Parameter count: The number of rows.
    /// - Returns: The rows.
    public static func repeated(_ count: Int) -> [SettingsRow] {
        (0..<max(0, count)).map { standard[$0 % standard.count] }
    }
}

/// One message of the chat thread.
public struct ChatMessage: Sendable, Equatable {
    /// The text (wraps within the bubble).
    public var text: String
    /// The time shown under the text.
    public var time: String
    /// Sent by the other person (on the leading side) or by me (on the trailing side).
    public var isIncoming: Bool

    /// Creates a message.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - time: The time.
    ///   - isIncoming: Whether the other person sent it.
    public init(_ text: String, time: String, isIncoming: Bool) {
        self.text = text
        self.time = time
        self.isIncoming = isIncoming
    }

    /// The messages of the chat screen, alternating sides.
    public static let standard: [ChatMessage] = [
        ChatMessage("Are we still on for lunch?", time: "09:41", isIncoming: true),
        ChatMessage("Yes! Twelve thirty at the usual place, I booked a table by the window.", time: "09:42", isIncoming: false),
        ChatMessage("Ok", time: "09:42", isIncoming: true),
        ChatMessage("Running ten minutes late, the train stopped between two stations for no reason at all, sorry!", time: "12:21", isIncoming: false),
        ChatMessage("No worries, I ordered you the soup.", time: "12:24", isIncoming: true),
        ChatMessage("Thanks", time: "12:25", isIncoming: false),
    ]
}

// What the builders of one screen in each engine (rect scheme, flex, relations) share: the screen node, the nodes
// of a row or a bubble with their names, and the loop that collects the rows and their titles. What stays in each
// builder is the engine's own layout of them.

/// The shared steps of building a real screen.
enum ScreenBuilding {
    /// The screen: the root node, named `screen`, at `size`.
    static func root(_ size: CGSize) -> LayoutNode {
        LayoutNode(frame: CGRect(origin: .zero, size: size), name: "screen")
    }

    /// The screen at `size` holding `guide` (the list or the thread the rows sit in).
    static func root(_ size: CGSize, holding guide: LayoutGuide<LayoutNode>) -> LayoutNode {
        let root = root(size)
        root.add(layoutGuide: guide)
        return root
    }

    /// A flex container node named `name` holding `items` (each with its style), added to `guide` as its last item:
    /// a row of the flexbox settings list, a bubble of the flexbox chat thread.
    static func flexContainer(style: FlexStyle, name: String, items: [(LayoutNode, FlexStyle)],
                              in guide: FlexLayoutGuide<LayoutNode>) throws(LayoutTreeError) -> FlexContainerNode {
        let container = FlexContainerNode(style: style, name: name)
        for (item, style) in items { try container.addItem(item, style: style) }
        try guide.addItem(container)
        return container
    }

    /// The layout of the list or the thread: the whole screen.
    static let wholeScreen = Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1))

    /// One row per item of `content`, made in order by `makeRow` (given the row's index), and each row's title.
    static func rows<Item, Row>(_ content: [Item],
                                _ makeRow: (Int, Item) throws(LayoutTreeError) -> (row: Row, title: TextNode)) throws(LayoutTreeError)
        -> (rows: [Row], titles: [TextNode]) {
        var rows: [Row] = [], titles: [TextNode] = []
        for (index, item) in content.enumerated() {
            let made = try makeRow(index, item)
            rows.append(made.row)
            titles.append(made.title)
        }
        return (rows, titles)
    }
}

extension SettingsRow {
    /// The row's nodes, named with `index` (`icon0`, `title0`, `value0`, `chevron0`), not yet in a tree.
    func nodes(index: Int, measurer: any TextMeasuring) -> (icon: LayoutNode, title: TextNode, value: TextNode, chevron: TextNode) {
        (LayoutNode(name: "icon\(index)"), TextNode(text: title, measurer: measurer, name: "title\(index)"),
         TextNode(text: value, measurer: measurer, name: "value\(index)"), TextNode(text: ">", measurer: measurer, name: "chevron\(index)"))
    }
}

extension ChatMessage {
    /// The bubble's texts, named with `index` (`text0`, `time0`), not yet in a tree.
    func nodes(index: Int, measurer: any TextMeasuring) -> (text: TextNode, time: TextNode) {
        (TextNode(text: text, measurer: measurer, name: "text\(index)"), TextNode(text: time, measurer: measurer, name: "time\(index)"))
    }

    /// `bubble` with the message's texts as its children, and the texts.
    func filling(_ bubble: LayoutNode, index: Int, measurer: any TextMeasuring) throws(LayoutTreeError) -> (text: TextNode, time: TextNode) {
        let nodes = nodes(index: index, measurer: measurer)
        try bubble.addChild(nodes.text)
        try bubble.addChild(nodes.time)
        return nodes
    }
}
