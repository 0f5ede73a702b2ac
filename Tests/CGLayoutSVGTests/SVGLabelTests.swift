import CGLayout
import CGLayoutSVG
import Foundation
import SVGTestSupport
import Testing

/// Names outside the picture, never overlapping; elements without area marked; right-to-left text
/// right-aligned. (The gallery's pictures and the feed cell's trace are checked in `CGLayoutGalleryTests`.)
@Suite("SVG labels and trace steps")
struct SVGLabelTests {
    static func labelBoxes(_ svg: String) -> [(text: String, box: CGRect)] { SVGLabelChecks.labelBoxes(svg) }

    /// Fails when two labels intersect, one is outside the canvas, or one covers the tree's picture area.
    static func expectReadable(_ svg: String, picture: CGRect, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for problem in SVGLabelChecks.unreadableLabels(svg, picture: picture, name) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    @Test("A parent and a child sharing a corner get separate labels beside the picture")
    func sharedCorner() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 100), name: "root")
        let card = LayoutNode(frame: CGRect(x: 100, y: 0, width: 100, height: 50), name: "card")
        let badge = LayoutNode(frame: CGRect(x: 80, y: 0, width: 20, height: 20), name: "badge")
        try root.addChild(card)
        try card.addChild(badge)                 // card's top-right corner is badge's too
        let svg = SVGRenderer().render(root)
        let labels = Self.labelBoxes(svg)
        #expect(Set(labels.map(\.text)) == ["root", "card", "badge"])
        #expect(labels.allSatisfy { $0.box.minX >= 224 })      // right of the 200-wide picture and the leader gap
        Self.expectReadable(svg, picture: root.frame, "shared corner")
    }

    @Test("Each label is drawn at the width of its box, and labels of anchors at one height are ordered right to left")
    func labelsDrawnInTheirBoxes() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 60), name: "row")
        let icon = LayoutNode(frame: CGRect(x: 10, y: 10, width: 20, height: 20), name: "icon")
        let title = LayoutNode(frame: CGRect(x: 40, y: 10, width: 200, height: 20), name: "title")
        for node in [icon, title] { try root.addChild(node) }
        let svg = SVGRenderer().render(root)
        for line in svg.split(separator: "\n") where line.contains("class=\"label\"") {
            // textLength is the box's width, so any monospace font is fitted into the box the renderer laid out.
            let box = line.components(separatedBy: "data-box=\"")[1].prefix { $0 != "\"" }.split(separator: " ")
            #expect(line.contains("textLength=\"\(box[2])\" lengthAdjust=\"spacingAndGlyphs\""), "\(line)")
        }
        // icon's and title's top-right corners are at one height: title's (further right) label comes first, so the
        // leader lines do not cross.
        let order = Self.labelBoxes(svg).filter { $0.text != "row" }.sorted { $0.box.minY < $1.box.minY }.map(\.text)
        #expect(order == ["title", "icon"])
        Self.expectReadable(svg, picture: root.frame, "one row")
    }

    @Test("An element without area gets a marker, and its label says its size")
    func zeroSize() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50), name: "root")
        let empty = LayoutNode(frame: CGRect(x: 40, y: 10, width: 0, height: 17), name: "subject")
        try root.addChild(empty)
        let svg = SVGRenderer().render(root)
        #expect(svg.contains(">subject (0 × 17)</text>"))
        #expect(svg.contains("class=\"marker\""))
    }

    @Test("In a right-to-left picture, lines of text end at their box's right edge")
    func rightToLeftText() throws {
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 200, height: 50), name: "root")
        let text = TextNode(text: "abc", name: "text")          // 21 × 17
        text.frame = CGRect(x: 100, y: 0, width: 100, height: 17)
        try root.addChild(text)
        let ltr = SVGRenderer().render(root), rtl = SVGRenderer(options: .init(direction: .rightToLeft)).render(root)
        #expect(ltr.contains("<text x=\"100\" y="))
        #expect(rtl.contains("<text x=\"179\" y="))               // 200 − 21
    }
}
