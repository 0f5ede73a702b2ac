import CGLayout
import CGLayoutFlex
import Foundation

/// Flexbox scenes: a wrapping grid and a justified toolbar, in both directions.
enum FlexScenes {
    // Each style is spelled out property by property, as a reader of the scene writes it (`duplicates` lists the two
    // styles' assignments as a pair of one shape: they set different properties, so there is nothing to fold).
    static func wrap() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 220), name: "screen")
        var container = FlexStyle()
        container.flexDirection = .row
        container.flexWrap = .wrap
        container.justifyContent = .spaceBetween
        container.alignContent = .flexStart
        container.alignItems = .center
        container.rowGap = .point(8)
        container.padding.all = .point(12)
        let grid = FlexLayoutGuide<LayoutNode>(style: container, name: "grid")
        root.add(layoutGuide: grid)
        for index in 0..<7 {
            var item = FlexStyle()
            item.width = .point(CGFloat(60 + (index % 3) * 20))
            item.height = .point(CGFloat(30 + (index % 2) * 14))
            try grid.addItem(LayoutNode(name: "item\(index + 1)"), style: item)
        }
        var bar = FlexStyle()
        bar.flexDirection = .row
        bar.alignItems = .center
        bar.columnGap = .point(6)
        bar.padding.horizontal = .point(12)
        let toolbar = FlexLayoutGuide<LayoutNode>(style: bar, name: "toolbar")
        root.add(layoutGuide: toolbar)
        var spacer = FlexStyle(); spacer.flexGrow = 1
        try toolbar.addItem(GalleryText.label("Gallery", name: "title"), style: spacer)
        for name in ["share", "more"] {
            var button = FlexStyle(); button.width = .point(28); button.height = .point(28)
            try toolbar.addItem(LayoutNode(name: name), style: button)
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
