import Foundation

/// Coordinate conversions the adapters share.
package enum HostGeometry {
    /// `rect` reflected top to bottom inside `bounds`: the layout-space frame of a child of an
    /// unflipped `NSView` (or a macOS layer), whose y grows upwards, and back again (the
    /// reflection is its own inverse).
    ///
    /// Reflecting around the middle of `bounds` keeps `bounds` itself, so the parent's layout
    /// bounds are its bounds and conversions through the parent stay exact.
    ///
    /// - Parameters:
    ///   - rect: A frame in the parent's coordinates.
    ///   - bounds: The parent's bounds.
    /// - Returns: The frame with y measured from the other edge.
    package static func reflectedVertically(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        CGRect(x: rect.origin.x, y: bounds.minY + bounds.maxY - rect.maxY, width: rect.size.width, height: rect.size.height)
    }
}
