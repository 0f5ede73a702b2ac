import CGLayout
import Foundation

/// A trace drawn as separate steps: one small copy of the tree per step, in a row (wrapping) under the
/// picture, each showing the space before the step (grey, dashed) and after it (in colour; the final
/// frame red), with the step's number and description under it. Steps that move an edge by a few points
/// stay readable, where one overlay piles them into a band.
struct SVGTraceSteps {
    /// The trace, with its rects in the root's space.
    var steps: [(rect: CGRect, color: String, caption: String)]
    /// The outlines of every element, in the root's space, drawn faintly in each step.
    var outlines: [CGRect]
    /// The root's rect.
    var root: CGRect

    static let panelWidth: CGFloat = 200
    static let spacing: CGFloat = 16
    static let captionLines = 4

    /// The panels laid out from `origin` (top-left), in rows no wider than `width`.
    ///
    /// - Returns: The SVG elements and the rect they cover.
    func panels(from origin: CGPoint, width: CGFloat) -> (elements: [String], extent: CGRect) {
        let scale = min(1, Self.panelWidth / max(root.width, 1))
        let panelSize = CGSize(width: root.width * scale, height: root.height * scale)
        let captionHeight = CGFloat(Self.captionLines) * SVGLabel.lineHeight
        let columns = max(1, Int((width + Self.spacing) / (panelSize.width + Self.spacing)))
        let charactersPerLine = max(8, Int(panelSize.width / SVGLabel.characterWidth))
        var elements: [String] = []
        var extent = CGRect.null
        for (index, step) in steps.enumerated() {
            let x = origin.x + CGFloat(index % columns) * (panelSize.width + Self.spacing)
            let y = origin.y + CGFloat(index / columns) * (panelSize.height + captionHeight + Self.spacing)
            func place(_ rect: CGRect) -> CGRect {
                CGRect(x: x + (rect.minX - root.minX) * scale, y: y + (rect.minY - root.minY) * scale,
                       width: rect.width * scale, height: rect.height * scale)
            }
            elements.append("<g class=\"trace-step\">")
            elements.append("<title>\(XMLText.escaped(step.caption))</title>")
            elements.append(rect(place(root), stroke: "#bbb", width: 1, dashed: false))
            for outline in outlines { elements.append(rect(place(outline), stroke: "#ddd", width: 0.5, dashed: false)) }
            if index > 0 { elements.append(rect(place(steps[index - 1].rect), stroke: "#999", width: 1, dashed: true)) }
            let isFinal = index == steps.count - 1
            elements.append(rect(place(step.rect), stroke: step.color, width: isFinal ? 2.5 : 1.5, dashed: false))
            var top = y + panelSize.height + 4
            for line in Self.wrap(step.caption, width: charactersPerLine).prefix(Self.captionLines) {
                let box = CGRect(x: x, y: top, width: CGFloat(line.count) * SVGLabel.characterWidth, height: SVGLabel.fontSize)
                elements.append("<text class=\"label\" x=\"\(x.svg)\" y=\"\((top + SVGLabel.fontSize * 0.8).svg)\" "
                    + "font-size=\"\(SVGLabel.fontSize.svg)\" fill=\"\(step.color)\" "
                    + "data-box=\"\(box.minX.svg) \(box.minY.svg) \(box.width.svg) \(box.height.svg)\">\(XMLText.escaped(line))</text>")
                extent = extent.union(box)
                top += SVGLabel.lineHeight
            }
            elements.append("</g>")
            extent = extent.union(CGRect(x: x, y: y, width: panelSize.width, height: panelSize.height + captionHeight))
        }
        return (elements, extent)
    }

    private func rect(_ r: CGRect, stroke: String, width: CGFloat, dashed: Bool) -> String {
        "<rect x=\"\(r.minX.svg)\" y=\"\(r.minY.svg)\" width=\"\(r.width.svg)\" height=\"\(r.height.svg)\" fill=\"none\" "
            + "stroke=\"\(stroke)\" stroke-width=\"\(width.svg)\"\(dashed ? " stroke-dasharray=\"3 2\"" : "")/>"
    }

    /// `text` in lines of at most `width` characters, broken at spaces where it can be, the last line ending in "…" when cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var word = word
            while word.count > width {          // a word longer than a line is cut
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if current.isEmpty { current = word } else if current.count + 1 + word.count <= width { current += " " + word } else {
                lines.append(current); current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        if lines.count > captionLines {
            var last = lines[captionLines - 1]
            if last.count >= width { last = String(last.prefix(width - 1)) }
            lines[captionLines - 1] = last + "…"
        }
        return lines
    }
}
