import Foundation

// The bad-input policy, in one place (see the "Bad input" section of the docs):
// - a NaN or infinite coordinate becomes 0;
// - a NaN, negative or -infinity size becomes 0; +infinity becomes
//   `CGFloat.greatestFiniteMagnitude` when it describes *available space*
//   ("unbounded"), and 0 when it would be written into a frame.
// Layout never writes a non-finite or negative-sized frame.

extension CGFloat {
    @usableFromInline @inline(__always) var finiteOrZero: CGFloat { isFinite ? self : 0 }
    /// The value when it is finite and ≥ 0, else 0 (`max(0, NaN)` is 0, so only +infinity is left to test).
    @usableFromInline @inline(__always) var finiteLength: CGFloat {
        let length = Swift.max(0, self)
        return length == .infinity ? 0 : length
    }
    /// A length that overflowed to infinity as the largest finite one; NaN and negatives as 0.
    @inline(__always) var saturatedLength: CGFloat {
        if isNaN || self <= 0 { return 0 }
        return Swift.min(self, .greatestFiniteMagnitude)
    }
    @inline(__always) var spaceLength: CGFloat {
        if self.isNaN || self <= 0 { return 0 }
        return self == .infinity ? .greatestFiniteMagnitude : self
    }
}

extension CGRect {
    /// The rect as available space: finite origin, non-negative (possibly unbounded) size.
    @inline(__always) var sanitizedSpace: CGRect {
        if isFiniteAndNonNegative { return self }
        return CGRect(x: origin.x.finiteOrZero, y: origin.y.finiteOrZero,
                      width: size.width.spaceLength, height: size.height.spaceLength)
    }

    /// The rect as a frame that may be written to an element: every value finite, sizes ≥ 0 (inlined into other
    /// modules through `FrameGate.admitted`, which every engine calls per frame).
    @usableFromInline @inline(__always) var sanitizedFrame: CGRect {
        if isFiniteAndNonNegative { return self }
        return CGRect(x: origin.x.finiteOrZero, y: origin.y.finiteOrZero,
                      width: size.width.finiteLength, height: size.height.finiteLength)
    }

    /// The fast check of the sanitizers: a sum of the four values is finite only when all are (an
    /// infinity or a NaN stays in every sum), and `s - s` is 0 exactly for a finite `s`. A sum of finite
    /// values that overflows answers `false`: the sanitizers' slow path then returns the same rect.
    @usableFromInline @inline(__always) var isFiniteAndNonNegative: Bool {
        let width = size.width, height = size.height
        let sum = origin.x + origin.y + width + height
        return sum - sum == 0 && width >= 0 && height >= 0
    }

    /// `true` when every value is finite and both sizes are non-negative.
    public var isValidLayoutFrame: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }
}

extension CGSize {
    /// The size with every value finite and non-negative (others count as 0).
    var sanitizedSize: CGSize {
        CGSize(width: width.finiteLength, height: height.finiteLength)
    }
}
