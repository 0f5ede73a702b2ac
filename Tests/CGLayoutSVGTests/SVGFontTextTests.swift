import CGLayout
import CGLayoutSVG
import CGLayoutText
import Foundation
import Testing

@Suite("SVG text in the measured font")
struct SVGFontTextTests {
    /// The `<text class="line">` elements of a picture: attributes and content.
    static func lines(in svg: String) -> [(attributes: [String: String], text: String)] {
        let pattern = try! NSRegularExpression(pattern: "<text class=\"line\"([^>]*)>([^<]*)</text>")
        let attribute = try! NSRegularExpression(pattern: "([a-z-]+)=\"([^\"]*)\"")
        let ns = svg as NSString
        return pattern.matches(in: svg, range: NSRange(location: 0, length: ns.length)).map { match in
            let raw = ns.substring(with: match.range(at: 1)) as NSString
            var attributes: [String: String] = [:]
            for pair in attribute.matches(in: raw as String, range: NSRange(location: 0, length: raw.length)) {
                attributes[raw.substring(with: pair.range(at: 1))] = raw.substring(with: pair.range(at: 2))
            }
            return (attributes, ns.substring(with: match.range(at: 2)))
        }
    }

    @Test("One <text> per measured line, in the measured font and size, at the measured baselines; RTL starts at the right edge")
    func measuredLines() throws {
        let sans = try FontTextMeasurer(family: "DejaVu Sans", size: 17)
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let latin = TextNode(text: "poster title 1 with some longer stuff", measurer: sans,
                             frame: CGRect(x: 10, y: 20, width: 100, height: 80), name: "latin")
        let arabic = TextNode(text: "مرحبا بالعالم", measurer: sans, frame: CGRect(x: 150, y: 20, width: 140, height: 20), name: "arabic")
        try root.addChild(latin); try root.addChild(arabic)
        let svg = SVGRenderer().render(root)
        let lines = Self.lines(in: svg)
        let expected = sans.measuredLines(of: latin.text, fitting: 100, numberOfLines: 0)
        #expect(lines.map(\.text) == expected.map(\.text) + ["مرحبا بالعالم"])
        for (line, measured) in zip(lines, expected) {
            #expect(line.attributes["font-family"] == "DejaVu Sans" && line.attributes["font-size"] == "17")
            #expect(line.attributes["x"] == "10")
            #expect(line.attributes["y"] == XMLText.number(20 + measured.baseline))
            #expect(line.attributes["data-width"] == XMLText.number(measured.width))
            #expect(line.attributes["data-box"] == "10 20 100 80")
            #expect(line.attributes["direction"] == nil)
        }
        let rtl = try #require(lines.last)
        #expect(rtl.attributes["direction"] == "rtl" && rtl.attributes["x"] == "290")
    }

    @Test("Lines below the frame are not drawn; a bold face is named; the monospaced measurer keeps its stretched lines")
    func clippingAndFallback() throws {
        let bold = try FontTextMeasurer(family: "DejaVu Sans:bold", size: 17)
        let root = LayoutNode(frame: CGRect(x: 0, y: 0, width: 300, height: 200), name: "root")
        let clipped = TextNode(text: "poster title 1 with some longer stuff", measurer: bold,
                               frame: CGRect(x: 0, y: 0, width: 100, height: 45), name: "clipped")
        let mono = TextNode(text: "mono", frame: CGRect(x: 0, y: 100, width: 100, height: 17), name: "mono")
        try root.addChild(clipped); try root.addChild(mono)
        let svg = SVGRenderer().render(root)
        let lines = Self.lines(in: svg)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.attributes["font-weight"] == "700" })
        #expect(svg.contains("lengthAdjust=\"spacingAndGlyphs\" fill=\"#222\">mono</text>"))
    }
}
