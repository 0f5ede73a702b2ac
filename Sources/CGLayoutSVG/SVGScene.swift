import CGLayout
import Foundation

/// The shapes of one picture, collected in drawing order, then written out.
struct SVGScene {
    let root: LayoutNode
    let context: LayoutContext
    let options: SVGRenderer.Options
    private var body: [String] = []
    private var overlay: [String] = []
    private var extent: CGRect

    init(root: LayoutNode, context: LayoutContext, options: SVGRenderer.Options) {
        self.root = root
        self.context = context
        self.options = options
        extent = .null
    }

    /// The element's frame in the root's space.
    private func absolute(_ element: any LayoutElement) -> CGRect {
        let frame = context.frame(of: element)
        return context.convert(rect: frame, from: element.superElement, to: root) ?? frame
    }

    mutating func collect() {
        var guides: [String] = []
        visit(root, path: "0", guides: &guides)
        body += guides
    }

    private mutating func visit(_ node: LayoutNode, path: String, guides: inout [String]) {
        let rect = absolute(node)
        let key = node.name ?? "\(type(of: node))#\(path)"
        let color = SVGPalette.color(for: key)
        let highlighted = options.highlighted.contains(ObjectIdentifier(node))
        extent = extent.union(rect)
        var group = ["<g>", "<title>\(XMLText.escaped(title(node, name: node.name)))</title>"]
        group.append(box(rect, stroke: highlighted ? SVGPalette.highlight : color, fill: color,
                         width: highlighted ? 3 : 1, dashed: false))
        if let text = node as? TextNode { group += lines(of: text, in: rect) }
        if options.showsNames, let name = node.name { group.append(label(name, at: rect, color: color)) }
        group.append("</g>")
        body += group
        if options.showsGuides {
            for (index, guide) in node.layoutGuides.enumerated() {
                let guideRect = absolute(guide)
                extent = extent.union(guideRect)
                let highlightedGuide = options.highlighted.contains(ObjectIdentifier(guide))
                var shape = ["<g>", "<title>\(XMLText.escaped(title(guide, name: guide.name)))</title>",
                             box(guideRect, stroke: highlightedGuide ? SVGPalette.highlight : SVGPalette.guide, fill: nil,
                                 width: highlightedGuide ? 3 : 1, dashed: true)]
                if options.showsNames {
                    shape.append(label(guide.name ?? "guide \(path).\(index)", at: guideRect, color: SVGPalette.guide))
                }
                shape.append("</g>")
                guides += shape
            }
        }
        for (index, child) in node.children.enumerated() {
            visit(child, path: "\(path).\(index)", guides: &guides)
        }
    }

    /// The type, name and the frame drawn (in the super element's space), for hovering.
    private func title(_ element: any LayoutElement, name: String?) -> String {
        let f = context.frame(of: element)
        let label = name.map { " \"\($0)\"" } ?? ""
        return "\(type(of: element))\(label) (\(f.minX.svg), \(f.minY.svg), \(f.width.svg), \(f.height.svg))"
    }

    /// The trace's steps, numbered, over the tree: the start grey, each constraint in turn, the frame thick.
    mutating func add(_ trace: LayoutTrace) {
        for (index, step) in trace.steps.enumerated() {
            let rect = step.rect.offsetBy(dx: trace.rootOffset.x, dy: trace.rootOffset.y)
            let isFinal = index == trace.steps.count - 1
            let color: String
            switch step.kind {
            case .initial: color = SVGPalette.guide
            case .constraint: color = SVGPalette.trace[(index - 1) % SVGPalette.trace.count]
            case .layout: color = SVGPalette.highlight
            }
            let title: String
            switch step.kind {
            case .initial: title = "\(index). available space"
            case .constraint(let description, _): title = "\(index). \(description)"
            case .layout(let description): title = "\(index). layout \(description)"
            }
            overlay += ["<g class=\"trace-step\">", "<title>\(XMLText.escaped(title))</title>",
                        box(rect, stroke: color, fill: nil, width: isFinal ? 2.5 : 1.5, dashed: !isFinal),
                        "<text x=\"\((rect.minX + 2 + CGFloat(index) * 8).svg)\" y=\"\((rect.minY - 2).svg)\" font-size=\"9\" fill=\"\(color)\">\(index)</text>",
                        "</g>"]
        }
    }

    private func box(_ rect: CGRect, stroke: String, fill: String?, width: CGFloat, dashed: Bool) -> String {
        let r = rect.standardized
        var attributes = "x=\"\(r.minX.svg)\" y=\"\(r.minY.svg)\" width=\"\(r.width.svg)\" height=\"\(r.height.svg)\""
        attributes += " stroke=\"\(stroke)\" stroke-width=\"\(width.svg)\""
        attributes += fill.map { " fill=\"\($0)\" fill-opacity=\"0.12\"" } ?? " fill=\"none\""
        if dashed { attributes += " stroke-dasharray=\"4 3\"" }
        return "<rect \(attributes)/>"
    }

    /// A small name in the top-right corner, where left-aligned text rarely reaches.
    private func label(_ text: String, at rect: CGRect, color: String) -> String {
        let r = rect.standardized
        return "<text x=\"\((r.maxX - 2).svg)\" y=\"\((r.minY + 7).svg)\" font-size=\"6\" text-anchor=\"end\" fill=\"\(color)\">\(XMLText.escaped(text))</text>"
    }

    /// The text as the measurer wraps it at the frame's width, one `<text>` per line that fits the frame's height:
    /// in the measurer's font where it has one (``fontLines(of:in:)``), else stretched to the measured widths.
    private func lines(of node: TextNode, in rect: CGRect) -> [String] {
        if let fontLines = fontLines(of: node, in: rect) { return fontLines }
        let lines = node.displayedLines(forWidth: rect.width)
        var result: [String] = []
        var top = rect.minY
        for line in lines {
            let size = node.measurer.size(of: line, fitting: 0, numberOfLines: 1)
            guard size.height > 0, top + size.height <= rect.maxY + 0.5 else { break }
            let baseline = top + size.height * 0.78
            // A monospace glyph advances 0.6 em: size the font so the line is as wide as measured.
            let scalars = CGFloat(max(line.unicodeScalars.count, 1))
            let fontSize = min(size.height * 0.75, size.width / scalars / 0.6)
            result.append("<text x=\"\(rect.minX.svg)\" y=\"\(baseline.svg)\" font-size=\"\(fontSize.svg)\""
                + " textLength=\"\(size.width.svg)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#222\">\(XMLText.escaped(line))</text>")
            top += size.height
        }
        return result
    }

    func svg() -> String {
        let rootRect = absolute(root)
        var canvas = options.clipsToRoot ? CGRect(origin: root.bounds.origin, size: rootRect.size) : extent.union(rootRect)
        if !canvas.origin.x.isFinite || !canvas.origin.y.isFinite { canvas = CGRect(origin: .zero, size: rootRect.size) }
        let scale = options.scale
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\((canvas.width * scale).svg)\" height=\"\((canvas.height * scale).svg)\""
            + " viewBox=\"\(canvas.minX.svg) \(canvas.minY.svg) \(canvas.width.svg) \(canvas.height.svg)\" font-family=\"monospace\">"]
        lines.append("<rect x=\"\(canvas.minX.svg)\" y=\"\(canvas.minY.svg)\" width=\"\(canvas.width.svg)\" height=\"\(canvas.height.svg)\" fill=\"#ffffff\"/>")
        lines += body
        lines += overlay
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
