import CGLayout
import Foundation

/// The example of the project's README: a header, an avatar overlapping it and a
/// title after the avatar, as tall and wide as its text.
public struct ReadmeExample {
    /// The screen (375 × 667).
    public let screen: LayoutNode
    /// The title.
    public let title: TextNode
    /// The README's scheme.
    public let scheme: LayoutScheme

    /// Builds the README's example.
    ///
    /// - Throws: Never in practice; the tree's error type.
    public init() throws(LayoutTreeError) {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "screen")
        let header = LayoutNode(name: "header")
        let avatar = LayoutNode(name: "avatar")
        let title = TextNode(text: "Ada Lovelace", name: "title")
        for node in [header, avatar, title] { try screen.addChild(node) }
        scheme = LayoutScheme(blocks: [
            header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 120)),
            avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(-32), width: 64, height: 64),
                               constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            title.layoutBlock(with: Layout(x: .leading(12), y: .center(), width: .equal, height: .equal)) { anchors in
                anchors.leading.pull(to: avatar.layoutAnchors.trailing)
                anchors.centerY.align(by: avatar.layoutAnchors.centerY)
                anchors.width.equalIntrinsicSize()
                anchors.height.equalIntrinsicSize()
            },
        ])
        self.screen = screen
        self.title = title
    }

    /// The gallery scene: the example in both directions.
    static func scene() throws -> GalleryScene {
        let example = try ReadmeExample()
        let bounds = CGRect(x: 0, y: 0, width: 375, height: 200)
        example.screen.frame = bounds
        return GalleryScene(id: "readme-example", title: "The README's example, left-to-right and right-to-left",
                            summary: "The title's intrinsic size keeps the leading edge of its space, so right-to-left is the mirror image: the title ends 12 before the avatar on the right.",
                            panels: [GalleryPanel(caption: "left-to-right", root: example.screen,
                                                  snapshot: example.scheme.snapshot(for: bounds, direction: .leftToRight)),
                                     GalleryPanel(caption: "right-to-left", root: example.screen,
                                                  snapshot: example.scheme.snapshot(for: bounds, direction: .rightToLeft))])
    }
}
