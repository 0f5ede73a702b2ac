import CGLayout
import Foundation

/// A profile-like screen: header, avatar overlapping it, name between avatar
/// and a follow button, a two-line bio and a divider.
public struct ProfileScreen {
    /// The screen.
    public let screen: LayoutNode
    /// Its scheme.
    public let scheme: LayoutScheme
    /// The name label (its block is traced in the gallery).
    public let name: TextNode
    /// The name's block.
    public let nameBlock: LayoutBlock<TextNode>

    /// Builds the screen and its scheme.
    ///
    /// - Parameters:
    ///   - width: The screen's width.
    ///   - measurer: Measures the texts; monospaced by default (reproducible frames everywhere).
    /// - Throws: Never in practice; the tree's error type.
    public init(width: CGFloat = 375, measurer: any TextMeasuring = MonospacedTextMeasurer()) throws(LayoutTreeError) {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: width, height: 260), name: "screen")
        let header = LayoutNode(name: "header")
        let avatar = LayoutNode(name: "avatar")
        let name = TextNode(text: "Ada Lovelace", measurer: measurer, name: "name")
        let bio = TextNode(text: "Wrote the first program for a machine that did not exist yet.", numberOfLines: 2, measurer: measurer, name: "bio")
        let follow = TextNode(text: "Follow", measurer: measurer, name: "follow")
        let divider = LayoutNode(name: "divider")
        for node in [header, avatar, name, bio, follow, divider] { try screen.addChild(node) }

        let nameBlock = name.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: .boxed(24), height: .equal)) { anchors in
            anchors.top.equal(to: header.layoutAnchors.bottom)
            anchors.leading.pull(to: avatar.layoutAnchors.trailing)
            anchors.trailing.pull(to: follow.layoutAnchors.leading)
            anchors.height.equalIntrinsicSize()
        }
        scheme = LayoutScheme(blocks: [
            header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(120))),
            avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(), width: 64, height: 64),
                               constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                             AnonymConstraint(anchors: [.insets(EdgeInsets(top: -32, left: 0, bottom: 0, right: 0))])]),
            follow.layoutBlock(with: .equal,
                               constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                             follow.adjustLayoutConstraint(for: [.width(), .height()],
                                                                           alignment: .init(horizontal: .trailing(16), vertical: .top(12)))]),
            nameBlock,
            bio.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: .boxed(32), height: .equal),
                            constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                          bio.adjustLayoutConstraint(for: [.height()])]),
            divider.layoutBlock(with: Layout(x: .left(), y: .top(12), width: .scaled(1), height: 1),
                                constraints: [bio.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
        ])
        self.screen = screen
        self.name = name
        self.nameBlock = nameBlock
    }
}
