import CGLayout
import CGLayoutFlex
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles) and the parts every screen has in `ScreenParts` (`RowScreen`).

/// The settings list in flexbox: a column guide of rows, each row a
/// `FlexContainerNode` (a row with padding 12 × 16, gap 10, items at the top)
/// whose title grows and shrinks to the width that is left. One flex tree for
/// the whole list, kept between passes: a title change re-lays out its path.
public final class SettingsListFlex: RowScreen {
    /// "flexbox, rows as container nodes"; the rows; the list's block.
    public let parts: ScreenParts<FlexContainerNode>
    /// The list: a flex column.
    public let list: FlexLayoutGuide<LayoutNode>

    /// Builds the screen (``RowScreen/init(content:size:measurer:)`` makes the input).
    ///
    /// - Parameter input: The rows, the size and the text measurer.
    /// - Throws: Never in practice; the tree's error type.
    public init(_ input: ScreenInput<SettingsRow>) throws(LayoutTreeError) {
        let list = FlexLayoutGuide<LayoutNode>(style: FlexStyle(), name: "list")
        self.list = list
        let root = ScreenBuilding.root(input.size, holding: list)
        let (rowStyle, iconStyle, titleStyle) = (Self.rowStyle, Self.iconStyle, Self.titleStyle)
        let rows = try ScreenBuilding.rows(input.content) { (index, content) throws(LayoutTreeError) in
            let (icon, title, value, chevron) = content.nodes(index: index, measurer: input.measurer)
            let row = try ScreenBuilding.flexContainer(style: rowStyle, name: "row\(index)",
                                                       items: [(icon, iconStyle), (title, titleStyle), (value, FlexStyle()), (chevron, FlexStyle())],
                                                       in: list)
            return (row, title)
        }
        parts = ScreenParts(system: "flexbox, rows as container nodes", root: root, rows: rows,
                            block: list.layoutBlock(with: ScreenBuilding.wholeScreen))
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
