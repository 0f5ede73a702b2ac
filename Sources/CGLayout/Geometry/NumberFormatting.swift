import Foundation

extension CGFloat {
    /// A short, locale-independent spelling for descriptions: `12`, `12.5`, `-0.33`.
    var shortDescription: String {
        guard isFinite else { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
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
