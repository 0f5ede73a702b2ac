import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

@Suite("Constraints bound to elements")
struct ConstraintTests {
    @Test func layoutConstraintConvertsFramesAcrossBranches() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 300))
        let panel = LayoutNode(frame: rect(100, 50, 200, 200))
        let badge = LayoutNode(frame: rect(10, 10, 20, 20))      // at (110, 60) in root
        let label = LayoutNode()
        try root.addChild(panel); try panel.addChild(badge); try root.addChild(label)
        // label lives in root; badge's frame is converted into root's space first.
        let block = label.layoutBlock(with: Layout(x: .left(), y: .top(), width: 50, height: 10),
                                      constraints: [badge.layoutConstraint(for: [.bottom(.limit(on: .outer)), .left(.align(by: .inner))])])
        block.layout()
        #expect(label.frame == rect(110, 80, 50, 10))
    }

    @Test func adjustConstraintCopiesTheFittingSizeAndAligns() throws {
        let (root, _) = try makeTree(CGSize(width: 200, height: 100), children: 0)
        let label = TextNode(text: "Comment")          // 49 × 17
        try root.addChild(label)
        label.layoutBlock(with: .equal, constraints: [label.adjustLayoutConstraint(for: [.width(), .height()])]).layout()
        #expect(label.frame == rect(0, 0, 49, 17))
        label.layoutBlock(with: .equal, constraints: [
            label.adjustLayoutConstraint(for: [.width(), .height()], alignment: .init(horizontal: .center(), vertical: .bottom(4))),
        ]).layout()
        #expect(label.frame == rect(75.5, 79, 49, 17))
        label.layoutBlock(with: .equal, constraints: [label.adjustLayoutConstraint(for: [.width(2)])]).layout()
        #expect(label.frame == rect(0, 0, 98, 100))
    }

    @Test func contentConstraintUsesLayoutBounds() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 300))
        let scroll = LayoutNode(frame: rect(0, 100, 300, 200))
        scroll.bounds.origin = CGPoint(x: 0, y: 40)
        let overlay = LayoutNode()
        try root.addChild(scroll); try root.addChild(overlay)
        overlay.layoutBlock(constraints: [scroll.contentLayoutConstraint(for: [.equally])].map { $0 as any LayoutConstraintProtocol }).layout()
        // scroll's layout bounds (0, 40, 300, 200) start at y = 40 + (frame.y 100 - bounds.y 40) = 100 in root space.
        #expect(overlay.frame == rect(0, 100, 300, 200))
    }

    @Test func anonymConstraintInsetsTheSpace() throws {
        let (root, children) = try makeTree(CGSize(width: 100, height: 50), children: 1)
        defer { withExtendedLifetime(root) {} }
        let node = children[0]
        node.layoutBlock(with: .equal, constraints: [AnonymConstraint(anchors: [Inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 15))])]).layout()
        #expect(node.frame == rect(10, 0, 75, 50))
        node.layoutBlock(with: .equal, constraints: [AnonymConstraint(anchors: [.insets(EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))])]).layout()
        #expect(node.frame == rect(5, 5, 90, 40))
    }

    @Test func mutableConstraintSwitchesWithoutRebuildingTheBlock() throws {
        let (root, children) = try makeTree(CGSize(width: 100, height: 100), children: 2)
        defer { withExtendedLifetime(root) {} }
        let (header, body) = (children[0], children[1])
        header.frame = rect(0, 0, 100, 30)
        let limit = header.layoutConstraint(for: [.bottom(.limit(on: .outer))]).active(true)
        let block = body.layoutBlock(with: .equal, constraints: [limit])
        block.layout()
        #expect(body.frame == rect(0, 30, 100, 70))
        limit.isActive = false
        block.layout()
        #expect(body.frame == rect(0, 0, 100, 100))
        #expect(!limit.isIndependent)
        #expect(limit.layoutElement(is: header))
    }

    @Test func constraintOnAnElementThatLeftTheTreeIsSkipped() throws {
        let (root, children) = try makeTree(CGSize(width: 100, height: 100), children: 2)
        defer { withExtendedLifetime(root) {} }
        let (header, body) = (children[0], children[1])
        header.frame = rect(0, 0, 100, 30)
        let block = body.layoutBlock(with: .equal, constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])])
        header.removeFromParent()
        block.layout()
        #expect(body.frame == rect(0, 0, 100, 100))
    }

    @Test func constraintOnADeallocatedElementIsInactive() throws {
        let (root, children) = try makeTree(CGSize(width: 100, height: 100), children: 1)
        defer { withExtendedLifetime(root) {} }
        var constraint: LayoutConstraint?
        do {
            let temporary = LayoutNode(frame: rect(0, 0, 10, 10))
            constraint = temporary.layoutConstraint(for: [.bottom(.limit(on: .outer))])
            #expect(constraint?.isActive == true)
        }
        #expect(constraint?.isActive == false)
        children[0].layoutBlock(with: .equal, constraints: [constraint!]).layout()
        #expect(children[0].frame == rect(0, 0, 100, 100))
    }

    @Test func typedAnchorArraysOfTheArticleBuildOneConstraint() throws {
        let (root, children) = try makeTree(CGSize(width: 300, height: 300), children: 2)
        defer { withExtendedLifetime(root) {} }
        let (distance, separator) = (children[0], children[1])
        distance.frame = rect(100, 200, 70, 30)
        let leftLimit = LayoutAnchor.Left.limit(on: .outer)
        let topLimit = LayoutAnchor.Top.limit(on: .inner)
        let heightEqual = LayoutAnchor.Size.height()
        separator.layoutBlock(with: Layout(x: .right(), y: .top(), width: .fixed(1), height: .scaled(1)),
                              constraints: [distance.layoutConstraint(for: [leftLimit, topLimit, heightEqual])]).layout()
        #expect(separator.frame == rect(99, 200, 1, 30))
    }

    @Test func typedAnchorsBuildTheSameConstraintAsAnchorCases() {
        let node = LayoutNode()
        let typed = node.layoutConstraint(for: [LayoutAnchor.Left.limit(on: .outer), LayoutAnchor.Top.limit(on: .inner),
                                               LayoutAnchor.Size.height(), Inset(.zero)])
        let cases = node.layoutConstraint(for: [.left(.limit(on: .outer)), .top(.limit(on: .inner)), .height(), .insets(.zero)])
        #expect(typed == cases)
    }

    @Test func defaultContentConstraintSetsTheFittingSize() {
        let label = TextNode(text: "poster name 1")
        let space = label.contentConstraint.constrained(sourceRect: rect(5, 5, 70, 100), by: .zero)
        #expect(space == rect(5, 5, 42, 34))
    }

    @Test func constraintsAreEquatableByElementAndAnchors() {
        let a = LayoutNode(), b = LayoutNode()
        #expect(a.layoutConstraint(for: [.left(.limit(on: .inner))]) == a.layoutConstraint(for: [.left(.limit(on: .inner))]))
        #expect(a.layoutConstraint(for: [.left(.limit(on: .inner))]) != b.layoutConstraint(for: [.left(.limit(on: .inner))]))
        #expect(AnonymConstraint(anchors: [.equally]) == AnonymConstraint(anchors: [.equally]))
    }
}
