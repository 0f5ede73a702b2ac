import Foundation

/// One axis of a rect: the package's single name for "horizontal or vertical".
///
/// Stacks (``StackDistribution/axis``), Auto Layout-style content priorities and
/// flexbox's main and cross axes all use it; ``HorizontalAxis`` and ``VerticalAxis``
/// are the same two axes as types, for APIs that check the axis at compile time
/// (side anchors, the parts of ``Layout/Alignment`` and ``Layout/Filling``).
///
/// ```swift
/// let stack = StackDistribution(axis: .vertical)
/// stack.axis.cross   // .horizontal
/// ```
///
/// When SwiftUI is imported too, its `Axis` has the same spelling: write `CGLayout.Axis`.
public enum Axis: Sendable, Hashable, CaseIterable {
    /// Along x: widths, left and right (leading and trailing).
    case horizontal
    /// Along y: heights, top and bottom.
    case vertical

    /// The other axis.
    @inlinable public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

// The axis types parallel the side types of `LayoutAnchor+Edges.swift` (`LeftEdge`, `TopEdge`…) by design: the original
// CGLayout types its per-axis layout parts (`Layout.Alignment.Horizontal`/`.Vertical`, `Layout.Filling.Horizontal`/`.Vertical`)
// and its side anchors (`LayoutAnchor.Left`, `.Top`…) at compile time, and each marker type is its own declaration
// (`duplicates` lists the pair).

/// An axis known at compile time: ``HorizontalAxis`` or ``VerticalAxis``.
///
/// Types generic over it accept only values of the same axis: a side anchor's
/// `left` relates to `right`, never to `top`.
public protocol StaticAxis: Sendable {
    /// The axis this type stands for.
    static var axis: Axis { get }
}

/// The horizontal ``Axis`` as a type.
public enum HorizontalAxis: StaticAxis {
    /// ``Axis/horizontal``.
    public static var axis: Axis { .horizontal }
}

/// The vertical ``Axis`` as a type.
public enum VerticalAxis: StaticAxis {
    /// ``Axis/vertical``.
    public static var axis: Axis { .vertical }
}
