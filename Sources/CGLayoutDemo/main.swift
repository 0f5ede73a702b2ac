import CGLayout
import Foundation

// Builds a profile-like screen from LayoutNodes, lays it out with a
// LayoutScheme, and prints the frame tree in both reading directions; then a
// screen of layout guides: a stack toolbar, a scrolling list at two offsets
// and a lazily loaded placeholder.

func makeProfileScreen() throws -> (screen: LayoutNode, scheme: LayoutScheme) {
    let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), name: "screen")
    let header = LayoutNode(name: "header")
    let avatar = LayoutNode(name: "avatar")
    let name = TextNode(text: "Ada Lovelace", name: "name")
    let bio = TextNode(text: "Wrote the first program for a machine that did not exist yet.", numberOfLines: 2, name: "bio")
    let follow = TextNode(text: "Follow", name: "follow")
    let divider = LayoutNode(name: "divider")
    for node in [header, avatar, name, bio, follow, divider] { try screen.addChild(node) }

    let scheme = LayoutScheme(blocks: [
        header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: .fixed(120))),
        avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(), width: 64, height: 64),
                           constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                         AnonymConstraint(anchors: [.insets(EdgeInsets(top: -32, left: 0, bottom: 0, right: 0))])]),
        follow.layoutBlock(with: .equal,
                           constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                         follow.adjustLayoutConstraint(for: [.width(), .height()],
                                                                       alignment: .init(horizontal: .trailing(16), vertical: .top(12)))]),
        name.layoutBlock(with: Layout(x: .leading(12), y: .top(12), width: .boxed(24), height: .equal)) { anchors in
            anchors.top.equal(to: header.layoutAnchors.bottom)
            anchors.leading.pull(to: avatar.layoutAnchors.trailing)
            anchors.trailing.pull(to: follow.layoutAnchors.leading)
            anchors.height.equalIntrinsicSize()
        },
        bio.layoutBlock(with: Layout(x: .leading(16), y: .top(12), width: .boxed(32), height: .equal),
                        constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                      bio.adjustLayoutConstraint(for: [.height()])]),
        divider.layoutBlock(with: Layout(x: .left(), y: .top(12), width: .scaled(1), height: 1),
                            constraints: [bio.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
    ])
    return (screen, scheme)
}

/// A toolbar (stack guide), a list (scroll guide) and a details placeholder.
func makeGuidesScreen() throws -> (screen: LayoutNode, scheme: LayoutScheme, list: ScrollLayoutGuide<LayoutNode>,
                                   details: NodePlaceholder<TextNode>) {
    let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), name: "guides")
    let toolbar = StackLayoutGuide<LayoutNode>(axis: .horizontal, spacing: .equally, alignment: .center(),
                                               filling: .equal(44), crossFilling: .equal(32), name: "toolbar")
    screen.add(layoutGuide: toolbar)
    for title in ["back", "share", "like", "more"] { try toolbar.addArrangedElement(LayoutNode(name: title)) }

    let rows = try (0..<12).map { index -> TextNode in
        let row = TextNode(text: "Row \(index + 1)", name: "row\(index + 1)")
        try screen.addChild(row)
        return row
    }
    let list = ScrollLayoutGuide<LayoutNode>(
        layout: LayoutScheme(blocks: rows.enumerated().map { index, row in
            row.layoutBlock(with: Layout(x: .leading(16), y: .top(CGFloat(index) * 44), width: .boxed(32), height: 44))
        }),
        scrollDirections: .vertical, name: "list")
    screen.add(layoutGuide: list)

    let details = NodePlaceholder<TextNode>(name: "details", load: { TextNode(text: "Loaded on demand", name: "details text") })
    screen.add(layoutGuide: details)

    let scheme = LayoutScheme(blocks: [
        toolbar.layoutBlock(with: Layout(x: .left(), y: .bottom(), width: .scaled(1), height: 44)),
        details.layoutBlock(with: Layout(x: .left(16), y: .top(16), width: .boxed(32), height: 40)),
        list.layoutBlock(with: Layout(x: .left(), y: .top(8), width: .scaled(1), height: .boxed(8)),
                         constraints: [details.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                       toolbar.layoutConstraint(for: [.top(.limit(on: .outer))])]),
    ])
    return (screen, scheme, list, details)
}

do {
    let (screen, scheme) = try makeProfileScreen()
    scheme.layout(direction: .leftToRight)
    print("Profile screen, left-to-right:")
    print(screen.treeDescription())

    let rtl = scheme.snapshot(for: screen.bounds, direction: .rightToLeft)
    try scheme.apply(snapshot: rtl)
    print("\nThe same scheme, right-to-left (computed as a snapshot, then applied):")
    print(screen.treeDescription())

    let needed = scheme.sizeThatFits(CGSize(width: 320, height: 0), direction: .leftToRight)
    print("\nContent size at width 320: \(needed.width) × \(needed.height)")

    let guides = try makeGuidesScreen()
    guides.scheme.layout(direction: .leftToRight)
    print("\nLayout guides: a stack toolbar, a scrolling list (content \(guides.list.contentSize.width) × \(guides.list.contentSize.height)), an unloaded placeholder:")
    print(guides.screen.treeDescription())
    guides.list.contentOffset = CGPoint(x: 0, y: 132)
    _ = guides.details.item
    guides.scheme.layout(direction: .rightToLeft)
    print("\nScrolled by 132, placeholder loaded, right-to-left:")
    print(guides.screen.treeDescription())
} catch {
    print("demo failed: \(error)")
    exit(1)
}
