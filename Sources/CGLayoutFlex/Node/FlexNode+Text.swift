import CGLayout
import Foundation

extension FlexNode {
    /// A measure function for a leaf that shows `text`, sized as CSS sizes a block of text:
    /// with no width limit, its lines unwrapped; at most a width, as narrow as its unwrapped lines when
    /// they fit and as wide as the limit when the text wraps (fit-content: a word wider than the limit
    /// overflows it, if the measurer lets it); exactly a width, that width and the height of the text
    /// wrapped at it. A height limit cuts the height; an exact height is kept.
    ///
    /// ```swift
    /// let body = FlexNode(style: FlexStyle())
    /// body.measure = FlexNode.textMeasure("Shaped, wrapped, measured.", measurer: try FontTextMeasurer(family: "DejaVu Sans", size: 15))
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - measurer: Measures and wraps it.
    ///   - numberOfLines: The most lines; 0 means no limit.
    /// - Returns: The measure function.
    public static func textMeasure(_ text: String, measurer: any TextMeasuring,
                                   numberOfLines: Int = 0) -> (CGFloat, MeasureMode, CGFloat, MeasureMode) -> CGSize {
        { width, widthMode, height, heightMode in
            var size: CGSize
            switch widthMode {
            case .undefined:
                size = measurer.size(of: text, fitting: .infinity, numberOfLines: numberOfLines)
            case .atMost:
                let natural = measurer.size(of: text, fitting: .infinity, numberOfLines: numberOfLines)
                if !(width < natural.width) {
                    size = natural
                } else {
                    size = measurer.size(of: text, fitting: max(width, 0.01), numberOfLines: numberOfLines)
                    size.width = max(size.width, width)
                }
            case .exactly:
                size = measurer.size(of: text, fitting: max(width, 0.01), numberOfLines: numberOfLines)
                size.width = width
            }
            if heightMode == .exactly, height.isFinite { size.height = height }
            if heightMode == .atMost, height.isFinite { size.height = min(size.height, height) }
            return size
        }
    }
}
