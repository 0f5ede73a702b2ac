import CGLayout
import CGLayoutRelations
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Relations: right-to-left passes")
struct RelationRightToLeftTests {
    /// Leading and trailing read the mirrored coordinate in right-to-left passes, so a
    /// relation that pins them to a constant, to a left/right/centre attribute or through a
    /// multiplier gives the mirror image of its left-to-right frame (it used to read them as
    /// −maxX and −minX: `leading == 9` put the item at maxX −9, off screen).
    @Test("Leading and trailing with no target, against centerX or with a multiplier give the mirror image of the left-to-right frames")
    func leadingAndTrailingMirrorWithConstantsAndMultipliers() throws {
        let view = LayoutNode(frame: rect(0, 0, 300, 100), name: "view")
        let a = LayoutNode(name: "a"), b = LayoutNode(name: "b"), c = LayoutNode(name: "c"), d = LayoutNode(name: "d")
        for node in [a, b, c, d] { try view.addChild(node) }
        let relations = RelationLayout(container: view)
        relations.activate([a, b, c, d].flatMap { [$0.constraint(.width, constant: 50), $0.constraint(.height, constant: 10),
                                                   $0.constraint(.top, to: view, .top)] })
        relations.activate([
            a.constraint(.leading, constant: 9),
            b.constraint(.leading, to: view, .centerX),
            c.constraint(.trailing, to: view, .trailing, multiplier: 0.5),
            d.constraint(.leading, to: view, .leading, constant: 16),
        ])
        relations.layout(direction: .leftToRight)
        #expect(relations.issues.isEmpty)
        #expect([a, b, c, d].map(\.frame.minX) == [9, 150, 100, 16])
        relations.layout(direction: .rightToLeft)
        #expect(relations.issues.isEmpty)
        #expect([a, b, c, d].map(\.frame.maxX) == [291, 150, 200, 284], "mirrored: 300 − the left-to-right minX")
    }

    /// Each direction has its own solver state; issues used to be published only when that
    /// state changed, so a left-to-right pass after a right-to-left one kept reporting the
    /// right-to-left issues.
    @Test("Issues are those of the direction of the last pass, when passes alternate directions")
    func issuesFollowTheDirectionOfTheLastPass() throws {
        let view = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "view")
        let item = LayoutNode(name: "item")
        try view.addChild(item)
        let relations = RelationLayout(container: view)
        let width = item.constraint(.width, constant: 20)
        relations.activate([item.constraint(.left, constant: 10), item.constraint(.leading, constant: 10), width,
                            item.constraint(.top, constant: 0), item.constraint(.height, constant: 20)])
        for direction in [LayoutDirection.leftToRight, .rightToLeft, .leftToRight, .rightToLeft] {
            relations.layout(direction: direction)
            let rightToLeft = direction == .rightToLeft
            #expect(relations.issues.map(\.constraint) == (rightToLeft ? [width.description] : []),
                    "\(direction): left 10, leading 10 and width 20 only agree left to right")
            #expect(item.frame == CGRect(x: 10, y: 0, width: rightToLeft ? 280 : 20, height: 20))
        }
    }
}
