import CGLayout
import Foundation

/// Scenes of layout guides: a stack and a scroll guide.
enum GuideScenes {
    /// A toolbar (horizontal stack) and a card of texts (vertical stack).
    static func stack() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 240), name: "screen")
        let card = StackLayoutGuide<LayoutNode>(axis: .vertical, spacing: .equal(6), alignment: .leading(),
                                                filling: .fit, crossFilling: .fit, name: "card")
        card.contentInsets = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        root.add(layoutGuide: card)
        for (index, text) in ["Stacks", "Elements one after another, along an axis.", "Spacing, alignment, filling, direction."].enumerated() {
            try card.addArrangedElement(GalleryText.label(text, name: "text\(index + 1)"))
        }
        let toolbar = StackLayoutGuide<LayoutNode>(axis: .horizontal, spacing: .equally, alignment: .center(),
                                                   filling: .equal(56), crossFilling: .equal(32), name: "toolbar")
        root.add(layoutGuide: toolbar)
        for title in ["back", "share", "like", "more"] { try toolbar.addArrangedElement(LayoutNode(name: title)) }
        let scheme = LayoutScheme(blocks: [
            card.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .boxed(48))),
            toolbar.layoutBlock(with: Layout(x: .left(8), y: .bottom(), width: .boxed(16), height: 48)),
        ])
        return GalleryScene(id: "stack", title: "Stack guides",
                            summary: "A vertical stack sizes its texts by fitting (inset by 12), a horizontal toolbar spreads four buttons with equal spacing. Right-to-left mirrors the toolbar and the leading alignment.",
                            panels: GalleryPanel.inBothDirections(of: scheme, root: root))
    }

    /// A list in a scroll guide, at two content offsets.
    static func scroll() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 240, height: 260), name: "screen")
        let rows = try (0..<10).map { index -> TextNode in
            let row = GalleryText.label("Row \(index + 1)", name: "row\(index + 1)")
            try root.addChild(row)
            return row
        }
        let list = ScrollLayoutGuide<LayoutNode>(
            layout: LayoutScheme(blocks: rows.enumerated().map { index, row in
                row.layoutBlock(with: Layout(x: .leading(8), y: .top(CGFloat(index) * 44 + 4), width: .boxed(16), height: 36))
            }),
            scrollDirections: .vertical, name: "list")
        root.add(layoutGuide: list)
        let block = list.layoutBlock(with: Layout(x: .left(20), y: .top(30), width: .boxed(40), height: .boxed(60)))
        block.layout(direction: .leftToRight)
        let top = GalleryPanel(caption: "offset 0 (content \(Int(list.contentSize.width)) × \(Int(list.contentSize.height)))", root: root)
        list.contentOffset = CGPoint(x: 0, y: 150)
        let scrolled = GalleryPanel(caption: "offset 150", root: root, highlighted: [list])
        return GalleryScene(id: "scroll", title: "A scroll guide at two offsets",
                            summary: "Ten rows in a scroll guide (dashed). The content size comes from the rows; changing the content offset moves them. Rows outside the guide are still laid out: a view would clip them.",
                            panels: [top, scrolled])
    }
}
