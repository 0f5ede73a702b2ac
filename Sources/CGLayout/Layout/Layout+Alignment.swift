import Foundation

extension Layout {
    /// The origin part of a ``Layout``: a horizontal and a vertical alignment.
    ///
    /// ```swift
    /// let alignment = Layout.Alignment(horizontal: .right(8), vertical: .center())
    /// alignment.layout(rect: CGRect(x: 0, y: 0, width: 20, height: 10),
    ///                  in: CGRect(x: 0, y: 0, width: 100, height: 50))
    /// // (72, 20, 20, 10)
    /// ```
    public struct Alignment: RectBasedLayout, Sendable, Equatable {
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

        /// Aligns `rect` in `source` using the global direction.
        public func formLayout(rect: inout CGRect, in source: CGRect) {
            formLayout(rect: &rect, in: source, direction: .current)
        }

        /// Aligns `rect` in `source`, resolving leading/trailing with `direction`.
        public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
            Self.align(&rect, in: source, vertical: { vertical.rule.apply(&$0, $1, .vertical, direction) },
                       horizontal: { horizontal.rule.apply(&$0, $1, .horizontal, direction) })
        }

        /// The one implementation of an alignment, for blocks and compiled passes alike:
        /// vertical, then horizontal, in the sanitized space; the result sanitized.
        @inline(__always)
        static func align(_ rect: inout CGRect, in source: CGRect, vertical: (inout CGRect, CGRect) -> Void,
                          horizontal: (inout CGRect, CGRect) -> Void) {
            let source = source.sanitizedSpace
            vertical(&rect, source)
            horizontal(&rect, source)
            rect = rect.sanitizedFrame
        }

        /// Horizontal alignment: how the origin x is chosen.
        ///
        /// Integer and float literals mean ``left(_:)``.
        public struct Horizontal: RectBasedLayout, Extensible, Sendable, Equatable,
                                  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            let rule: AlignmentRule
            init(_ rule: AlignmentRule) { self.rule = rule }
            init(_ op: AlignOp) { self.rule = .op(op) }

            /// Wraps a custom horizontal alignment.
            ///
            /// - Parameter base: The custom behaviour.
            /// - Returns: A horizontal alignment running `base`.
            public static func build(_ base: any RectBasedLayout) -> Horizontal { Horizontal(.custom(CustomLayout(base: base))) }
            /// `.left(value)` from an integer literal.
            public init(integerLiteral value: Int) { self.init(.start(CGFloat(value))) }
            /// `.left(value)` from a float literal.
            public init(floatLiteral value: Double) { self.init(.start(CGFloat(value))) }

            /// origin x = source.minX.
            public static var equal: Horizontal { Horizontal(.equal) }
            /// origin x = source.minX + offset.
            ///
            /// - Parameter offset: Distance from the left edge; positive moves right.
            /// - Returns: The alignment.
            public static func left(_ offset: CGFloat = 0) -> Horizontal { Horizontal(.start(offset)) }
            /// origin x = source.maxX − width − offset.
            ///
            /// - Parameter offset: Distance from the right edge; positive moves left.
            /// - Returns: The alignment.
            public static func right(_ offset: CGFloat = 0) -> Horizontal { Horizontal(.end(offset)) }
            /// origin x = source.midX − width / 2 + offset.
            ///
            /// - Parameter offset: Shift from the centre; positive moves right.
            /// - Returns: The alignment.
            public static func center(_ offset: CGFloat = 0) -> Horizontal { Horizontal(.center(offset)) }
            /// Left alignment with offset = source.width × multiplier.
            ///
            /// - Parameter multiplier: Fraction of the source width.
            /// - Returns: The alignment.
            public static func left(multiplier: CGFloat) -> Horizontal { Horizontal(.startMultiplier(multiplier)) }
            /// Right alignment with offset = source.width × multiplier.
            ///
            /// - Parameter multiplier: Fraction of the source width.
            /// - Returns: The alignment.
            public static func right(multiplier: CGFloat) -> Horizontal { Horizontal(.endMultiplier(multiplier)) }
            /// Left alignment whose offset is the free space (source.width − width) clamped to `space`.
            ///
            /// - Parameter space: Allowed offsets from the left edge.
            /// - Returns: The alignment.
            public static func left(between space: ClosedRange<CGFloat>) -> Horizontal {
                Horizontal(.startBetween(space.lowerBound, space.upperBound))
            }
            /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
            ///
            /// - Parameter space: Allowed offsets from the left edge.
            /// - Returns: The alignment.
            public static func left(between space: Range<CGFloat>) -> Horizontal {
                Horizontal(.startBetween(space.lowerBound, space.upperBound))
            }
            /// Right alignment whose offset is the free space clamped to `space`.
            ///
            /// - Parameter space: Allowed offsets from the right edge.
            /// - Returns: The alignment.
            public static func right(between space: ClosedRange<CGFloat>) -> Horizontal {
                Horizontal(.endBetween(space.lowerBound, space.upperBound))
            }
            /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
            ///
            /// - Parameter space: Allowed offsets from the right edge.
            /// - Returns: The alignment.
            public static func right(between space: Range<CGFloat>) -> Horizontal {
                Horizontal(.endBetween(space.lowerBound, space.upperBound))
            }
            /// ``left(_:)`` in left-to-right, ``right(_:)`` in right-to-left; resolved when layout runs.
            ///
            /// - Parameter offset: Distance from the leading edge.
            /// - Returns: The alignment.
            public static func leading(_ offset: CGFloat = 0) -> Horizontal { Horizontal(.leading(offset)) }
            /// ``right(_:)`` in left-to-right, ``left(_:)`` in right-to-left; resolved when layout runs.
            ///
            /// - Parameter offset: Distance from the trailing edge.
            /// - Returns: The alignment.
            public static func trailing(_ offset: CGFloat = 0) -> Horizontal { Horizontal(.trailing(offset)) }

            /// Runs `lhs`, then `rhs`, each in the same available space.
            ///
            /// Built-in alignments read the available space and the rect's present length,
            /// not its present origin, so the later one decides the origin (a custom
            /// alignment that reads the rect sees what `lhs` did).
            public static func + (lhs: Horizontal, rhs: Horizontal) -> Horizontal { Horizontal(lhs.rule + rhs.rule) }

            /// Aligns using the global direction.
            public func formLayout(rect: inout CGRect, in source: CGRect) {
                formLayout(rect: &rect, in: source, direction: .current)
            }
            /// Aligns, resolving leading/trailing with `direction`.
            public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
                rule.apply(&rect, source.sanitizedSpace, .horizontal, direction)
                rect = rect.sanitizedFrame
            }
        }

        /// Vertical alignment: how the origin y is chosen.
        ///
        /// Integer and float literals mean ``top(_:)``.
        public struct Vertical: RectBasedLayout, Extensible, Sendable, Equatable,
                                ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            let rule: AlignmentRule
            init(_ rule: AlignmentRule) { self.rule = rule }
            init(_ op: AlignOp) { self.rule = .op(op) }

            /// Wraps a custom vertical alignment.
            ///
            /// - Parameter base: The custom behaviour.
            /// - Returns: A vertical alignment running `base`.
            public static func build(_ base: any RectBasedLayout) -> Vertical { Vertical(.custom(CustomLayout(base: base))) }
            /// `.top(value)` from an integer literal.
            public init(integerLiteral value: Int) { self.init(.start(CGFloat(value))) }
            /// `.top(value)` from a float literal.
            public init(floatLiteral value: Double) { self.init(.start(CGFloat(value))) }

            /// origin y = source.minY.
            public static var equal: Vertical { Vertical(.equal) }
            /// origin y = source.minY + offset.
            ///
            /// - Parameter offset: Distance from the top edge; positive moves down.
            /// - Returns: The alignment.
            public static func top(_ offset: CGFloat = 0) -> Vertical { Vertical(.start(offset)) }
            /// origin y = source.maxY − height − offset.
            ///
            /// - Parameter offset: Distance from the bottom edge; positive moves up.
            /// - Returns: The alignment.
            public static func bottom(_ offset: CGFloat = 0) -> Vertical { Vertical(.end(offset)) }
            /// origin y = source.midY − height / 2 + offset.
            ///
            /// - Parameter offset: Shift from the centre; positive moves down.
            /// - Returns: The alignment.
            public static func center(_ offset: CGFloat = 0) -> Vertical { Vertical(.center(offset)) }
            /// Top alignment with offset = source.height × multiplier.
            ///
            /// - Parameter multiplier: Fraction of the source height.
            /// - Returns: The alignment.
            public static func top(multiplier: CGFloat) -> Vertical { Vertical(.startMultiplier(multiplier)) }
            /// Bottom alignment with offset = source.height × multiplier.
            ///
            /// - Parameter multiplier: Fraction of the source height.
            /// - Returns: The alignment.
            public static func bottom(multiplier: CGFloat) -> Vertical { Vertical(.endMultiplier(multiplier)) }
            /// Top alignment whose offset is the free space (source.height − height) clamped to `space`.
            ///
            /// - Parameter space: Allowed offsets from the top edge.
            /// - Returns: The alignment.
            public static func top(between space: ClosedRange<CGFloat>) -> Vertical {
                Vertical(.startBetween(space.lowerBound, space.upperBound))
            }
            /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
            ///
            /// - Parameter space: Allowed offsets from the top edge.
            /// - Returns: The alignment.
            public static func top(between space: Range<CGFloat>) -> Vertical {
                Vertical(.startBetween(space.lowerBound, space.upperBound))
            }
            /// Bottom alignment whose offset is the free space clamped to `space`.
            ///
            /// - Parameter space: Allowed offsets from the bottom edge.
            /// - Returns: The alignment.
            public static func bottom(between space: ClosedRange<CGFloat>) -> Vertical {
                Vertical(.endBetween(space.lowerBound, space.upperBound))
            }
            /// Same as the closed-range form with `space.lowerBound...space.upperBound`.
            ///
            /// - Parameter space: Allowed offsets from the bottom edge.
            /// - Returns: The alignment.
            public static func bottom(between space: Range<CGFloat>) -> Vertical {
                Vertical(.endBetween(space.lowerBound, space.upperBound))
            }

            /// Runs `lhs`, then `rhs`, each in the same available space.
            ///
            /// Built-in alignments read the available space and the rect's present length,
            /// not its present origin, so the later one decides the origin (a custom
            /// alignment that reads the rect sees what `lhs` did).
            public static func + (lhs: Vertical, rhs: Vertical) -> Vertical { Vertical(lhs.rule + rhs.rule) }

            /// Aligns `rect` vertically in `source`.
            public func formLayout(rect: inout CGRect, in source: CGRect) {
                formLayout(rect: &rect, in: source, direction: .current)
            }
            /// Aligns `rect` vertically in `source` (direction does not matter vertically).
            public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
                rule.apply(&rect, source.sanitizedSpace, .vertical, direction)
                rect = rect.sanitizedFrame
            }
        }
    }
}
