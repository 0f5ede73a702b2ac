#if CGLAYOUT_DECLARATIONS   // the declarations' text metrics and test controls
import CGLayout
import CGLayoutUIKit
import Foundation
import Testing
import UIKit

/// Every ```swift block of the original CGLayout README, written with `UIView`, `UILabel` and
/// `UIEdgeInsets` as it shows them (the one change: `try` where `apply(snapshot:)` throws), run on
/// the UIKit declarations; each test checks the frames against the same code on `LayoutNode`s.
@MainActor
@Suite("The original README's blocks, on views")
struct SeedReadmeOnViewsTests {
    @Test("An empty scheme: `let subviewsScheme = LayoutScheme(blocks: [])`")
    func subviewsScheme() {
        let subviewsScheme = LayoutScheme(blocks: [
        // ... layout blocks
        ])
        #expect(subviewsScheme.blocks.isEmpty)
        #expect(subviewsScheme.snapshot(for: CGRect(x: 0, y: 0, width: 320, height: 480)) == LayoutScheme(blocks: []).snapshot(for: .zero))
    }

    @Test("The title block, with constraints and with anchors")
    func titleBlock() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let logoImageView = UIView(frame: CGRect(x: 110, y: 0, width: 100, height: 40)), titleLabel = UILabel()
        titleLabel.text = "CGLayout"
        root.addSubview(logoImageView); root.addSubview(titleLabel)

        titleLabel.layoutBlock(
            with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
            constraints: [
                logoImageView.layoutConstraint(for: [.bottom(.limit(on: .inner))])
            ]
        ).layout()
        let withConstraints = titleLabel.frame
        /// or using anchors
        titleLabel.layoutBlock(
            with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
            constraints: { anchors in
                anchors.top.equal(to: logoImageView.layoutAnchors.bottom)
            }
        ).layout()
        let withAnchors = titleLabel.frame

        let twin = NodeTwin(root: CGRect(x: 0, y: 0, width: 320, height: 480))
        let logo = twin.node(CGRect(x: 110, y: 0, width: 100, height: 40)), title = twin.text("CGLayout")
        title.layoutBlock(with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
                          constraints: [logo.layoutConstraint(for: [.bottom(.limit(on: .inner))])]).layout()
        #expect(withConstraints == title.frame)
        title.layoutBlock(with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120))) { anchors in
            anchors.top.equal(to: logo.layoutAnchors.bottom)
        }.layout()
        #expect(withAnchors == title.frame)
        #expect(withConstraints == CGRect(x: 0, y: 5, width: 320, height: 120))   // the limit keeps the space: the logo is above
        #expect(withAnchors == CGRect(x: 0, y: 45, width: 320, height: 120))      // below the logo, 5 down
    }

    @Test("`LayoutBlock(with: layoutElement, …)` with two element constraints")
    func layoutBlockWithTwoConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let layoutElement = UIView(), element1 = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let element2 = UIView(frame: CGRect(x: 250, y: 250, width: 50, height: 50))
        for view in [layoutElement, element1, element2] { root.addSubview(view) }

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

        let twin = NodeTwin(root: CGRect(x: 0, y: 0, width: 300, height: 300))
        let node = twin.node(.zero), node1 = twin.node(CGRect(x: 0, y: 0, width: 200, height: 50))
        let node2 = twin.node(CGRect(x: 250, y: 250, width: 50, height: 50))
        LayoutBlock(with: node, layout: Layout(x: .left(10), y: .top(10), width: .boxed(10), height: .boxed(10)),
                    constraints: [node1.layoutConstraint(for: [.bottom(.limit(on: .outer)), .right(.limit(on: .inner))]),
                                  node2.layoutConstraint(for: [.right(.limit(on: .outer)), .bottom(.limit(on: .inner))])]).layout()
        #expect(layoutElement.frame == node.frame)
        #expect(layoutElement.frame == CGRect(x: 310, y: 60, width: 0, height: 240))
    }

    @Test("The weather label sized by its text, and `AnonymConstraint` with `UIEdgeInsets`")
    func weatherLabel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let weatherImageView = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30)), weatherLabel = UILabel()
        weatherLabel.text = "Sunny"
        root.addSubview(weatherImageView); root.addSubview(weatherLabel)

        weatherLabel.layoutBlock(
            with: Layout(x: .left(10), y: .top(), width: .scaled(1), height: .scaled(1)),
            constraints: [
                weatherImageView.layoutConstraint(for: [.top(.limit(.inner)), .right(.limit(.outer)), .height()]),
                weatherLabel.adjustLayoutConstraint(for: [.width()])
            ]
        ).layout()
        let insets = AnonymConstraint(anchors: [
            Inset(UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 15))
        ])

        let twin = NodeTwin(root: CGRect(x: 0, y: 0, width: 300, height: 100))
        let image = twin.node(CGRect(x: 10, y: 20, width: 40, height: 30)), label = twin.text("Sunny")
        label.layoutBlock(with: Layout(x: .left(10), y: .top(), width: .scaled(1), height: .scaled(1)),
                          constraints: [image.layoutConstraint(for: [.top(.limit(.inner)), .right(.limit(.outer)), .height()]),
                                        label.adjustLayoutConstraint(for: [.width()])]).layout()
        #expect(weatherLabel.frame == label.frame)
        #expect(weatherLabel.frame == CGRect(x: 60, y: 20, width: 35, height: 30))   // "Sunny": 5 × 7 points
        let nodeInsets = AnonymConstraint(anchors: [Inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 15))])
        #expect(insets == nodeInsets)
        var space = CGRect(x: 0, y: 0, width: 300, height: 100)
        insets.constrain(sourceRect: &space, in: nil)
        #expect(space == CGRect(x: 10, y: 0, width: 275, height: 100))
    }

    @Test("Layout directly, in the background (`DispatchQueue`) and from cached snapshots, in a view controller")
    func directBackgroundAndCachedLayout() async throws {
        let controller = WeatherViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        controller.layoutDirectly()
        let direct = controller.frames
        let twin = WeatherTwin(size: CGSize(width: 320, height: 480))
        #expect(direct == twin.frames(in: CGRect(x: 0, y: 0, width: 320, height: 480)))

        for view in controller.laidOutViews { view.frame = .zero }
        controller.layoutInBackground()
        try await waitOnMainActor { controller.frames == direct }
        #expect(controller.frames == direct)

        controller.portraitSnapshot = controller.layoutScheme.snapshot(for: CGRect(x: 0, y: 0, width: 320, height: 480))
        controller.landscapeSnapshot = controller.layoutScheme.snapshot(for: CGRect(x: 0, y: 0, width: 480, height: 320))
        UIKitDeclarationControls.orientation = .landscapeLeft
        defer { UIKitDeclarationControls.orientation = .portrait }
        window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        window.layoutIfNeeded()                                   // the root view is now 480 × 320
        try controller.cachedLayout()
        #expect(controller.frames == twin.frames(in: CGRect(x: 0, y: 0, width: 480, height: 320)))
        UIKitDeclarationControls.orientation = .faceUp            // neither: lays out
        try controller.cachedLayout()
        #expect(controller.frames == twin.frames(in: CGRect(x: 0, y: 0, width: 480, height: 320)))
        #expect(controller.unmeasuredProposals == 0)
    }

    @Test("The `sizeThatFits(_:)` idiom: a snapshot's frame for a size")
    func sizeThatFitsIdiom() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let avatar = UIView(), name = UILabel()
        name.text = "Ada"
        root.addSubview(avatar); root.addSubview(name)
        let scheme = LayoutScheme(blocks: [
            avatar.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: 40, height: 40)),
            name.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: .fit, height: .fit),
                             constraints: [avatar.layoutConstraint(for: [.right(.limit(on: .outer))])]),
        ])
        func sizeThatFits(_ size: CGSize) -> CGSize {
            let sourceRect = CGRect(origin: .zero, size: size)
            let snapshot = scheme.snapshot(for: sourceRect)
            return snapshot.frame
        }
        let twin = NodeTwin(root: CGRect(x: 0, y: 0, width: 320, height: 480))
        let nodeAvatar = twin.node(.zero), nodeName = twin.text("Ada")
        let nodeScheme = LayoutScheme(blocks: [
            nodeAvatar.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: 40, height: 40)),
            nodeName.layoutBlock(with: Layout(x: .left(8), y: .top(8), width: .fit, height: .fit),
                                 constraints: [nodeAvatar.layoutConstraint(for: [.right(.limit(on: .outer))])]),
        ])
        let size = CGSize(width: 200, height: 100)
        let nodeSize: CGSize = nodeScheme.snapshot(for: CGRect(origin: .zero, size: size)).frame
        #expect(sizeThatFits(size) == nodeSize)
        #expect(sizeThatFits(size) == CGSize(width: 69, height: 40))   // from the avatar (8, 8) to the name's end: 48 + 8 + 21 − 8
    }

    @Test("The global right-to-left switch flips a scheme of views")
    func globalRightToLeftSwitch() async {
        // In a process of its own: the switch is process-wide and other tests lay out in parallel.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)), badge = UIView()
                root.addSubview(badge)
                let block = badge.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: 40, height: 20))
                CGLConfiguration.default.isRTLMode = true
                block.layout()
                #expect(badge.frame == CGRect(x: 264, y: 8, width: 40, height: 20))
            }
        }
    }
}

/// The README's third block in the view controller it belongs to.
@MainActor
final class WeatherViewController: UIViewController {
    let weatherImageView = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
    let weatherLabel = UILabel()
    let detailLabel = UILabel()
    let layoutScheme: LayoutScheme
    var portraitSnapshot: LayoutSnapshot?
    var landscapeSnapshot: LayoutSnapshot?

    init() {
        weatherLabel.text = "Sunny"
        detailLabel.text = "Light wind from the west, a few clouds in the afternoon"
        detailLabel.numberOfLines = 0
        layoutScheme = LayoutScheme(blocks: [
            weatherImageView.layoutBlock(with: Layout(x: .left(16), y: .top(24), width: 40, height: 30)),
            weatherLabel.layoutBlock(with: Layout(x: .left(10), y: .top(), width: .scaled(1), height: .scaled(1)),
                                     constraints: [weatherImageView.layoutConstraint(for: [.top(.limit(.inner)), .right(.limit(.outer)), .height()]),
                                                   weatherLabel.adjustLayoutConstraint(for: [.width()])]),
            detailLabel.layoutBlock(with: Layout(x: .left(16), y: .top(12), width: .boxed(32), height: .fit),
                                    constraints: [weatherImageView.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = UIView()
        for subview in laidOutViews { view.addSubview(subview) }
    }

    var laidOutViews: [UIView] { [weatherImageView, weatherLabel, detailLabel] }
    var frames: [CGRect] { laidOutViews.map(\.frame) }
    var unmeasuredProposals: Int { laidOutViews.map(\.layoutElement.unmeasuredProposals).reduce(0, +) }

    func layoutDirectly() {
        // layout directly
        layoutScheme.layout()
    }

    func layoutInBackground() {
        // layout in background
        let bounds = view.bounds
            DispatchQueue.global(qos: .background).async {
            let snapshot = self.layoutScheme.snapshot(for: bounds)
            DispatchQueue.main.sync {
                try? self.layoutScheme.apply(snapshot: snapshot)
            }
        }
    }

    func cachedLayout() throws {
        // cached layout
        if UIDevice.current.orientation.isPortrait, let snapshot = portraitSnapshot {
            try layoutScheme.apply(snapshot: snapshot)
        } else if UIDevice.current.orientation.isLandscape, let snapshot = landscapeSnapshot {
            try layoutScheme.apply(snapshot: snapshot)
        } else {
            layoutScheme.layout()
        }
    }
}

/// The weather screen on nodes.
struct WeatherTwin {
    let size: CGSize
    func frames(in rect: CGRect) -> [CGRect] {
        let twin = NodeTwin(root: rect)
        let image = twin.node(CGRect(x: 10, y: 20, width: 40, height: 30)), label = twin.text("Sunny")
        let detail = twin.text("Light wind from the west, a few clouds in the afternoon", lines: 0)
        LayoutScheme(blocks: [
            image.layoutBlock(with: Layout(x: .left(16), y: .top(24), width: 40, height: 30)),
            label.layoutBlock(with: Layout(x: .left(10), y: .top(), width: .scaled(1), height: .scaled(1)),
                              constraints: [image.layoutConstraint(for: [.top(.limit(.inner)), .right(.limit(.outer)), .height()]),
                                            label.adjustLayoutConstraint(for: [.width()])]),
            detail.layoutBlock(with: Layout(x: .left(16), y: .top(12), width: .boxed(32), height: .fit),
                               constraints: [image.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ]).layout(direction: .leftToRight)
        return [image.frame, label.frame, detail.frame]
    }
}
#endif
