import CGLayout
import Foundation

/// The layout examples of the original CGLayout README, each as a small scene.
enum SeedReadmeScenes {
    static func all() throws -> [GalleryScene] {
        [try titleBelowLogo(), try twoElementConstraints(), try weatherLabel(), try anonymousInsets()]
    }

    /// `titleLabel` below `logoImageView`, with constraints and with the anchors DSL.
    static func titleBelowLogo() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 200), name: "view")
        let logoImageView = LayoutNode(frame: CGRect(x: 110, y: 10, width: 100, height: 40), name: "logoImageView")
        let titleLabel = GalleryText.label("CGLayout", name: "titleLabel")
        try root.addChild(logoImageView); try root.addChild(titleLabel)
        let withConstraints = titleLabel.layoutBlock(
            with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
            constraints: [logoImageView.layoutConstraint(for: [.bottom(.limit(on: .inner))])])
        let withAnchors = titleLabel.layoutBlock(
            with: Layout(x: .center(), y: .top(5), width: .scaled(1), height: .fixed(120)),
            constraints: { anchors in anchors.top.equal(to: logoImageView.layoutAnchors.bottom) })
        let first = GalleryPanel(caption: "constraints: [logoImageView.layoutConstraint(for: [.bottom(.limit(on: .inner))])]",
                                 root: root, snapshot: LayoutScheme(blocks: [withConstraints]).snapshot(for: root.bounds, direction: .leftToRight))
        let second = GalleryPanel(caption: "anchors.top.equal(to: logoImageView.layoutAnchors.bottom)",
                                  root: root, snapshot: LayoutScheme(blocks: [withAnchors]).snapshot(for: root.bounds, direction: .leftToRight))
        return GalleryScene(id: "readme-title", title: "The original CGLayout README: a title below the logo",
                            summary: "The original README's first block, written with constraints and with the anchors DSL. A limit on the inner bottom keeps the space's top inside the logo; aligning top to bottom moves it below the logo.",
                            panels: [first, second])
    }

    /// The block with two element constraints from the README's "layout process" section.
    static func twoElementConstraints() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300), name: "superview")
        let layoutElement = LayoutNode(name: "layoutElement")
        let element1 = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 50), name: "element1")
        let element2 = LayoutNode(frame: CGRect(x: 220, y: 240, width: 60, height: 40), name: "element2")
        for node in [element1, element2, layoutElement] { try root.addChild(node) }
        let block = LayoutBlock(
            with: layoutElement,
            layout: Layout(x: .left(10), y: .top(10), width: .boxed(10), height: .boxed(10)),
            constraints: [
                element1.layoutConstraint(for: [.bottom(.limit(on: .outer)), .right(.limit(on: .inner))]),
                element2.layoutConstraint(for: [.right(.limit(on: .outer)), .bottom(.limit(on: .inner))]),
            ])
        block.layout(direction: .leftToRight)
        let trace = block.trace(direction: .leftToRight)
        return GalleryScene(id: "readme-layout-process", title: "The original CGLayout README: how a block computes its frame",
                            summary: "Constraints apply in order to the available space, then the layout places the element in what is left. The trace shows the space after each step.",
                            panels: [GalleryPanel(caption: "layoutElement with the trace of its block", root: root, trace: trace,
                                                  highlighted: [layoutElement])],
                            trace: trace)
    }

    /// `weatherLabel` beside `weatherImageView`, sized by an adjust constraint.
    static func weatherLabel() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "view")
        let weatherImageView = LayoutNode(frame: CGRect(x: 10, y: 20, width: 40, height: 30), name: "weatherImageView")
        let weatherLabel = GalleryText.label("Sunny, 21°", name: "weatherLabel")
        try root.addChild(weatherImageView); try root.addChild(weatherLabel)
        weatherLabel.layoutBlock(
            with: Layout(x: .left(10), y: .top(), width: .scaled(1), height: .scaled(1)),
            constraints: [
                weatherImageView.layoutConstraint(for: [.top(.limit(.inner)), .right(.limit(.outer)), .height()]),
                weatherLabel.adjustLayoutConstraint(for: [.width()]),
            ]).layout(direction: .leftToRight)
        return GalleryScene(id: "readme-weather", title: "The original CGLayout README: a label sized by its text",
                            summary: "The label sits right of the image, as tall as the image, and as wide as its text (an adjust constraint).",
                            panels: [GalleryPanel(caption: "weatherLabel", root: root)])
    }

    /// An anonymous constraint with insets.
    static func anonymousInsets() throws -> GalleryScene {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 80), name: "view")
        let content = LayoutNode(name: "content")
        try root.addChild(content)
        content.layoutBlock(with: .equal, constraints: [
            AnonymConstraint(anchors: [Inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 15))]),
        ]).layout(direction: .leftToRight)
        return GalleryScene(id: "readme-anonym", title: "The original CGLayout README: an anonymous constraint",
                            summary: "AnonymConstraint(anchors: [Inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 15))]) narrows the space without any element.",
                            panels: [GalleryPanel(caption: "content", root: root)])
    }
}
