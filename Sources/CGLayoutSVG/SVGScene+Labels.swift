import CGLayout
import Foundation

/// Names drawn outside the picture, in a column to its right, each joined to its element by a dotted
/// leader line: a label never covers a box, a text or another label, and the canvas grows to hold them.
///
/// Each label is drawn inside the box laid out for it (`data-box`), whatever monospace font the viewer
/// has: the text is stretched or squeezed to the box's width (`textLength`), so two label boxes that do not
/// meet give two labels that do not meet in any browser.
struct SVGLabel {
    /// The name.
    var text: String
    /// The element's rect in the root's space.
    var anchor: CGRect
    /// The element's colour.
    var color: String

    static let fontSize: CGFloat = 10
    static let lineHeight: CGFloat = 13
    /// The advance of a monospace glyph at ``fontSize`` (0.6 em), with a margin for wider fallbacks.
    static let characterWidth: CGFloat = 6.2
    /// Space between the picture and the column, for the leader lines.
    static let gap: CGFloat = 24

    /// Whether the element has no area: it gets a marker, and its label says its size.
    var isEmpty: Bool { anchor.width < 0.5 || anchor.height < 0.5 }

    /// The text shown: the name, and the size of an element without area.
    var shownText: String {
        isEmpty ? "\(text) (\(anchor.width.svg) × \(anchor.height.svg))" : text
    }

    /// The point the leader line starts from: the top-right corner, or the centre of an element without area.
    var anchorPoint: CGPoint {
        isEmpty ? CGPoint(x: anchor.midX, y: anchor.midY) : CGPoint(x: anchor.maxX, y: anchor.minY)
    }

    /// The labels laid out in a column right of `canvas`, in the order of their anchors (top to bottom, and
    /// right to left for anchors at one height, so their leader lines do not cross), each at its anchor's height
    /// when it can be, below the previous label otherwise.
    ///
    /// - Returns: The SVG elements (markers, leader lines, texts) and the rect they cover.
    static func column(_ labels: [SVGLabel], rightOf canvas: CGRect) -> (elements: [String], extent: CGRect) {
        guard !labels.isEmpty else { return ([], .null) }
        let x = canvas.maxX + gap
        let sorted = labels.enumerated().sorted {
            ($0.element.anchorPoint.y, -$0.element.anchorPoint.x, $0.offset) < ($1.element.anchorPoint.y, -$1.element.anchorPoint.x, $1.offset)
        }.map(\.element)
        var elements: [String] = []
        var extent = CGRect.null
        var nextTop = canvas.minY
        for label in sorted {
            let top = max(nextTop, label.anchorPoint.y - fontSize / 2)
            nextTop = top + lineHeight
            let baseline = top + fontSize * 0.8
            let width = CGFloat(label.shownText.count) * characterWidth
            let box = CGRect(x: x, y: top, width: width, height: fontSize)
            extent = extent.union(box)
            let point = label.anchorPoint
            if label.isEmpty {
                elements.append("<path d=\"M\((point.x - 4).svg) \((point.y - 4).svg) L\((point.x + 4).svg) \((point.y + 4).svg) "
                    + "M\((point.x - 4).svg) \((point.y + 4).svg) L\((point.x + 4).svg) \((point.y - 4).svg)\" "
                    + "stroke=\"\(label.color)\" stroke-width=\"1.5\" class=\"marker\"/>")
            }
            elements.append("<line x1=\"\(point.x.svg)\" y1=\"\(point.y.svg)\" x2=\"\((x - 2).svg)\" y2=\"\((top + fontSize / 2).svg)\" "
                + "stroke=\"\(label.color)\" stroke-width=\"0.6\" stroke-dasharray=\"1 2\"/>")
            elements.append("<text class=\"label\" x=\"\(x.svg)\" y=\"\(baseline.svg)\" font-size=\"\(fontSize.svg)\" fill=\"\(label.color)\" "
                + "textLength=\"\(width.svg)\" lengthAdjust=\"spacingAndGlyphs\" data-box=\"\(box.minX.svg) \(box.minY.svg) \(box.width.svg) \(box.height.svg)\">\(XMLText.escaped(label.shownText))</text>")
        }
        return (elements, extent)
    }
}
