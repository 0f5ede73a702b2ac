import Foundation

// Parallel to `Layout.Alignment` by design: the original CGLayout's `Layout` is an alignment and a filling (`duplicates` lists the pair).

extension Layout {
    /// The size part of a ``Layout``: a horizontal and a vertical filling.
    ///
    /// ```swift
    /// let filling = Layout.Filling(horizontal: .scaled(0.5), vertical: .fixed(20))
    /// filling.layout(rect: .zero, in: CGRect(x: 0, y: 0, width: 100, height: 50))
    /// // (0, 0, 50, 20)
    /// ```
    public struct Filling: AxisPairLayout, Sendable, Equatable {
        /// The width part.
        public let horizontal: Horizontal
        /// The height part.
        public let vertical: Vertical

        /// Creates a filling from its two axes.
        ///
        /// - Parameters:
        ///   - horizontal: How the width is chosen.
        ///   - vertical: How the height is chosen.
        public init(horizontal: Horizontal, vertical: Vertical) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The size of the source on both axes.
        public static var equal: Filling { Filling(horizontal: .equal, vertical: .equal) }

        /// How the width is chosen (``OnAxis`` on the horizontal axis). Literals mean ``OnAxis/fixed(_:)``.
        public typealias Horizontal = OnAxis<HorizontalAxis>
        /// How the height is chosen (``OnAxis`` on the vertical axis). Literals mean ``OnAxis/fixed(_:)``.
        public typealias Vertical = OnAxis<VerticalAxis>

        /// How the length along one axis is chosen: the width for ``Horizontal``, the height
        /// for ``Vertical``. One type for both axes, so each rule is written once; the axis
        /// type keeps a width from being passed where a height is expected.
        /// Literals mean ``fixed(_:)``.
        ///
        /// ```swift
        /// let width: Layout.Filling.Horizontal = .scaled(0.5)
        /// // 50
        /// width.layout(rect: .zero, in: CGRect(x: 0, y: 0, width: 100, height: 50)).width
        /// ```
        public struct OnAxis<A: StaticAxis>: AxisRuleLayout, Sendable, Equatable {
            let rule: FillingRule
            init(_ rule: FillingRule) { self.rule = rule }
            /// A literal is a fixed length.
            static func literal(_ value: CGFloat) -> FillingRule { .op(.fixed(value)) }

            /// length = the source's length on the axis.
            public static var equal: Self { Self(.equal) }
            /// length = value.
            ///
            /// - Parameter value: The length; a negative or non-finite value yields 0.
            /// - Returns: The filling.
            public static func fixed(_ value: CGFloat) -> Self { Self(.fixed(value)) }
            /// length = source length × scale.
            ///
            /// - Parameter scale: The factor.
            /// - Returns: The filling.
            public static func scaled(_ scale: CGFloat) -> Self { Self(.scaled(scale)) }
            /// length = max(0, source length − insets), the sum of both side insets.
            ///
            /// - Parameter insets: Total inset on the axis.
            /// - Returns: The filling.
            public static func boxed(_ insets: CGFloat) -> Self { Self(.boxed(insets)) }
            /// length = min(value, source length).
            ///
            /// - Parameter value: The largest length.
            /// - Returns: The filling.
            public static func upTo(_ value: CGFloat) -> Self { Self(.upTo(value)) }
            /// length = max(value, source length).
            ///
            /// - Parameter value: The smallest length.
            /// - Returns: The filling.
            public static func from(_ value: CGFloat) -> Self { Self(.from(value)) }
            /// length = source length clamped to `range`.
            ///
            /// - Parameter range: Allowed lengths.
            /// - Returns: The filling.
            public static func between(_ range: ClosedRange<CGFloat>) -> Self { Self(.between(range.lowerBound, range.upperBound)) }
            /// Same as the closed-range form with `range.lowerBound...range.upperBound`.
            ///
            /// - Parameter range: Allowed lengths.
            /// - Returns: The filling.
            public static func between(_ range: Range<CGFloat>) -> Self { Self(.between(range.lowerBound, range.upperBound)) }
            /// Runs `lhs`, then `rhs`, each in the same available space.
            ///
            /// Built-in lengths read only the available space, so the later one decides:
            /// `.fixed(500) + .upTo(300)` in a space 100 wide is `upTo(300)` of 100, i.e. 100.
            /// To build one length on another (a minimum, a maximum, a padding), chain
            /// them with ``then(_:)``: `.fixed(500).then(.upTo(300))` is 300.
            public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.rule + rhs.rule) }
        }
    }
}
