import Foundation

/// Insets for the four edges of a rectangle that follow the reading direction: `leading` is the
/// left edge in left-to-right passes and the right edge in right-to-left ones (UIKit's
/// `NSDirectionalEdgeInsets`).
///
/// Use them where a gap belongs to a side of the text rather than of the screen — the space after
/// an avatar, a padding before a disclosure arrow — so a scheme written once mirrors in a
/// right-to-left interface. Positive values shrink a rect, negative values grow it.
///
/// ```swift
/// let space = CGRect(x: 0, y: 0, width: 100, height: 50)
/// let insets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
/// space.inset(by: insets, direction: .leftToRight)   // (10, 0, 60, 50)
/// space.inset(by: insets, direction: .rightToLeft)   // (30, 0, 60, 50)
/// ```
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// The four values as they read left to right: leading as left, trailing as right (the storage ``EdgeInsets``
    /// has, so the two types share it and differ only in how the horizontal edges are named and resolved).
    private var leftToRight: EdgeInsets

    /// Inset from the top edge.
    public var top: CGFloat { get { leftToRight.top } set { leftToRight.top = newValue } }
    /// Inset from the leading edge (left in left-to-right, right in right-to-left).
    public var leading: CGFloat { get { leftToRight.left } set { leftToRight.left = newValue } }
    /// Inset from the bottom edge.
    public var bottom: CGFloat { get { leftToRight.bottom } set { leftToRight.bottom = newValue } }
    /// Inset from the trailing edge (right in left-to-right, left in right-to-left).
    public var trailing: CGFloat { get { leftToRight.right } set { leftToRight.right = newValue } }

    /// Creates insets from the four edge values.
    ///
    /// - Parameters:
    ///   - top: Inset from the top edge.
    ///   - leading: Inset from the leading edge.
    ///   - bottom: Inset from the bottom edge.
    ///   - trailing: Inset from the trailing edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        leftToRight = EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// Insets of zero on every edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The left-and-right insets these are in `direction`.
    ///
    /// - Parameter direction: The reading direction.
    /// - Returns: The insets with leading and trailing resolved to left and right.
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        direction == .rightToLeft ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading) : leftToRight
    }
}

extension DirectionalEdgeInsets: CustomStringConvertible {
    /// The four values by their edges' names, as a memberwise value prints: `DirectionalEdgeInsets(top: 0.0, leading: 8.0, …)`.
    public var description: String {
        "DirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}

extension CGRect {
    /// Returns the rect inset by `insets` read in `direction`; a size that would become negative is clamped to zero.
    ///
    /// - Parameters:
    ///   - insets: The insets to apply. Negative values grow the rect.
    ///   - direction: Resolves leading and trailing.
    /// - Returns: The inset rect, never with a negative width or height.
    public func inset(by insets: DirectionalEdgeInsets, direction: LayoutDirection) -> CGRect {
        inset(by: insets.resolved(for: direction))
    }
}

/// Insets the space by insets that follow the reading direction, independently of the constraining
/// rect; negative insets grow it. The direction is the pass's (`layout(direction:)`).
///
/// ```swift
/// AnonymConstraint(anchors: [DirectionalInset(DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 16))])
/// ```
public struct DirectionalInset: RectBasedConstraint, RuleCarrying, Sendable, Equatable {
    /// The insets applied.
    public let insets: DirectionalEdgeInsets
    var rule: ConstraintRule { .builtIn(.directionalInsets(insets)) }
    /// Creates the constraint.
    ///
    /// - Parameter insets: The insets to apply to the space.
    public init(_ insets: DirectionalEdgeInsets) { self.insets = insets }
    /// Insets `sourceRect` in the global direction; `rect` is not used.
    public func formConstrain(sourceRect: inout CGRect, by rect: CGRect) {
        formConstrain(sourceRect: &sourceRect, by: rect, direction: .current)
    }
    /// Insets `sourceRect` read in `direction`; `rect` is not used.
    public func formConstrain(sourceRect: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        sourceRect = sourceRect.inset(by: insets, direction: direction)
    }
}

extension LayoutAnchor {
    /// Insets the space by insets that follow the reading direction (see ``DirectionalEdgeInsets``);
    /// negative insets grow it.
    ///
    /// ```swift
    /// AnonymConstraint(anchors: [.insets(leading: 8, trailing: 8)])    // 8 after the leading edge, 8 before the trailing one
    /// ```
    ///
    /// - Parameters:
    ///   - top: Inset from the top edge.
    ///   - leading: Inset from the leading edge, resolved when the pass runs.
    ///   - bottom: Inset from the bottom edge.
    ///   - trailing: Inset from the trailing edge, resolved when the pass runs.
    /// - Returns: The anchor.
    public static func insets(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) -> LayoutAnchor {
        .custom(DirectionalInset(DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
    }
}
