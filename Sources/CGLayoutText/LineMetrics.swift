import Foundation

/// A font's vertical metrics and scale at one size: what a measurer needs of the face to stack lines.
struct LineMetrics: Sendable {
    /// The font size, in points.
    let size: CGFloat
    /// The height of a line.
    let lineHeight: CGFloat
    /// The baseline's offset from the top of a line.
    let baseline: CGFloat
    /// Points per font unit.
    let scale: Double

    /// The metrics of `face` at `size`.
    ///
    /// - Parameters:
    ///   - face: The font face.
    ///   - size: The font size (validated by the measurer: finite and positive).
    ///   - lineHeight: A line height, or `nil` for "normal" as browsers compute it.
    init(face: FontFace, size: CGFloat, lineHeight: CGFloat?) {
        self.size = size
        scale = Double(size / face.unitsPerEm)
        // Line height "normal" as browsers compute it: ascent, descent and line gap each rounded to whole points.
        let ascent = (face.ascender * size / face.unitsPerEm).rounded()
        let descent = (face.descender * size / face.unitsPerEm).rounded()
        let gap = (face.lineGap * size / face.unitsPerEm).rounded()
        let height = lineHeight ?? ascent + descent + gap
        self.lineHeight = height
        baseline = (height - (ascent + descent)) / 2 + ascent
    }
}
