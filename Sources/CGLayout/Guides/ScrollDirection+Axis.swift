import Foundation

extension ScrollDirection {
    /// The set holding the one axis `axis`.
    ///
    /// ```swift
    /// ScrollDirection(Axis.vertical) == .vertical   // true
    /// ```
    ///
    /// - Parameter axis: The axis to scroll along.
    public init(_ axis: Axis) {
        self = axis == .horizontal ? .horizontal : .vertical
    }
}
