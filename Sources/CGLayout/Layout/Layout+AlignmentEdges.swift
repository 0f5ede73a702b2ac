import Foundation

// The edges of an alignment by name: `left`/`right`/`leading`/`trailing` on the horizontal
// axis, `top`/`bottom` on the vertical one. Each is the axis's min or max edge. The horizontal and vertical
// lists are parallel by design: the original CGLayout's alignment API names each edge on its own axis (`duplicates` lists the pair).

extension Layout.Alignment.OnAxis where A == HorizontalAxis {
    /// origin x = source.minX + offset.
    ///
    /// - Parameter offset: Distance from the left edge; positive moves right.
    /// - Returns: The alignment.
    public static func left(_ offset: CGFloat = 0) -> Self { minEdge(offset) }
    /// origin x = source.maxX − width − offset.
    ///
    /// - Parameter offset: Distance from the right edge; positive moves left.
    /// - Returns: The alignment.
    public static func right(_ offset: CGFloat = 0) -> Self { maxEdge(offset) }
    /// Left alignment with offset = source.width × multiplier.
    ///
    /// - Parameter multiplier: Fraction of the source width.
    /// - Returns: The alignment.
    public static func left(multiplier: CGFloat) -> Self { minEdge(multiplier: multiplier) }
    /// Right alignment with offset = source.width × multiplier.
    ///
    /// - Parameter multiplier: Fraction of the source width.
    /// - Returns: The alignment.
    public static func right(multiplier: CGFloat) -> Self { maxEdge(multiplier: multiplier) }
    /// Left alignment whose offset is the free space (source.width − width) clamped to `space`.
    ///
    /// - Parameter space: Allowed offsets from the left edge.
    /// - Returns: The alignment.
    public static func left(between space: ClosedRange<CGFloat>) -> Self { minEdge(between: space.lowerBound, space.upperBound) }
    /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
    ///
    /// - Parameter space: Allowed offsets from the left edge.
    /// - Returns: The alignment.
    public static func left(between space: Range<CGFloat>) -> Self { minEdge(between: space.lowerBound, space.upperBound) }
    /// Right alignment whose offset is the free space clamped to `space`.
    ///
    /// - Parameter space: Allowed offsets from the right edge.
    /// - Returns: The alignment.
    public static func right(between space: ClosedRange<CGFloat>) -> Self { maxEdge(between: space.lowerBound, space.upperBound) }
    /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
    ///
    /// - Parameter space: Allowed offsets from the right edge.
    /// - Returns: The alignment.
    public static func right(between space: Range<CGFloat>) -> Self { maxEdge(between: space.lowerBound, space.upperBound) }
    /// ``left(_:)`` in left-to-right, ``right(_:)`` in right-to-left; resolved when layout runs.
    ///
    /// - Parameter offset: Distance from the leading edge.
    /// - Returns: The alignment.
    public static func leading(_ offset: CGFloat = 0) -> Self { Self(.leading(offset)) }
    /// ``right(_:)`` in left-to-right, ``left(_:)`` in right-to-left; resolved when layout runs.
    ///
    /// - Parameter offset: Distance from the trailing edge.
    /// - Returns: The alignment.
    public static func trailing(_ offset: CGFloat = 0) -> Self { Self(.trailing(offset)) }
}

extension Layout.Alignment.OnAxis where A == VerticalAxis {
    /// origin y = source.minY + offset.
    ///
    /// - Parameter offset: Distance from the top edge; positive moves down.
    /// - Returns: The alignment.
    public static func top(_ offset: CGFloat = 0) -> Self { minEdge(offset) }
    /// origin y = source.maxY − height − offset.
    ///
    /// - Parameter offset: Distance from the bottom edge; positive moves up.
    /// - Returns: The alignment.
    public static func bottom(_ offset: CGFloat = 0) -> Self { maxEdge(offset) }
    /// Top alignment with offset = source.height × multiplier.
    ///
    /// - Parameter multiplier: Fraction of the source height.
    /// - Returns: The alignment.
    public static func top(multiplier: CGFloat) -> Self { minEdge(multiplier: multiplier) }
    /// Bottom alignment with offset = source.height × multiplier.
    ///
    /// - Parameter multiplier: Fraction of the source height.
    /// - Returns: The alignment.
    public static func bottom(multiplier: CGFloat) -> Self { maxEdge(multiplier: multiplier) }
    /// Top alignment whose offset is the free space (source.height − height) clamped to `space`.
    ///
    /// - Parameter space: Allowed offsets from the top edge.
    /// - Returns: The alignment.
    public static func top(between space: ClosedRange<CGFloat>) -> Self { minEdge(between: space.lowerBound, space.upperBound) }
    /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
    ///
    /// - Parameter space: Allowed offsets from the top edge.
    /// - Returns: The alignment.
    public static func top(between space: Range<CGFloat>) -> Self { minEdge(between: space.lowerBound, space.upperBound) }
    /// Bottom alignment whose offset is the free space clamped to `space`.
    ///
    /// - Parameter space: Allowed offsets from the bottom edge.
    /// - Returns: The alignment.
    public static func bottom(between space: ClosedRange<CGFloat>) -> Self { maxEdge(between: space.lowerBound, space.upperBound) }
    /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
    ///
    /// - Parameter space: Allowed offsets from the bottom edge.
    /// - Returns: The alignment.
    public static func bottom(between space: Range<CGFloat>) -> Self { maxEdge(between: space.lowerBound, space.upperBound) }
}
