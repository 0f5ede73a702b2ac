import CGLayout
import CGLayoutFlex
import CGLayoutTestSupport
import Foundation
import Testing

/// A scroll guide moved by a flex guide after its content ran: a flex guide places its items and runs
/// none of their contents, so the scroll guide keeps the content size measured where its content was
/// laid out, and a snapshot reads the same content size as `layout()`.
@Suite("Scroll guides moved by a flex guide")
struct FlexMovedScrollGuideTests {
    /// A snapshot measured the content's extent from the scroll guide's last frame (where the flex
    /// guide put it) instead of the frame its content was laid out in, as `layout()` records it.
    @Test("A scroll guide's content size, read after a flex guide moves the guide, is the one its content gave")
    func contentSizeAfterAFlexGuideMovesTheScrollGuide() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480), name: "root")
        let row = LayoutNode(name: "row"), marker = LayoutNode(name: "marker")
        try root.addChild(row)
        try root.addChild(marker)
        let scroll = ScrollLayoutGuide<LayoutNode>(layout: row.layoutBlock(with: Layout(x: .left(), y: .top(), width: 100, height: 600)),
                                                   scrollDirections: .vertical, name: "scroll")
        let flex = FlexLayoutGuide<LayoutNode>(name: "flex")
        root.add(layoutGuide: scroll)
        root.add(layoutGuide: flex)
        var size = FlexStyle()
        size.width = .point(100)
        size.height = .point(100)
        try flex.addItem(scroll, style: size)
        let scheme = LayoutScheme(blocks: [
            scroll.layoutBlock(with: Layout(x: .left(10), y: .top(10), width: 100, height: 100)),
            flex.layoutBlock(with: Layout(x: .left(), y: .top(200), width: .scaled(1), height: 100)),
            marker.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: 10, height: 10),
                               constraints: [scroll.contentLayoutConstraint(for: [.equally])]),
        ])
        let frames = try framesOfLayoutAndSnapshot(scheme, in: root.bounds, [scroll, row, marker])
        // The content runs in the scroll guide's first frame (10, 10): the row reaches 600 below its top.
        // The flex guide then moves the guide to (0, 200) and leaves the row where it is; the content
        // area is the guide's, 600 high (not 610 - 200 = 410, measured from the new frame).
        #expect(frames.laidOut == [rect(0, 200, 100, 100), rect(10, 10, 100, 600), rect(0, 200 + 600 - 10, 10, 10)])
        #expect(frames.applied == frames.laidOut)
    }
}
