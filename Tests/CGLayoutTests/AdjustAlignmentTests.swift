import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// A space resized to an element's content sits at the leading edge by default, so schemes mirror.
@Suite("Adjust constraints in both directions")
struct AdjustAlignmentTests {
    /// The Getting Started title: pulled to the avatar's trailing edge, sized by its text, 12 points after the avatar.
    private func titleFrame(direction: LayoutDirection, dsl: Bool) throws -> CGRect {
        let screen = LayoutNode(frame: rect(0, 0, 375, 200), name: "screen")
        let avatar = LayoutNode(name: "avatar"), title = TextNode(text: "Ada Lovelace", name: "title")   // 84 × 17
        for node in [avatar, title] { try screen.addChild(node) }
        let titleLayout = Layout(x: .leading(12), y: .top(), width: .equal, height: .equal)
        let titleBlock: LayoutBlock<TextNode> = dsl
            ? title.layoutBlock(with: titleLayout) { anchors in
                anchors.leading.pull(to: avatar.layoutAnchors.trailing)
                anchors.width.equalIntrinsicSize()
                anchors.height.equalIntrinsicSize()
            }
            : title.layoutBlock(with: titleLayout, constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                                                 title.adjustLayoutConstraint(for: [.width(), .height()])])
        let scheme = LayoutScheme(blocks: [avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(), width: 64, height: 64)), titleBlock])
        scheme.layout(direction: direction)
        return title.frame
    }

    @Test("Left to right: 16 + 64 + 12 = 92; right to left: 375 − 16 − 64 − 12 − 84 = 199", arguments: [false, true])
    func mirrors(dsl: Bool) throws {
        #expect(try titleFrame(direction: .leftToRight, dsl: dsl) == rect(92, 0, 84, 17))
        #expect(try titleFrame(direction: .rightToLeft, dsl: dsl) == rect(199, 0, 84, 17))
    }

    @Test("An explicit alignment is kept: .equal places the measured space at the left in both directions")
    func explicitAlignment() throws {
        let root = LayoutNode(frame: rect(0, 0, 200, 100), name: "root")
        let label = TextNode(text: "abc", name: "label")   // 21 × 17
        try root.addChild(label)
        let block = label.layoutBlock(with: Layout(x: .trailing(), y: .top(), width: .equal, height: .equal),
                                      constraints: [label.adjustLayoutConstraint(for: [.width(), .height()], alignment: .equal)])
        block.layout(direction: .rightToLeft)
        #expect(label.frame == rect(0, 0, 21, 17))
        label.frame = .zero
        LayoutBlock(element: label, layout: block.itemLayout,
                    constraints: [label.adjustLayoutConstraint(for: [.width(), .height()])]).layout(direction: .rightToLeft)
        #expect(label.frame == rect(179, 0, 21, 17))
    }
}
