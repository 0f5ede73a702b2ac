import CGLayout
import CGLayoutFlex
import Foundation

/// A text whose measure function reads it (for ``SettingsListBareFlexTree``).
public final class TextBox {
    /// The text.
    public var text: String
    init(_ text: String) { self.text = text }
}

/// The flexbox settings screen as a bare `FlexNode` tree — the same styles, texts
/// measured by the same monospaced measurer, nothing written back to elements — to
/// compare the flex guide's cost with the engine's alone (benchmarks and profiles).
public struct SettingsListBareFlexTree {
    /// The root: a column of rows, laid out at (375, `height`) by the benchmarks.
    public let root: FlexNode
    /// The title leaves, in order.
    public let titles: [FlexNode]
    /// Their texts: change one, then mark its node dirty.
    public let texts: [TextBox]
    /// A height that holds every row.
    public let height: CGFloat

    /// Builds the tree.
    ///
    /// - Parameter count: The number of rows (``SettingsRow/repeated(_:)``).
    public init(rows count: Int) {
        let measurer = MonospacedTextMeasurer()
        func leaf(_ box: TextBox) -> FlexNode {
            let node = FlexNode()
            node.measure = { width, widthMode, _, _ in
                var size = measurer.size(of: box.text, fitting: widthMode == .undefined ? .greatestFiniteMagnitude : width, numberOfLines: 0)
                if widthMode == .exactly { size.width = width } else if widthMode == .atMost { size.width = min(size.width, width) }
                return size
            }
            return node
        }
        let (rowStyle, titleStyle) = (SettingsListFlex.rowStyle, SettingsListFlex.titleStyle)
        var titles: [FlexNode] = [], texts: [TextBox] = [], rows: [FlexNode] = []
        for content in SettingsRow.repeated(count) {
            let icon = FlexNode(style: SettingsListFlex.iconStyle)
            let box = TextBox(content.title)
            let title = leaf(box)
            title.style = titleStyle
            let row = FlexNode(style: rowStyle, children: [icon, title, leaf(TextBox(content.value)), leaf(TextBox(">"))])
            rows.append(row)
            titles.append(title)
            texts.append(box)
        }
        height = CGFloat(count) * 60
        root = FlexNode(children: rows)
        self.titles = titles
        self.texts = texts
    }
}
