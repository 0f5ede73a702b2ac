import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Insets that follow the reading direction: leading and trailing resolved when the pass runs.
@Suite("Directional insets")
struct DirectionalInsetsTests {
    @Test func resolveByDirection() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30)
        #expect(insets.resolved(for: .leftToRight) == EdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
        #expect(insets.resolved(for: .rightToLeft) == EdgeInsets(top: 1, left: 30, bottom: 2, right: 10))
        let space = rect(0, 0, 100, 50)
        #expect(space.inset(by: insets, direction: .leftToRight) == rect(10, 1, 60, 47))
        #expect(space.inset(by: insets, direction: .rightToLeft) == rect(30, 1, 60, 47))
        #expect(space.inset(by: DirectionalEdgeInsets(top: 0, leading: 80, bottom: 0, trailing: 80), direction: .leftToRight).width == 0)
    }

    @Test("Each edge reads and writes its own value, and the insets print by their edges' names")
    func edgesAndDescription() {
        var insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect([insets.top, insets.leading, insets.bottom, insets.trailing] == [1, 2, 3, 4])
        insets.leading = 20
        insets.trailing = 40
        insets.top = 10
        insets.bottom = 30
        #expect(insets == DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        #expect(insets != DirectionalEdgeInsets(top: 10, leading: 40, bottom: 30, trailing: 20))
        #expect(insets.resolved(for: .rightToLeft) == EdgeInsets(top: 10, left: 40, bottom: 30, right: 20))
        #expect("\(insets)" == "DirectionalEdgeInsets(top: 10.0, leading: 20.0, bottom: 30.0, trailing: 40.0)")
    }

    @Test("A gap after the leading edge mirrors with the scheme", arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func schemeMirrors(direction: LayoutDirection) throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 100)), avatar = LayoutNode(), name = TextNode(text: "Ada Lovelace")
        try root.addChild(avatar)
        try root.addChild(name)
        let scheme = LayoutScheme(blocks: [
            avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(16), width: 40, height: 40)),
            name.layoutBlock(with: Layout(x: .leading(), y: .top(16), width: .fit, height: .fit),
                             constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                           AnonymConstraint(anchors: [.insets(leading: 8, trailing: 16)])]),
        ])
        let snapshot = scheme.snapshot(for: root.bounds, direction: direction)
        scheme.layout(direction: direction)
        // 8 after the avatar (16 + 40 + 8 = 64), 84 wide; mirrored in right-to-left.
        let designed = rect(64, 16, 84, 17)
        #expect(name.frame == (direction == .rightToLeft ? rect(320 - designed.maxX, 16, 84, 17) : designed))
        #expect(snapshot.frame(of: name) == name.frame)
    }

    @Test func theAnchorTheConstraintAndTheirDescriptions() {
        let anchor = LayoutAnchor.insets(leading: 8, trailing: 16)
        #expect(anchor == .custom(DirectionalInset(DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 16))))
        #expect(anchor != .insets(EdgeInsets(top: 0, left: 8, bottom: 0, right: 16)))
        #expect(anchor.constrained(sourceRect: rect(0, 0, 100, 10), by: .zero, direction: .rightToLeft) == rect(16, 0, 76, 10))
        let constraint = AnonymConstraint(anchors: [DirectionalInset(DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 16))])
        #expect(String(describing: constraint).contains("leading 8"), "\(constraint)")
    }
}
