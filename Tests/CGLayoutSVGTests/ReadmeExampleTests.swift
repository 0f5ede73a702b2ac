import CGLayout
import CGLayoutSVG
import CGLayoutTestSupport
import CGLayoutText
import Foundation
import Testing

@Suite("README example")
struct ReadmeExampleTests {
    /// The README's example as written there, measured with a shaped font.
    static func example() throws -> (screen: LayoutNode, scheme: LayoutScheme) {
        let scene = try ReadmeProfileScene(measurer: FontTextMeasurer(family: "DejaVu Sans", size: 17))   // shaped by HarfBuzz
        return (scene.screen, scene.scheme)
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
