import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// `.fit` against the space: the content's width at most the room its alignment leaves, the
/// content's height past the space, a chain's link as a cap on both axes, and adjust constraints
/// copying the fitting size whatever the space. Text: 7 pt a character, 17 a line.
@Suite("Sizes from content, against the space")
struct LayoutFitSpaceTests {
    /// 38 characters on one line: 266 wide.
    static let longName = "Augusta Ada King, Countess of Lovelace"

    func screen(_ width: CGFloat = 320, _ height: CGFloat = 100) -> LayoutNode {
        LayoutNode(frame: rect(0, 0, width, height), name: "screen")
    }

    @Test("A one-line text node measures its whole line, as a one-line UILabel does")
    func oneLineMeasuresTheWholeLine() {
        let name = TextNode(text: Self.longName, numberOfLines: 1)
        #expect(name.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 266, height: 17))
        #expect(name.sizeThatFits(CGSize(width: 0, height: 0)) == CGSize(width: 266, height: 17))
        name.numberOfLines = 2
        #expect(name.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 98, height: 34))
    }

    @Test("A `.fit` width stops at the room its alignment leaves, in both directions",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func fitWidthStopsAtTheRoom(direction: LayoutDirection) throws {
        // A 200-point space: the 266-point line never fits.
        let root = screen(200), name = TextNode(text: Self.longName, numberOfLines: 1)
        try root.addChild(name)
        // (alignment, frame left to right, whether it mirrors: leading and trailing do, the others not)
        let cases: [(Layout.Alignment.Horizontal, CGRect, Bool)] = [
            (.leading(12), rect(12, 0, 188, 17), true),          // 200 − 12
            (.trailing(20), rect(0, 0, 180, 17), true),          // 200 − 20, ending 20 before the trailing edge
            (.center(), rect(0, 0, 200, 17), false),             // the whole space, centred
            (.center(30), rect(60, 0, 140, 17), false),          // 200 − 2 × 30, centred 30 towards the right
            (.left(multiplier: 0.5), rect(100, 0, 100, 17), false),
            (.left(between: 40...80), rect(40, 0, 160, 17), false),   // at least 40 from the left
        ]
        for (x, designed, mirrors) in cases {
            name.layoutBlock(with: Layout(x: x, y: .top(), width: .fit, height: .fit)).layout(direction: direction)
            let expected = direction == .rightToLeft && mirrors ? rect(200 - designed.maxX, 0, designed.width, 17) : designed
            #expect(name.frame == expected, "\(x) \(direction)")
        }
    }

    @Test("A wrapping `.fit` width is measured in the room, so its lines never pass the space's edge")
    func wrappingFitIsMeasuredInTheRoom() throws {
        let root = screen(), body = TextNode(text: "one two three four five six seven eight nine ten eleven twelve")
        try root.addChild(body)
        // The room is 320 − 16 = 304: 43 characters a line, "one two three four five six seven eight" (39).
        body.layoutBlock(with: Layout(x: .leading(16), y: .top(), width: .fit, height: .fit)).layout(direction: .leftToRight)
        #expect(body.frame == rect(16, 0, 39 * 7, 34))
        #expect(body.frame.maxX <= 320)
    }

    @Test("A `.fit` height is the content's, past the space's bottom: a self-sizing cell measures in 0 points")
    func fitHeightPassesTheSpace() throws {
        let cell = LayoutNode(frame: rect(0, 0, 120, 0)), body = TextNode(text: "one two three four five six")
        try cell.addChild(body)
        body.layoutBlock(with: Layout(x: .leading(8), y: .top(8), width: .boxed(16), height: .fit)).layout(direction: .leftToRight)
        // 104 wide: 14 characters a line, "one two three" / "four five six": two lines.
        #expect(body.frame == rect(8, 8, 104, 34))
    }

    @Test("After a link, `.fit` is at most the link's length, along either axis")
    func aLinkCaps() throws {
        let root = screen(320, 30), body = TextNode(text: "one two three four five six seven eight nine ten")
        try root.addChild(body)
        // As tall as the text, at most the space: 290 wide (41 a line) gives two lines (34), capped at 30.
        body.layoutBlock(with: Layout(x: .leading(), y: .top(), width: .fixed(290), height: .scaled(1).then(.fit))).layout(direction: .leftToRight)
        #expect(body.frame == rect(0, 0, 290, 30))
        // A bare `.fit` height is the content's.
        body.layoutBlock(with: Layout(x: .leading(), y: .top(), width: .fixed(290), height: .fit)).layout(direction: .leftToRight)
        #expect(body.frame == rect(0, 0, 290, 34))
        // Width: `.scaled(0.5).then(.fit)` of a one-line text is at most half the space.
        let name = TextNode(text: LayoutFitSpaceTests.longName, numberOfLines: 1)
        try root.addChild(name)
        name.layoutBlock(with: Layout(x: .trailing(), y: .top(), width: .scaled(0.5).then(.fit), height: .fit)).layout(direction: .leftToRight)
        #expect(name.frame == rect(160, 0, 160, 17))
    }

    @Test("An adjust constraint and equalIntrinsicSize() copy the fitting size whatever the space (the original CGLayout's rule)")
    func adjustConstraintsCopyTheFittingSize() throws {
        let root = screen(), avatar = LayoutNode(frame: rect(16, 16, 64, 64)), name = TextNode(text: Self.longName, numberOfLines: 1)
        try root.addChild(avatar)
        try root.addChild(name)
        name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .equal, height: .equal),
                         constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))]),
                                       name.adjustLayoutConstraint(for: [.width(), .height()])]).layout(direction: .leftToRight)
        #expect(name.frame == rect(92, 0, 266, 17))
        name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .equal, height: .equal)) { anchors in
            anchors.leading.pull(to: avatar.layoutAnchors.trailing)
            anchors.width.equalIntrinsicSize()
            anchors.height.equalIntrinsicSize()
        }.layout(direction: .leftToRight)
        #expect(name.frame == rect(92, 0, 266, 17))
        // The same space with `.fit`: inside it.
        name.layoutBlock(with: Layout(x: .leading(12), y: .top(), width: .fit, height: .fit),
                         constraints: [avatar.layoutConstraint(for: [.trailing(.limit(on: .outer))])]).layout(direction: .leftToRight)
        #expect(name.frame == rect(92, 0, 228, 17))
    }

    @Test("Snapshots, layout() and the compiled and general paths agree on the caps")
    func snapshotsAgree() throws {
        let root = screen(200), name = TextNode(text: Self.longName, numberOfLines: 1)
        try root.addChild(name)
        /// A step that does nothing: keeps a layout off the compiled path.
        struct NoStep: RectBasedLayout { func formLayout(rect: inout CGRect, in source: CGRect) {} }
        for layout in [Layout(x: .leading(12), y: .top(), width: .fit, height: .fit),
                       Layout(x: .leading(12), y: .top(), width: .fit, height: .fit) + .build(NoStep())] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let scheme = LayoutScheme(blocks: [name.layoutBlock(with: layout)])
                let snapshot = scheme.snapshot(for: root.bounds, direction: direction)
                scheme.layout(direction: direction)
                #expect(snapshot.frame(of: name) == name.frame)
                #expect(name.frame.width == 188)
            }
        }
    }
}
