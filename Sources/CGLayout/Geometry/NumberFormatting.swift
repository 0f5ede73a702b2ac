import Foundation

extension CGFloat {
    /// A short, locale-independent spelling for descriptions: `12`, `12.5`,
    /// `-0.33`, `1e+19`, `inf`, `nan`. Any value prints; none traps.
    var shortDescription: String {
        guard isFinite else { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
        // Beyond 2^53 every Double is a whole number and `* 100` may overflow: print it as it is.
        guard Swift.abs(self) < 9_007_199_254_740_992 else { return "\(Double(self))" }
        let rounded = (self * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return "\(Double(rounded))"
    }
}

extension CGRect {
    /// `(x, y, width, height)` with short numbers.
    var shortDescription: String {
        "(\(origin.x.shortDescription), \(origin.y.shortDescription), \(size.width.shortDescription), \(size.height.shortDescription))"
    }
}
