import Foundation

/// The font a measurer measures with, as a renderer names it (e.g. an SVG `font-family` and `font-size`).
public struct TextFontDescription: Sendable, Hashable {
    /// The family name, e.g. `"DejaVu Sans"`.
    public var family: String
    /// The size in points (CSS pixels).
    public var size: CGFloat
    /// The weight, 100 (thin) to 900 (black); 400 is regular, 700 bold.
    public var weight: Int
    /// Whether the face is italic or oblique.
    public var isItalic: Bool

    /// Creates a description.
    ///
    /// - Parameters:
    ///   - family: The family name.
    ///   - size: The size in points.
    ///   - weight: The weight, 400 (regular) by default.
    ///   - isItalic: Whether the face is italic; no by default.
    public init(family: String, size: CGFloat, weight: Int = 400, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
    }
}

/// One line of measured text with what a renderer needs to draw it where it was measured.
///
/// Offsets are from the top of the text's box; `width` is the advance width of `text`
/// (white space at the end of a wrapped line hangs and is neither counted nor included).
public struct MeasuredTextLine: Sendable, Equatable {
    /// The line's text, without the white space it wrapped at and without the line break.
    public var text: String
    /// The advance width of `text`.
    public var width: CGFloat
    /// The top of the line's box, from the top of the text.
    public var top: CGFloat
    /// The line's height.
    public var height: CGFloat
    /// The baseline, from the top of the text.
    public var baseline: CGFloat
    /// Whether the line's paragraph runs right to left (its first strong character is Arabic, Hebrew, …);
    /// such a line starts at the right edge of its box.
    public var isRightToLeft: Bool

    // A public memberwise initialiser (Swift synthesizes only an internal one); its shape matches `StackDistribution`'s
    // (`duplicates` lists the pair), its fields do not: each line stores another field of another type, so no helper can
    // hold them (a macro could write them, but would bring swift-syntax into the library's dependency graph).
    /// Creates a line.
    ///
    /// - Parameters:
    ///   - text: The line's text.
    ///   - width: Its advance width.
    ///   - top: The top of its box, from the top of the text.
    ///   - height: Its height.
    ///   - baseline: Its baseline, from the top of the text.
    ///   - isRightToLeft: Whether its paragraph runs right to left.
    public init(text: String, width: CGFloat, top: CGFloat, height: CGFloat, baseline: CGFloat, isRightToLeft: Bool = false) {
        self.text = text
        self.width = width
        self.top = top
        self.height = height
        self.baseline = baseline
        self.isRightToLeft = isRightToLeft
    }
}

/// A ``TextMeasuring`` measurer that also says where each line goes and which font draws it,
/// so a picture (``TextNode`` drawn by an SVG renderer) shows the text exactly as it was measured.
///
/// `CGLayoutText`'s font measurer conforms; ``MonospacedTextMeasurer`` does too, without a font
/// (its lines are a grid, not a typeface).
public protocol TextLineMeasuring: TextMeasuring {
    /// The lines of `text` wrapped at `width`, with their widths and positions.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The proposed width; ≤ 0, infinite or NaN means unbounded.
    ///   - numberOfLines: The most lines shown; 0 means no limit.
    /// - Returns: The lines, in order, top to bottom.
    func measuredLines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [MeasuredTextLine]

    /// The font the text is measured in, for renderers; `nil` when no real font is behind the measure.
    var fontDescription: TextFontDescription? { get }
}

extension MonospacedTextMeasurer: TextLineMeasuring {
    /// The wrapped lines on the measurer's grid: every line `lineHeight` tall, its baseline at 78 % of it.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - width: The proposed width; ≤ 0, infinite or NaN means unbounded.
    ///   - numberOfLines: The most lines shown; 0 means no limit.
    /// - Returns: The lines, in order.
    public func measuredLines(of text: String, fitting width: CGFloat, numberOfLines: Int) -> [MeasuredTextLine] {
        lines(of: text, fitting: width, numberOfLines: numberOfLines).enumerated().map { index, line in
            let top = CGFloat(index) * lineHeight
            return MeasuredTextLine(text: line, width: CGFloat(line.unicodeScalars.count) * characterWidth,
                                    top: top, height: lineHeight, baseline: top + lineHeight * 0.78)
        }
    }

    /// `nil`: the grid is not a typeface.
    public var fontDescription: TextFontDescription? { nil }
}
