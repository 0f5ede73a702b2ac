import CGLayout
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles) and the parts every screen has in `ScreenParts` (`RowScreen`).

/// The settings list in the rect-based system: a vertical stack guide of rows,
/// each row a node whose scheme places an icon, a title that wraps, a value and
/// a chevron, and whose height is its scheme's frames (`.fit` in the stack).
///
/// The design (all systems): rows as wide as the screen, padding 12 above and
/// below, 16 on the sides; a 17 × 17 icon, the title, the value and a `>`
/// chevron, 10 apart and top-aligned; the title takes the width that is left
/// and wraps; a row is as tall as its title (at least one line) plus 24.
public final class SettingsListRectScheme: RowScreen {
    /// "rect scheme and stack guides"; the rows; the scheme of the list.
    public let parts: ScreenParts<SchemeContainerNode>
    /// The list: a vertical stack that fits each row's height.
    public let list: StackLayoutGuide<LayoutNode>

    /// Builds the screen (``RowScreen/init(content:size:measurer:)`` makes the input).
    ///
    /// - Parameter input: The rows, the size and the text measurer.
    /// - Throws: Never in practice; the tree's error type.
    public init(_ input: ScreenInput<SettingsRow>) throws(LayoutTreeError) {
        let list = StackLayoutGuide<LayoutNode>(axis: .vertical, spacing: .equal(0), alignment: .leading(), filling: .fit,
                                                crossFilling: .equally, name: "list")
        self.list = list
        let root = ScreenBuilding.root(input.size, holding: list)
        let rows = try ScreenBuilding.rows(input.content) { (index, content) throws(LayoutTreeError) in
            let (row, title) = try Self.row(content, index: index, measurer: input.measurer)
            try list.addArrangedElement(row)
            return (row, title)
        }
        parts = ScreenParts(system: "rect scheme and stack guides", root: root, rows: rows,
                            block: LayoutScheme(blocks: [list.layoutBlock(with: ScreenBuilding.wholeScreen)]))
    }

    /// A row node with its scheme, and its title.
    static func row(_ content: SettingsRow, index: Int, measurer: any TextMeasuring) throws(LayoutTreeError) -> (SchemeContainerNode, TextNode) {
        let row = SchemeContainerNode(padding: EdgeInsets(top: 0, left: 0, bottom: 12, right: 16), name: "row\(index)")
        let (icon, title, value, chevron) = content.nodes(index: index, measurer: measurer)
        for node in [icon, title, value, chevron] { try row.addChild(node) }
        row.scheme = LayoutScheme(blocks: [
            icon.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: 17, height: 17)),
            chevron.layoutBlock(with: Layout(x: .trailing(16), y: .top(12), width: .fit, height: .fit)),
            value.layoutBlock(with: Layout(x: .trailing(10), y: .top(12), width: .fit, height: .fit),
                              constraints: [chevron.layoutConstraint(for: [.leading(.limit(on: .outer))])]),
            // Between the icon and the value, 10 from each: as tall as its text at that width.
            title.layoutBlock(with: Layout(x: .leading(10), y: .top(12), width: .boxed(20), height: .fit),
                              constraints: [icon.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                            value.layoutConstraint(for: [.leading(.limit(on: .outer))])]),
        ])
        return (row, title)
    }
}
