import CGLayout
import CGLayoutFlex
import Foundation

/// The settings list in flexbox: a column guide of rows, each row a
/// `FlexContainerNode` (a row with padding 12 × 16, gap 10, items at the top)
/// whose title grows and shrinks to the width that is left. One flex tree for
/// the whole list, kept between passes: a title change re-lays out its path.
public final class SettingsListFlex: RealScreen {
    /// "flexbox".
    public let system = "flexbox, rows as container nodes"
    /// The screen.
    public let root: LayoutNode
    /// The list: a flex column.
    public let list: FlexLayoutGuide<LayoutNode>
    /// The rows, in order.
    public let rows: [FlexContainerNode]
    /// The rows' titles.
    public let titles: [TextNode]
    /// Lays out the list in the screen.
    public let block: any LayoutBlockProtocol

    /// Builds the screen.
    ///
    /// - Parameters:
    ///   - content: The rows.
    ///   - size: The screen's size.
    /// - Throws: Never in practice; the tree's error type.
    public init(content: [SettingsRow] = SettingsRow.standard, size: CGSize = CGSize(width: 375, height: 667)) throws(LayoutTreeError) {
        root = LayoutNode(frame: CGRect(origin: .zero, size: size), name: "screen")
        list = FlexLayoutGuide(style: FlexStyle(), name: "list")
        root.add(layoutGuide: list)
        var rowStyle = FlexStyle()
        rowStyle.flexDirection = .row
        rowStyle.alignItems = .flexStart
        rowStyle.padding.vertical = .point(12)
        rowStyle.padding.horizontal = .point(16)
        rowStyle.columnGap = .point(10)
        var iconStyle = FlexStyle()
        iconStyle.width = .point(17)
        iconStyle.height = .point(17)
        var titleStyle = FlexStyle()
        titleStyle.flexGrow = 1
        titleStyle.flexShrink = 1
        var rows: [FlexContainerNode] = [], titles: [TextNode] = []
        for (index, content) in content.enumerated() {
            let row = FlexContainerNode(style: rowStyle, name: "row\(index)")
            let title = TextNode(text: content.title, name: "title\(index)")
            try row.addItem(LayoutNode(name: "icon\(index)"), style: iconStyle)
            try row.addItem(title, style: titleStyle)
            try row.addItem(TextNode(text: content.value, name: "value\(index)"))
            try row.addItem(TextNode(text: ">", name: "chevron\(index)"))
            try list.addItem(row)
            rows.append(row)
            titles.append(title)
        }
        self.rows = rows
        self.titles = titles
        block = list.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
    }
}
