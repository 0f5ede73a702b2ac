import CGLayout
import Foundation

extension SVGScene {
    /// The lines of a text node whose measurer names its font (a `TextLineMeasuring` with a
    /// `TextFontDescription`): one `<text>` per measured line, in that font and size, at the
    /// line's measured baseline; a right-to-left paragraph starts at the box's right edge. Spaces are kept
    /// (`white-space: pre`) so the browser shapes exactly the measured text. Each line carries its measured
    /// width and its box (`data-width`, `data-box`) for checking the picture in a browser. `nil` for other measurers.
    func fontLines(of node: TextNode, in rect: CGRect) -> [String]? {
        guard let measurer = node.measurer as? any TextLineMeasuring, let font = measurer.fontDescription else { return nil }
        let box = rect.standardized
        var attributes = "font-family=\"\(XMLText.escaped(font.family))\" font-size=\"\(font.size.svg)\""
        if font.weight != 400 { attributes += " font-weight=\"\(font.weight)\"" }
        if font.isItalic { attributes += " font-style=\"italic\"" }
        let boxAttribute = "\(box.minX.svg) \(box.minY.svg) \(box.width.svg) \(box.height.svg)"
        var result: [String] = []
        for line in measurer.measuredLines(of: node.text, fitting: box.width, numberOfLines: node.numberOfLines) {
            guard line.height > 0, line.top + line.height <= box.height + 0.5 else { break }
            // A right-to-left line starts at the right edge; in a right-to-left picture a left-to-right line
            // ends there (it starts its measured width before it).
            let x = line.isRightToLeft ? box.maxX : options.direction == .rightToLeft ? box.maxX - line.width : box.minX
            let direction = line.isRightToLeft ? " direction=\"rtl\"" : options.direction == .rightToLeft ? " data-align=\"end\"" : ""
            result.append("<text class=\"line\" x=\"\(x.svg)\" y=\"\((box.minY + line.baseline).svg)\" \(attributes)\(direction)"
                + " style=\"white-space:pre\" fill=\"#222\" data-width=\"\(line.width.svg)\" data-box=\"\(boxAttribute)\">"
                + "\(XMLText.escaped(line.text))</text>")
        }
        return result
    }
}
