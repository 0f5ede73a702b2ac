import CGLayout
import CGLayoutSVG
import Foundation
import Testing

@Suite("SVG renderer")
struct SVGRendererTests {
    @Test("Absolute positions use the tree's conversion: nested nodes, bounds origins and guides")
    func absolutePositions() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let panel = LayoutNode(frame: CGRect(x: 50, y: 20, width: 100, height: 60), name: "panel")
        panel.bounds.origin = CGPoint(x: 0, y: 10)
        let inner = LayoutNode(frame: CGRect(x: 5, y: 15, width: 10, height: 10), name: "inner")
        try root.addChild(panel); try panel.addChild(inner)
        let guide = LayoutGuide<LayoutNode>(frame: CGRect(x: 1, y: 2, width: 3, height: 4), name: "guide")
        panel.add(layoutGuide: guide)
        let svg = SVGRenderer(options: .init(showsNames: false)).render(root)
        #expect(svg.contains("<rect x=\"55\" y=\"25\" width=\"10\" height=\"10\""))     // inner: 50+5, 20+15-10
        #expect(svg.contains("<rect x=\"51\" y=\"12\" width=\"3\" height=\"4\" stroke=\"#7f7f7f\" stroke-width=\"1\" fill=\"none\" stroke-dasharray=\"4 3\"/>"))
    }

    @Test("Options: scale, names, guides, highlight")
    func options() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50), name: "root")
        let child = LayoutNode(frame: CGRect(x: 10, y: 10, width: 20, height: 20), name: "child")
        try root.addChild(child)
        root.add(layoutGuide: LayoutGuide<LayoutNode>(frame: CGRect(x: 0, y: 0, width: 50, height: 50), name: "half"))
        let plain = SVGRenderer().render(root)
        #expect(plain.contains(">child</text>") && plain.contains(">half</text>") && plain.contains("stroke-dasharray"))
        // Without names the canvas is the root and a 4-point margin; names add a column to the right.
        let bare = SVGRenderer(options: .init(showsNames: false, showsGuides: false)).render(root)
        #expect(bare.contains("width=\"108\" height=\"58\" viewBox=\"-4 -4 108 58\""))
        #expect(!bare.contains(">child</text>") && !bare.contains("stroke-dasharray"))
        let scaledBare = SVGRenderer(options: .init(scale: 2, showsNames: false)).render(root)
        #expect(scaledBare.contains("width=\"216\" height=\"116\" viewBox=\"-4 -4 108 58\""))
        let highlighted = SVGRenderer(options: .init(highlighted: [child])).render(root)
        #expect(highlighted.contains("stroke=\"#d0021b\" stroke-width=\"3\"") && !plain.contains("#d0021b"))
        let bad = SVGRenderer(options: .init(scale: .nan)).render(root)
        #expect(bad == plain)
    }

    @Test("Text is escaped: <, &, quotes, emoji and control characters give valid XML with the text intact")
    func escaping() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100), name: "root <&> \"'")
        let tricky = "a < b && \"c\" 'd' 🙂 </text>"
        let text = TextNode(text: tricky, name: "<script>alert('x')</script>")
        try root.addChild(text)
        text.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        let odd = LayoutNode(frame: CGRect(x: 0, y: 30, width: 10, height: 10), name: "bell\u{7}tab\tnul\u{0}")
        try root.addChild(odd)
        let svg = SVGRenderer().render(root)
        let check = XMLCheck()
        #expect(check.parse(svg) == nil)
        #expect(check.texts.contains(tricky))
        #expect(check.texts.contains("<script>alert('x')</script>"))
        #expect(check.texts.contains("bell\u{FFFD}tab\tnul\u{FFFD}"))
        #expect(XMLText.escaped("a < b & \"c\"") == "a &lt; b &amp; &quot;c&quot;")
    }

    @Test("Bad frames never reach the picture as NaN or infinity")
    func badFrames() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "root")
        let child = LayoutNode(frame: CGRect(x: CGFloat.nan, y: CGFloat.infinity, width: -5, height: 10), name: "child")
        try root.addChild(child)
        let svg = SVGRenderer().render(root)
        #expect(!svg.contains("=\"nan") && !svg.contains("=\"inf") && !svg.contains("=\"-inf"))
        #expect(XMLCheck().parse(svg) == nil)
    }
}
