import CGLayout
import CGLayoutFlex
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles); what `duplicates` still lists is the shape of each type's public declarations (its
// documented properties and initialiser), which are one per engine.

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
        root = ScreenBuilding.root(size)
        let list = FlexLayoutGuide<LayoutNode>(style: FlexStyle(), name: "list")
        self.list = list
        root.add(layoutGuide: list)
        let (rowStyle, iconStyle, titleStyle) = (Self.rowStyle, Self.iconStyle, Self.titleStyle)
        (rows, titles) = try ScreenBuilding.rows(content) { (index, content) throws(LayoutTreeError) in
            let row = FlexContainerNode(style: rowStyle, name: "row\(index)")
            let (icon, title, value, chevron) = content.nodes(index: index, measurer: measurer)
            try row.addItem(icon, style: iconStyle)
            try row.addItem(title, style: titleStyle)
            try row.addItem(value)
            try row.addItem(chevron)
            try list.addItem(row)
            return (row, title)
        }
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
