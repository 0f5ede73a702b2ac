import CGLayout
import Foundation

/// The README's example screen: a header, an avatar hanging over its bottom edge, a
/// title beside the avatar sized to its text, and (optionally) a bio below.
///
/// Written once here for the tests that check the README's output with different
/// text measurers (the monospaced default, a shaped font).
public struct ReadmeProfileScene {
    /// The screen (375 wide) holding the other nodes.
    public let screen: LayoutNode
    /// The README's scheme, in the README's order.
    public let scheme: LayoutScheme

    /// Builds the scene.
    ///
    /// - Parameters:
    ///   - measurer: Measures the title and the bio.
    ///   - height: The screen's height.
    ///   - bio: Whether the bio node and its block are added.
    public init(measurer: any TextMeasuring = MonospacedTextMeasurer(), height: CGFloat = 220, bio hasBio: Bool = true) throws {
        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: height), name: "screen")
        let header = LayoutNode(name: "header")
        let avatar = LayoutNode(name: "avatar")
        let title = TextNode(text: "Ada Lovelace", measurer: measurer, name: "title")
        for node in [header, avatar, title] { try screen.addChild(node) }

        var bio: TextNode?
        if hasBio {
            let node = TextNode(text: "Wrote the first program for a machine that did not exist yet.", measurer: measurer, name: "bio")
            try screen.addChild(node)
            bio = node
        }
        let blocks = Self.blocks(header: header, avatar: avatar, title: title, bio: bio)
        self.screen = screen
        self.scheme = LayoutScheme(blocks: blocks)
    }

    /// The README's blocks, in its order, for any elements: nodes, or views through their elements.
    ///
    /// - Parameters:
    ///   - header: The header band.
    ///   - avatar: The avatar hanging over the header's bottom edge.
    ///   - title: The title, sized to its text beside the avatar.
    ///   - bio: The biography below the avatar, or `nil` for none.
    /// - Returns: The blocks.
    public static func blocks<Header: LayoutElement, Avatar: LayoutElement, Title: AdjustableLayoutElement, Bio: AdjustableLayoutElement>(
        header: Header, avatar: Avatar, title: Title, bio: Bio?
    ) -> [any LayoutBlockProtocol] {
        var blocks: [any LayoutBlockProtocol] = [
            header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 120)),
            avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(-32), width: 64, height: 64),
                               constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            title.layoutBlock(with: Layout(x: .leading(12), y: .center(), width: .equal, height: .equal)) { anchors in
                anchors.leading.pull(to: avatar.layoutAnchors.trailing)
                anchors.centerY.align(by: avatar.layoutAnchors.centerY)
                anchors.width.equalIntrinsicSize()
                anchors.height.equalIntrinsicSize()
            },
        ]
        if let bio {
            blocks.append(bio.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: .boxed(32), height: .equal),
                                          constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                                        bio.adjustLayoutConstraint(for: [.height()])]))
        }
        return blocks
    }
}
