import CGLayout
import CGLayoutSVG
import CGLayoutText
import Foundation
import Testing

@Suite("README example")
struct ReadmeExampleTests {
    /// The README's example as written there.
    static func example() throws -> (screen: LayoutNode, scheme: LayoutScheme) {
        let font = try FontTextMeasurer(family: "DejaVu Sans", size: 17)   // shaped by HarfBuzz

        let screen = LayoutNode(frame: CGRect(x: 0, y: 0, width: 375, height: 220), name: "screen")
        let header = LayoutNode(name: "header")
        let avatar = LayoutNode(name: "avatar")
        let title = TextNode(text: "Ada Lovelace", measurer: font, name: "title")
        let bio = TextNode(text: "Wrote the first program for a machine that did not exist yet.", measurer: font, name: "bio")
        for node in [header, avatar, title, bio] { try screen.addChild(node) }

        let scheme = LayoutScheme(blocks: [
            header.layoutBlock(with: Layout(x: .left(), y: .top(), width: .scaled(1), height: 120)),
            avatar.layoutBlock(with: Layout(x: .leading(16), y: .top(-32), width: 64, height: 64),
                               constraints: [header.layoutConstraint(for: [.bottom(.limit(on: .outer))])]),
            title.layoutBlock(with: Layout(x: .leading(12), y: .center(), width: .equal, height: .equal)) { anchors in
                anchors.leading.pull(to: avatar.layoutAnchors.trailing)
                anchors.centerY.align(by: avatar.layoutAnchors.centerY)
                anchors.width.equalIntrinsicSize()
                anchors.height.equalIntrinsicSize()
            },
            bio.layoutBlock(with: Layout(x: .leading(16), y: .top(8), width: .boxed(32), height: .equal),
                            constraints: [avatar.layoutConstraint(for: [.bottom(.limit(on: .outer))]),
                                          bio.adjustLayoutConstraint(for: [.height()])]),
        ])
        return (screen, scheme)
    }

    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../README.md").standardizedFileURL

    @Test("The README's example prints what the README shows, and its picture is the recorded one")
    func example() throws {
        let (screen, scheme) = try Self.example()
        scheme.layout()
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(readme.contains("```text\n\(screen.treeDescription())\n```"), "README example output:\n\(screen.treeDescription())")
        try assertSVGSnapshot(SVGRenderer().render(screen), named: "readme-example")
        #expect(readme.contains("(Tests/CGLayoutSVGTests/__Snapshots__/readme-example.svg)"))
    }

    @Test("Right-to-left, the README's example is the mirror image, printed and drawn as the README shows")
    func exampleRightToLeft() throws {
        let (screen, scheme) = try Self.example()
        scheme.layout(direction: .leftToRight)
        let ltr = Dictionary(uniqueKeysWithValues: screen.children.map { ($0.name ?? "", $0.frame) })
        try scheme.apply(snapshot: scheme.snapshot(for: screen.bounds, direction: .rightToLeft))
        for child in screen.children {
            let l = try #require(ltr[child.name ?? ""])
            #expect(abs(child.frame.minX - (375 - l.maxX)) < 1e-9 && child.frame.minY == l.minY && child.frame.size == l.size,
                    "\(child.name ?? ""): LTR \(l), RTL \(child.frame)")
        }
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        try assertSVGSnapshot(SVGRenderer(options: .init(direction: .rightToLeft)).render(screen), named: "readme-example-rtl")
        #expect(readme.contains("(Tests/CGLayoutSVGTests/__Snapshots__/readme-example-rtl.svg)"))
    }
}
