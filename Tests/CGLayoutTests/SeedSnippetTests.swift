import CGLayout
import CGLayoutTestSupport
import Foundation
import Testing

/// Every snippet of the original CGLayout README, the example of its introductory article and this
/// package's README example, compiled as written (with `try` where ours throws).
@Suite("The original CGLayout snippets compile and behave")
struct SeedSnippetTests {
    @Test func readmeTitleBlockWithConstraintsAndWithAnchors() throws {
        let root = LayoutNode(frame: rect(0, 0, 320, 480))
        let logoImageView = LayoutNode(frame: rect(0, 0, 100, 40)), titleLabel = LayoutNode()
        try root.addChild(logoImageView); try root.addChild(titleLabel)
        titleLabel.layoutBlock(
            with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
            constraints: [
                logoImageView.layoutConstraint(for: [.bottom(.limit(on: .inner))])
            ]
        ).layout()
        #expect(titleLabel.frame == rect(0, 5, 320, 120))
        titleLabel.layoutBlock(
            with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
            constraints: { anchors in
                anchors.top.equal(to: logoImageView.layoutAnchors.bottom)
            }
        ).layout()
        #expect(titleLabel.frame == rect(0, 45, 320, 120))
    }

    @Test func readmeLayoutBlockWithTwoElementConstraints() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 300))
        let layoutElement = LayoutNode(), element1 = LayoutNode(frame: rect(0, 0, 200, 50)), element2 = LayoutNode(frame: rect(250, 250, 50, 50))
        for node in [layoutElement, element1, element2] { try root.addChild(node) }
        LayoutBlock(
            with: layoutElement,
            layout: Layout(x: .left(10), y: .top(10), width: .boxed(10), height: .boxed(10)),
            constraints: [
                element1.layoutConstraint(for: [
                    .bottom(.limit(on: .outer)), .right(.limit(on: .inner))
                ]),
                element2.layoutConstraint(for: [
                    .right(.limit(on: .outer)), .bottom(.limit(on: .inner))
                ])
            ]
        ).layout()
        // space: below element1 (y ≥ 50), x ≤ 200, then y ≤ 300; x ≥ 300 collapses the width at 300.
        #expect(layoutElement.frame == rect(310, 60, 0, 240))
    }

    @Test func readmeWeatherLabelWithAdjustConstraint() throws {
        let root = LayoutNode(frame: rect(0, 0, 300, 100))
        let weatherImageView = LayoutNode(frame: rect(10, 20, 40, 30)), weatherLabel = TextNode(text: "Sunny")
        try root.addChild(weatherImageView); try root.addChild(weatherLabel)
        weatherLabel.layoutBlock(
            with: Layout(x: .left(10), y: .top(), width: .scaled(1), height: .scaled(1)),
            constraints: [
                weatherImageView.layoutConstraint(for: [.top(.limit(.inner)), .right(.limit(.outer)), .height()]),
                weatherLabel.adjustLayoutConstraint(for: [.width()])
            ]
        ).layout()
        #expect(weatherLabel.frame == rect(60, 20, 35, 30))
        let insets = AnonymConstraint(anchors: [
            Inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 15))
        ])
        #expect(insets.isIndependent)
    }

    @Test func readmeDirectBackgroundAndCachedLayout() async throws {
        let screen = try LayoutSchemeTests.Screen()
        let layoutScheme = screen.scheme
        // layout directly
        layoutScheme.layout()
        let direct = layoutScheme.currentSnapshot
        // layout in background
        let bounds = screen.root.bounds
        let snapshot = await Task.detached(priority: .background) {
            layoutScheme.snapshot(for: bounds)
        }.value
        try layoutScheme.apply(snapshot: snapshot)
        #expect(layoutScheme.currentSnapshot == direct)
        // cached layout
        let portraitSnapshot: LayoutSnapshot? = layoutScheme.snapshot(for: rect(0, 0, 320, 480))
        let landscapeSnapshot: LayoutSnapshot? = layoutScheme.snapshot(for: rect(0, 0, 480, 320))
        let isPortrait = bounds.width < bounds.height && bounds.width > 1_000 // a run-time value, false here
        if isPortrait, let snapshot = portraitSnapshot {
            try layoutScheme.apply(snapshot: snapshot)
        } else if !isPortrait, let snapshot = landscapeSnapshot {
            try layoutScheme.apply(snapshot: snapshot)
        } else {
            layoutScheme.layout()
        }
        #expect(screen.body.frame == rect(0, 64, 480, 212))
        #expect(portraitSnapshot != landscapeSnapshot)
    }

    /// In a process of its own: the switch is process-wide and other tests lay out in parallel.
    @Test func readmeGlobalRTLSwitchExists() async {
        await #expect(processExitsWith: .success) {
            CGLConfiguration.default.isRTLMode = true
            #expect(CGLConfiguration.default.layoutDirection == .rightToLeft)
        }
    }

    @Test func articleSeparatorExample() throws {
        let view = LayoutNode(frame: rect(0, 0, 320, 480))
        let distanceLabel = TextNode(text: "12 km"), separator1Layer = LayoutNode()
        try view.addChild(distanceLabel); try view.addChild(separator1Layer)
        let leftLimit = LayoutAnchor.Left.limit(on: .outer)
        let topLimit = LayoutAnchor.Top.limit(on: .inner)
        let heightEqual = LayoutAnchor.Size.height()
        let separator1Align = Layout.Alignment(horizontal: .right(8), vertical: .top())
        let separatorSize = Layout.Filling(horizontal: .fixed(1), vertical: .scaled(1))
        let layoutScheme = LayoutScheme(blocks: [
            distanceLabel.layoutBlock(with: Layout(x: .center(), y: .bottom(50), width: .fixed(70), height: .fixed(30))),
            separator1Layer.layoutBlock(with: Layout(alignment: separator1Align, filling: separatorSize),
                                        constraints: [distanceLabel.layoutConstraint(for: [leftLimit, topLimit, heightEqual])]),
        ])
        layoutScheme.layout()
        #expect(distanceLabel.frame == rect(125, 400, 70, 30))
        #expect(separator1Layer.frame == rect(116, 400, 1, 30))
    }

    @Test func theReadmeExampleWithTheMonospacedMeasurer() throws {
        let scene = try ReadmeProfileScene(height: 667, bio: false)   // without the bio, on a full-height screen
        let (screen, scheme) = (scene.screen, scene.scheme)
        scheme.layout(direction: .leftToRight)
        #expect(screen.treeDescription() == """
        LayoutNode "screen" (0.0, 0.0, 375.0, 667.0)
          LayoutNode "header" (0.0, 0.0, 375.0, 120.0)
          LayoutNode "avatar" (16.0, 88.0, 64.0, 64.0)
          TextNode "title" (92.0, 111.5, 84.0, 17.0)
        """)
        // Right-to-left is the mirror image: the title's intrinsic size keeps the leading (right) edge
        // of its space, at the avatar's left (375 − 16 − 64 = 295), then 12 from it: 295 − 12 − 84.
        let rtl = scheme.snapshot(for: screen.bounds, direction: .rightToLeft)
        try scheme.apply(snapshot: rtl)
        #expect(screen.treeDescription() == """
        LayoutNode "screen" (0.0, 0.0, 375.0, 667.0)
          LayoutNode "header" (0.0, 0.0, 375.0, 120.0)
          LayoutNode "avatar" (295.0, 88.0, 64.0, 64.0)
          TextNode "title" (199.0, 111.5, 84.0, 17.0)
        """)
    }
}
