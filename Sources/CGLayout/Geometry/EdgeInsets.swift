import Foundation

/// Insets for the four edges of a rectangle, available on every platform (``DirectionalEdgeInsets`` keeps its values
/// in one, read with leading as left).
///
/// `EdgeInsets` plays the role of `UIEdgeInsets` / `NSEdgeInsets`, so the
/// same code compiles on Linux and on Apple platforms. Positive values shrink
/// a rect, negative values grow it.
///
/// ```swift
/// let space = CGRect(x: 0, y: 0, width: 100, height: 50)
/// let inset = space.inset(by: EdgeInsets(top: 5, left: 10, bottom: 5, right: 15))
/// // inset == CGRect(x: 10, y: 5, width: 75, height: 40)
/// ```
public struct EdgeInsets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four edge values.
    ///
    /// - Parameters:
    ///   - top: Inset from the top edge.
    ///   - left: Inset from the left edge.
    ///   - bottom: Inset from the bottom edge.
    ///   - right: Inset from the right edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// Returns the rect inset by `insets`; a size that would become negative is clamped to zero.
    ///
    /// - Parameter insets: The insets to apply. Negative values grow the rect.
    /// - Returns: The inset rect, never with a negative width or height.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: max(0, size.width - insets.left - insets.right),
               height: max(0, size.height - insets.top - insets.bottom))
    }
}
