import Foundation

extension CGRect {
    /// Whether the two rects hold the same four numbers, bit for bit. `==` on a rect is lossy for a cache's
    /// check: on Apple's platforms it standardizes negative sizes and takes every null rect for equal, and a
    /// NaN is never equal to itself, so a rect holding one would never match what was kept for it.
    ///
    /// - Parameter other: Any rect.
    /// - Returns: `true` when each of origin x, y, width and height has the same bit pattern in both.
    package func isBitwiseEqual(to other: CGRect) -> Bool {
        origin.x.bitPattern == other.origin.x.bitPattern && origin.y.bitPattern == other.origin.y.bitPattern
            && size.width.bitPattern == other.size.width.bitPattern && size.height.bitPattern == other.size.height.bitPattern
    }
}
