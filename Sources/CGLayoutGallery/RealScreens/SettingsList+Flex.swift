import CGLayout
import CGLayoutFlex
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side: the three builders share the shape of the screen (`duplicates` lists the pairs), not code to fold.

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
    ///   - measurer: Measures the text (the tests' design arithmetic uses the monospaced default).
    /// - Throws: Never in practice; the tree's error type.
    public init(content: [SettingsRow] = SettingsRow.standard, size: CGSize = CGSize(width: 375, height: 667),
                measurer: any TextMeasuring = MonospacedTextMeasurer()) throws(LayoutTreeError) {
        root = LayoutNode(frame: CGRect(origin: .zero, size: size), name: "screen")
        list = FlexLayoutGuide(style: FlexStyle(), name: "list")
        root.add(layoutGuide: list)
        let (rowStyle, iconStyle, titleStyle) = (Self.rowStyle, Self.iconStyle, Self.titleStyle)
        var rows: [FlexContainerNode] = [], titles: [TextNode] = []
        for (index, content) in content.enumerated() {
            let row = FlexContainerNode(style: rowStyle, name: "row\(index)")
            let title = TextNode(text: content.title, measurer: measurer, name: "title\(index)")
            try row.addItem(LayoutNode(name: "icon\(index)"), style: iconStyle)
            try row.addItem(title, style: titleStyle)
            try row.addItem(TextNode(text: content.value, measurer: measurer, name: "value\(index)"))
            try row.addItem(TextNode(text: ">", measurer: measurer, name: "chevron\(index)"))
            try list.addItem(row)
            rows.append(row)
            titles.append(title)
        }
        self.rows = rows
        self.titles = titles
        block = list.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .scaled(1)))
    }

    /// A row: items in a row at the top, padding 12 × 16, 10 apart.
    static var rowStyle: FlexStyle {
        var style = FlexStyle()
        style.flexDirection = .row
        style.alignItems = .flexStart
        style.padding.vertical = .point(12)
        style.padding.horizontal = .point(16)
        style.columnGap = .point(10)
        return style
    }

    /// The icon: 17 × 17.
    static var iconStyle: FlexStyle {
        var style = FlexStyle()
        style.width = .point(17)
        style.height = .point(17)
        return style
    }

    /// The title: takes the width that is left.
    static var titleStyle: FlexStyle {
        var style = FlexStyle()
        style.flexGrow = 1
        style.flexShrink = 1
        return style
    }
}
