import Foundation

// Parallel to `Layout.Filling` by design: the original CGLayout's `Layout` is an alignment and a filling,
// each a horizontal and a vertical part with the same shape (`duplicates` lists the pair).

extension Layout {
    /// The origin part of a ``Layout``: a horizontal and a vertical alignment.
    ///
    /// ```swift
    /// let alignment = Layout.Alignment(horizontal: .right(8), vertical: .center())
    /// alignment.layout(rect: CGRect(x: 0, y: 0, width: 20, height: 10),
    ///                  in: CGRect(x: 0, y: 0, width: 100, height: 50))
    /// // (72, 20, 20, 10)
    /// ```
    public struct Alignment: AxisPairLayout, Sendable, Equatable {
        /// The horizontal part.
        public let horizontal: Horizontal
        /// The vertical part.
        public let vertical: Vertical

        /// Creates an alignment from its two axes.
        ///
        /// - Parameters:
        ///   - horizontal: How the origin x is chosen.
        ///   - vertical: How the origin y is chosen.
        public init(horizontal: Horizontal, vertical: Vertical) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// Top-left of the source: origin equals the source origin.
        public static var equal: Alignment { Alignment(horizontal: .equal, vertical: .equal) }
        /// Centred on both axes.
        public static var center: Alignment { Alignment(horizontal: .center(), vertical: .center()) }

        /// How the origin x is chosen (``OnAxis`` on the horizontal axis). Literals mean `left(_:)`.
        public typealias Horizontal = OnAxis<HorizontalAxis>
        /// How the origin y is chosen (``OnAxis`` on the vertical axis). Literals mean `top(_:)`.
        public typealias Vertical = OnAxis<VerticalAxis>

        /// How the origin on one axis is chosen: x for ``Horizontal``, y for ``Vertical``.
        ///
        /// One type for both axes, so each rule is written once; the axis type keeps an x
        /// from being passed where a y is expected, and names the edges: `left`, `right`,
        /// `leading` and `trailing` horizontally, `top` and `bottom` vertically.
        /// Integer and float literals mean the offset from the left (top) edge.
        ///
        /// ```swift
        /// let x: Layout.Alignment.Horizontal = .right(8)
        /// // 72
        /// x.layout(
        ///     rect: CGRect(x: 0, y: 0, width: 20, height: 10),
        ///     in: CGRect(x: 0, y: 0, width: 100, height: 50)
        /// ).minX
        /// ```
        public struct OnAxis<A: StaticAxis>: AxisRuleLayout, Sendable, Equatable {
            let rule: AlignmentRule
            init(_ rule: AlignmentRule) { self.rule = rule }
            /// A literal is the offset from the left (top) edge.
            static func literal(_ value: CGFloat) -> AlignmentRule { .op(.min(value)) }

            /// origin = the source's origin on the axis (minX, minY).
            public static var equal: Self { Self(.equal) }
            /// origin = source mid − length / 2 + offset.
            ///
            /// - Parameter offset: Shift from the centre; positive moves right (down).
            /// - Returns: The alignment.
            public static func center(_ offset: CGFloat = 0) -> Self { Self(.mid(offset)) }

            /// Runs `lhs`, then `rhs`, each in the same available space.
            ///
            /// Built-in alignments read the available space and the rect's present length,
            /// not its present origin, so the later one decides the origin (a custom
            /// alignment that reads the rect sees what `lhs` did).
            public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.rule + rhs.rule) }

            // The edge forms, named per axis in the extensions below.
            static func minEdge(_ offset: CGFloat) -> Self { Self(.min(offset)) }
            static func maxEdge(_ offset: CGFloat) -> Self { Self(.max(offset)) }
            static func minEdge(multiplier: CGFloat) -> Self { Self(.minMultiplier(multiplier)) }
            static func maxEdge(multiplier: CGFloat) -> Self { Self(.maxMultiplier(multiplier)) }
            static func minEdge(between low: CGFloat, _ high: CGFloat) -> Self { Self(.minBetween(low, high)) }
            static func maxEdge(between low: CGFloat, _ high: CGFloat) -> Self { Self(.maxBetween(low, high)) }
        }
    }
}
