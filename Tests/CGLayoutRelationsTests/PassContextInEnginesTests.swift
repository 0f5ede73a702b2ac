import CGLayout
import CGLayoutFlex
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

/// A rule as wide as a title: its fitting size reads the title's frame from the pass that measures it.
private final class TitleRule: LayoutNode, @unchecked Sendable {
    weak var title: LayoutNode?
    override func sizeThatFits(_ size: CGSize, in context: LayoutContext) -> CGSize {
        CGSize(width: title.map { context.frame(of: $0).width } ?? 0, height: 2)
    }
}

/// A title half as wide as the screen, then two rules as wide as the title: one an item of a flex row
/// below it, one an item of relations (16 pt from the leading edge, 30 pt below the title).
private struct RuledHeader {
    let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let title = LayoutNode(name: "title")
    let flexRule = TitleRule(name: "flex rule")
    let relationRule = TitleRule(name: "relation rule")
    let scheme: LayoutScheme

    init() throws {
        for node in [title, flexRule, relationRule] { try root.addChild(node) }
        flexRule.title = title
        relationRule.title = title
        var rowStyle = FlexStyle()
        rowStyle.alignItems = .flexStart
        let row = FlexLayoutGuide<LayoutNode>(style: rowStyle, name: "row")
        root.add(layoutGuide: row)
        try row.addItem(flexRule)
        let relations = RelationLayout(container: root)
        relations.activate([
            relationRule.constraint(.top, to: title, .bottom, constant: 30),
            relationRule.constraint(.leading, to: root, .leading, constant: 16),
        ])
        scheme = LayoutScheme(blocks: [
            title.layoutBlock(with: Layout(x: .leading(16), y: .top(10), width: .scaled(0.5), height: .fixed(24))),
            row.layoutBlock(with: Layout(x: .leading(0), y: .top(40), width: .equal, height: .fixed(20))),
            relations,
        ])
    }

    /// The design's frames at `width`, by arithmetic.
    static func expected(width: CGFloat, direction: LayoutDirection) -> [CGRect] {
        let half = width / 2
        let ltr = direction == .leftToRight
        return [CGRect(x: ltr ? 16 : width - 16 - half, y: 10, width: half, height: 24),
                CGRect(x: ltr ? 0 : width - half, y: 40, width: half, height: 2),
                CGRect(x: ltr ? 16 : width - 16 - half, y: 64, width: half, height: 2)]
    }
}

@Suite("The pass's context reaches measurements in flex rows and relations")
struct PassContextInEnginesTests {
    @Test("Flex and relation items measured from another element's frame: snapshot + apply gives the frames of layout(), first and later passes",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func itemsMeasuredFromAnotherFrame(direction: LayoutDirection) throws {
        let header = try RuledHeader()
        for width in [320, 414, 360] as [CGFloat] {   // even halves: the flex row rounds to whole points
            let rect = CGRect(x: 0, y: 0, width: width, height: 200)
            let (laidOut, applied) = try framesOfLayoutAndSnapshot(header.scheme, in: rect, direction: direction,
                                                                  [header.title, header.flexRule, header.relationRule])
            let expected = RuledHeader.expected(width: width, direction: direction)
            #expect(laidOut == expected, "layout() at \(width)")
            #expect(applied == expected, "snapshot + apply at \(width)")
        }
    }
}
