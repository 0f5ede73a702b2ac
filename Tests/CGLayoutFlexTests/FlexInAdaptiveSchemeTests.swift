import CGLayout
import CGLayoutFlex
import Foundation
import Testing

/// A flex row laid out by an adaptive scheme: a tab that leaves the screen and comes back is laid out again,
/// live and through the adaptive scheme's own snapshot, though the snapshot kept without it no longer
/// matches the row's items.
@Suite("Flex guides in adaptive schemes")
struct FlexInAdaptiveSchemeTests {
    /// Three tabs sharing a 360-point row 16 points from the screen's top left corner.
    struct TabRow {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 392, height: 667), name: "screen")
        let tabs = [LayoutNode(name: "inbox"), LayoutNode(name: "sent"), LayoutNode(name: "drafts")]
        let adaptive: AdaptiveScheme

        init() throws {
            let row = FlexLayoutGuide<LayoutNode>(style: FlexStyle().flexDirection(.row), name: "tabs")
            screen.add(layoutGuide: row)
            for tab in tabs {
                try screen.addChild(tab)
                try row.addItem(tab, style: FlexStyle().flexGrow(1))
            }
            let block = row.layoutBlock(with: Layout(x: .left(16), y: .top(16), width: .fixed(360), height: .fixed(44)))
            adaptive = AdaptiveScheme(container: screen, variants: [.init("compact", scheme: LayoutScheme(blocks: [block]))])
            // The middle tab leaves while the scheme lays out and keeps its snapshot: two tabs of 180.
            tabs[1].removeFromParent()
            adaptive.layout(direction: .leftToRight)
        }

        var frames: [CGRect] { tabs.map(\.frame) }
    }

    @Test("A tab back on the screen is laid out again: live and through the adaptive scheme's own snapshot, applied")
    func tabBackOnTheScreen() async throws {
        let live = try TabRow(), detached = try TabRow()
        #expect(live.frames == [CGRect(x: 16, y: 16, width: 180, height: 44), .zero, CGRect(x: 196, y: 16, width: 180, height: 44)])
        let expected = (0..<3).map { CGRect(x: 16 + CGFloat($0) * 120, y: 16, width: 120, height: 44) }
        try live.screen.addChild(live.tabs[1])
        live.adaptive.layout(direction: .leftToRight)
        #expect(live.frames == expected)
        try detached.screen.addChild(detached.tabs[1])
        let adaptive = detached.adaptive, bounds = detached.screen.bounds
        let snapshot = await Task.detached { adaptive.snapshot(for: bounds, direction: .leftToRight) }.value
        try adaptive.apply(snapshot: snapshot)   // it was refused: "expected 3 flex items, found 2"
        #expect(detached.frames == expected)
    }
}
