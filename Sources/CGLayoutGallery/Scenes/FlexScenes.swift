import CGLayout
import CGLayoutFlex
import Foundation

/// Flexbox scenes: a wrapping grid and a justified toolbar, in both directions.
enum FlexScenes {
    // Each style is one expression of the style's modifiers, as the flexbox article writes them.
    static func wrap() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 220), name: "screen")
        let container = FlexStyle().flexDirection(.row).flexWrap(.wrap).justifyContent(.spaceBetween).alignContent(.flexStart)
            .alignItems(.center).rowGap(.point(8)).padding(.point(12))
        let grid = FlexLayoutGuide<LayoutNode>(style: container, name: "grid")
        root.add(layoutGuide: grid)
        for index in 0..<7 {
            let item = FlexStyle().size(width: .point(CGFloat(60 + (index % 3) * 20)), height: .point(CGFloat(30 + (index % 2) * 14)))
            try grid.addItem(LayoutNode(name: "item\(index + 1)"), style: item)
        }
        let bar = FlexStyle().flexDirection(.row).alignItems(.center).columnGap(.point(6)).padding(horizontal: .point(12))
        let toolbar = FlexLayoutGuide<LayoutNode>(style: bar, name: "toolbar")
        root.add(layoutGuide: toolbar)
        try toolbar.addItem(GalleryText.label("Gallery", name: "title"), style: FlexStyle().flexGrow(1))
        for name in ["share", "more"] {
            try toolbar.addItem(LayoutNode(name: name), style: FlexStyle().size(width: .point(28), height: .point(28)))
        }
        let scheme = LayoutScheme(blocks: [
            toolbar.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 44)),
            grid.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .boxed(44)),
                             constraints: [toolbar.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        return GalleryScene(id: "flex", title: "Flexbox: a wrapping grid and a toolbar",
                            summary: "Two FlexLayoutGuides: a toolbar row whose title grows, and a wrapping row with space-between, centred items and a row gap. Right-to-left starts each line on the right. The grid's block makes it 132 points tall (.boxed(44) of the 176 below the toolbar), but its padding and three lines need 12 + 44 + 8 + 44 + 8 + 30 + 12 = 158: item7's line overflows the grid by 26 points, as in CSS, where a flex container of fixed height does not grow to its content.",
                            panels: GalleryPanel.inBothDirections(of: scheme, root: root))
    }
}
