import CGLayout
import CGLayoutRelations
import Foundation

// The same screen is built in each engine (rect scheme, flex, relations) by design, to compare them side by
// side. The steps the builders share are in `ScreenBuilding` (the screen node, a row's or a bubble's nodes, the
// rows and their titles) and the parts every screen has in `ScreenParts` (`RowScreen`).

/// The settings list with Auto Layout-style relations: each part pinned to its
/// row and its neighbours (icon at leading 16, chevron at trailing 16, the value
/// 10 before the chevron, the title between icon and value, all 12 from the
/// row's top), rows pinned one under the other and as tall as their content
/// plus 12 (a low-priority zero height pulls them in). Texts enter with their
/// intrinsic sizes; the title's height is measured at the width it is given.
public final class SettingsListRelations: RowScreen {
    /// "relations (Cassowary)"; the screen, the container of the relations; the rows; the relations as its block.
    public let parts: ScreenParts<LayoutNode>
    /// The relations of every row.
    public let relations: RelationLayout

    /// Builds the screen (``RowScreen/init(content:size:measurer:)`` makes the input).
    ///
    /// - Parameter input: The rows, the size and the text measurer.
    /// - Throws: Never in practice; the tree's error type.
    public init(_ input: ScreenInput<SettingsRow>) throws(LayoutTreeError) {
        let root = ScreenBuilding.root(input.size)
        let relations = RelationLayout(container: root)
        self.relations = relations
        var constraints: [RelationConstraint] = [], previous: LayoutNode?
        let rows = try ScreenBuilding.rows(input.content) { (index, content) throws(LayoutTreeError) in
            let row = LayoutNode(name: "row\(index)")
            let (icon, title, value, chevron) = content.nodes(index: index, measurer: input.measurer)
            try root.addChild(row)
            for node in [icon, title, value, chevron] as [LayoutNode] { try row.addChild(node) }
            constraints += [
                row.constraint(.leading, to: root, .leading),
                row.constraint(.trailing, to: root, .trailing),
                previous.map { row.constraint(.top, to: $0, .bottom) } ?? row.constraint(.top, to: root, .top),
                row.constraint(.bottom, .greaterThanOrEqual, to: title, .bottom, constant: 12),
                row.constraint(.bottom, .greaterThanOrEqual, to: icon, .bottom, constant: 12),
                row.constraint(.height, constant: 0, priority: .defaultLow),
                icon.constraint(.leading, to: row, .leading, constant: 16),
                icon.constraint(.top, to: row, .top, constant: 12),
                icon.constraint(.width, constant: 17),
                icon.constraint(.height, constant: 17),
                chevron.constraint(.trailing, to: row, .trailing, constant: -16),
                chevron.constraint(.top, to: row, .top, constant: 12),
                value.constraint(.trailing, to: chevron, .leading, constant: -10),
                value.constraint(.top, to: row, .top, constant: 12),
                title.constraint(.leading, to: icon, .trailing, constant: 10),
                title.constraint(.trailing, to: value, .leading, constant: -10),
                title.constraint(.top, to: row, .top, constant: 12),
            ]
            previous = row
            // As with UIKit's labels: the value and the chevron hug their text more than the
            // title does, and the title gives way first when the row is narrow.
            for text in [value, chevron] { relations.setContentHuggingPriority(251, for: text, axis: .horizontal) }
            relations.setContentCompressionResistancePriority(749, for: title, axis: .horizontal)
            return (row, title)
        }
        relations.activate(constraints)
        parts = ScreenParts(system: "relations (Cassowary)", root: root, rows: rows, block: relations)
    }
}
