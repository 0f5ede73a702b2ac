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
    /// Names, drawn in a column right of the picture.
    private var labels: [SVGLabel] = []
    /// Every element's rect, for the small copies of the tree in a trace's steps.
    private var outlines: [CGRect] = []
    private var traceSteps: SVGTraceSteps?

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
        if options.showsNames, let name = node.name { labels.append(SVGLabel(text: name, anchor: rect, color: color)) }
        outlines.append(rect)
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
                    labels.append(SVGLabel(text: guide.name ?? "guide \(path).\(index)", anchor: guideRect, color: SVGPalette.guide))
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

    /// The trace: its final frame over the tree (thick red), and every step as a separate small picture under it.
    mutating func add(_ trace: LayoutTrace) {
        var steps: [(rect: CGRect, color: String, caption: String)] = []
        for (index, step) in trace.steps.enumerated() {
            let rect = step.rect.offsetBy(dx: trace.rootOffset.x, dy: trace.rootOffset.y)
            switch step.kind {
            case .initial: steps.append((rect, SVGPalette.guide, "\(index). available space \(rect.shortText)"))
            case .constraint(let description, _):
                steps.append((rect, SVGPalette.trace[(index - 1) % SVGPalette.trace.count], "\(index). \(description) → \(rect.shortText)"))
            case .layout(let description): steps.append((rect, SVGPalette.highlight, "\(index). layout \(description) → frame \(rect.shortText)"))
            }
        }
        if let final = steps.last {
            overlay += ["<g class=\"trace-frame\">", "<title>\(XMLText.escaped(final.caption))</title>",
                        box(final.rect, stroke: SVGPalette.highlight, fill: nil, width: 2.5, dashed: false), "</g>"]
        }
        traceSteps = SVGTraceSteps(steps: steps, outlines: outlines, root: absolute(root))
    }

    private func box(_ rect: CGRect, stroke: String, fill: String?, width: CGFloat, dashed: Bool) -> String {
        let r = rect.standardized
        var attributes = "x=\"\(r.minX.svg)\" y=\"\(r.minY.svg)\" width=\"\(r.width.svg)\" height=\"\(r.height.svg)\""
        attributes += " stroke=\"\(stroke)\" stroke-width=\"\(width.svg)\""
        attributes += fill.map { " fill=\"\($0)\" fill-opacity=\"0.12\"" } ?? " fill=\"none\""
        if dashed { attributes += " stroke-dasharray=\"4 3\"" }
        return "<rect \(attributes)/>"
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
            let x = options.direction == .rightToLeft ? rect.maxX - size.width : rect.minX
            result.append("<text x=\"\(x.svg)\" y=\"\(baseline.svg)\" font-size=\"\(fontSize.svg)\""
                + " textLength=\"\(size.width.svg)\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#222\">\(XMLText.escaped(line))</text>")
            top += size.height
        }
        return result
    }

    func svg() -> String {
        let rootRect = absolute(root)
        var picture = options.clipsToRoot ? CGRect(origin: root.bounds.origin, size: rootRect.size) : extent.union(rootRect)
        if !picture.origin.x.isFinite || !picture.origin.y.isFinite { picture = CGRect(origin: .zero, size: rootRect.size) }
        let names = SVGLabel.column(options.showsNames ? labels : [], rightOf: picture)
        var canvas = picture.union(names.extent)
        var steps: [String] = []
        if let traceSteps {
            let panels = traceSteps.panels(from: CGPoint(x: canvas.minX, y: canvas.maxY + 16), width: canvas.width)
            steps = panels.elements
            canvas = canvas.union(panels.extent)
        }
        canvas = canvas.insetBy(dx: -4, dy: -4)
        let scale = options.scale
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\((canvas.width * scale).svg)\" height=\"\((canvas.height * scale).svg)\""
            + " viewBox=\"\(canvas.minX.svg) \(canvas.minY.svg) \(canvas.width.svg) \(canvas.height.svg)\" font-family=\"monospace\">"]
        lines.append("<rect x=\"\(canvas.minX.svg)\" y=\"\(canvas.minY.svg)\" width=\"\(canvas.width.svg)\" height=\"\(canvas.height.svg)\" fill=\"#ffffff\"/>")
        // The tree is clipped to its picture area; names and steps sit outside it.
        lines.append("<clipPath id=\"picture-\(Self.clipIdentifier(picture))\"><rect x=\"\(picture.minX.svg)\" y=\"\(picture.minY.svg)\" width=\"\(picture.width.svg)\" height=\"\(picture.height.svg)\"/></clipPath>")
        lines.append("<rect x=\"\(picture.minX.svg)\" y=\"\(picture.minY.svg)\" width=\"\(picture.width.svg)\" height=\"\(picture.height.svg)\" fill=\"none\" stroke=\"#eee\"/>")
        lines.append("<g clip-path=\"url(#picture-\(Self.clipIdentifier(picture)))\">")
        lines += body
        lines += overlay
        lines.append("</g>")
        lines += names.elements
        lines += steps
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// An id for the picture's clip path, from its rect (pages inline several pictures: ids only need to agree within one).
    private static func clipIdentifier(_ rect: CGRect) -> String {
        "\(Int(rect.minX))-\(Int(rect.minY))-\(Int(rect.width))-\(Int(rect.height))".replacingOccurrences(of: "-", with: "_")
    }
}

extension CGRect {
    /// `(x, y, width, height)` with short numbers.
    var shortText: String { "(\(minX.svg), \(minY.svg), \(width.svg), \(height.svg))" }
}
