import Foundation

extension CGRect {
    /// This rect after `change`: the non-mutating form of every `form…(rect:…)` method
    /// (``RectBasedLayout/layout(rect:in:)``, ``RectBasedConstraint/constrained(sourceRect:by:)``
    /// and their direction forms), written once.
    ///
    /// - Parameter change: Changes the copy in place.
    /// - Returns: The changed copy.
    @inlinable @inline(__always)
    func changed(by change: (inout CGRect) -> Void) -> CGRect {
        var rect = self
        change(&rect)
        return rect
    }
}
