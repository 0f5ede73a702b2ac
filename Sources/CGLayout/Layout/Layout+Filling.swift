import Foundation

extension Layout {
    /// The size part of a ``Layout``: a horizontal and a vertical filling.
    ///
    /// ```swift
    /// let filling = Layout.Filling(horizontal: .scaled(0.5), vertical: .fixed(20))
    /// filling.layout(rect: .zero, in: CGRect(x: 0, y: 0, width: 100, height: 50))
    /// // (0, 0, 50, 20)
    /// ```
    public struct Filling: RectBasedLayout, Sendable, Equatable {
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

        /// Sizes `rect` from `source`.
        public func formLayout(rect: inout CGRect, in source: CGRect) {
            formLayout(rect: &rect, in: source, direction: .current)
        }

        /// Sizes `rect` from `source` (custom parts receive `direction`).
        public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
            let source = source.sanitizedSpace
            vertical.rule.apply(&rect, source, .vertical, direction)
            horizontal.rule.apply(&rect, source, .horizontal, direction)
            rect = rect.sanitizedFrame
        }

        /// Horizontal filling: how the width is chosen. Literals mean ``fixed(_:)``.
        public struct Horizontal: RectBasedLayout, Extensible, Sendable, Equatable,
                                  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            let rule: FillingRule
            init(_ rule: FillingRule) { self.rule = rule }
            init(_ op: FillOp) { self.rule = .op(op) }

            /// Wraps a custom width rule.
            ///
            /// - Parameter base: The custom behaviour.
            /// - Returns: A horizontal filling running `base`.
            public static func build(_ base: any RectBasedLayout) -> Horizontal { Horizontal(.custom(CustomLayout(base: base))) }
            /// `.fixed(value)` from an integer literal.
            public init(integerLiteral value: Int) { self.init(.fixed(CGFloat(value))) }
            /// `.fixed(value)` from a float literal.
            public init(floatLiteral value: Double) { self.init(.fixed(CGFloat(value))) }

            /// width = source width.
            public static var equal: Horizontal { Horizontal(.equal) }
            /// width = value.
            ///
            /// - Parameter value: The width; a negative or non-finite value yields 0.
            /// - Returns: The filling.
            public static func fixed(_ value: CGFloat) -> Horizontal { Horizontal(.fixed(value)) }
            /// width = source width × scale.
            ///
            /// - Parameter scale: The factor.
            /// - Returns: The filling.
            public static func scaled(_ scale: CGFloat) -> Horizontal { Horizontal(.scaled(scale)) }
            /// width = max(0, source width − insets), the sum of both side insets.
            ///
            /// - Parameter insets: Total horizontal inset.
            /// - Returns: The filling.
            public static func boxed(_ insets: CGFloat) -> Horizontal { Horizontal(.boxed(insets)) }
            /// width = min(value, source width).
            ///
            /// - Parameter value: The largest width.
            /// - Returns: The filling.
            public static func upTo(_ value: CGFloat) -> Horizontal { Horizontal(.upTo(value)) }
            /// width = max(value, source width).
            ///
            /// - Parameter value: The smallest width.
            /// - Returns: The filling.
            public static func from(_ value: CGFloat) -> Horizontal { Horizontal(.from(value)) }
            /// width = source width clamped to `range`.
            ///
            /// - Parameter range: Allowed widths.
            /// - Returns: The filling.
            public static func between(_ range: ClosedRange<CGFloat>) -> Horizontal {
                Horizontal(.between(range.lowerBound, range.upperBound))
            }
            /// Same as the closed-range form with `range.lowerBound...range.upperBound`.
            ///
            /// - Parameter range: Allowed widths.
            /// - Returns: The filling.
            public static func between(_ range: Range<CGFloat>) -> Horizontal {
                Horizontal(.between(range.lowerBound, range.upperBound))
            }
            /// Runs `lhs`, then `rhs`, each in the same available space.
            ///
            /// Built-in widths read only the available space, so the later one decides:
            /// `.fixed(500) + .upTo(300)` in a space 100 wide is `upTo(300)` of 100, i.e. 100.
            /// To build one length on another (a minimum, a maximum, a padding), chain
            /// them with ``then(_:)``: `.fixed(500).then(.upTo(300))` is 300.
            public static func + (lhs: Horizontal, rhs: Horizontal) -> Horizontal { Horizontal(lhs.rule + rhs.rule) }

            /// Sets the width of `rect` from `source`.
            public func formLayout(rect: inout CGRect, in source: CGRect) {
                formLayout(rect: &rect, in: source, direction: .current)
            }
            /// Sets the width of `rect` from `source`.
            public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
                rule.apply(&rect, source.sanitizedSpace, .horizontal, direction)
                rect = rect.sanitizedFrame
            }
        }

        /// Vertical filling: how the height is chosen. Literals mean ``fixed(_:)``.
        public struct Vertical: RectBasedLayout, Extensible, Sendable, Equatable,
                                ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            let rule: FillingRule
            init(_ rule: FillingRule) { self.rule = rule }
            init(_ op: FillOp) { self.rule = .op(op) }

            /// Wraps a custom height rule.
            ///
            /// - Parameter base: The custom behaviour.
            /// - Returns: A vertical filling running `base`.
            public static func build(_ base: any RectBasedLayout) -> Vertical { Vertical(.custom(CustomLayout(base: base))) }
            /// `.fixed(value)` from an integer literal.
            public init(integerLiteral value: Int) { self.init(.fixed(CGFloat(value))) }
            /// `.fixed(value)` from a float literal.
            public init(floatLiteral value: Double) { self.init(.fixed(CGFloat(value))) }

            /// height = source height.
            public static var equal: Vertical { Vertical(.equal) }
            /// height = value.
            ///
            /// - Parameter value: The height; a negative or non-finite value yields 0.
            /// - Returns: The filling.
            public static func fixed(_ value: CGFloat) -> Vertical { Vertical(.fixed(value)) }
            /// height = source height × scale.
            ///
            /// - Parameter scale: The factor.
            /// - Returns: The filling.
            public static func scaled(_ scale: CGFloat) -> Vertical { Vertical(.scaled(scale)) }
            /// height = max(0, source height − insets), the sum of both side insets.
            ///
            /// - Parameter insets: Total vertical inset.
            /// - Returns: The filling.
            public static func boxed(_ insets: CGFloat) -> Vertical { Vertical(.boxed(insets)) }
            /// height = min(value, source height).
            ///
            /// - Parameter value: The largest height.
            /// - Returns: The filling.
            public static func upTo(_ value: CGFloat) -> Vertical { Vertical(.upTo(value)) }
            /// height = max(value, source height).
            ///
            /// - Parameter value: The smallest height.
            /// - Returns: The filling.
            public static func from(_ value: CGFloat) -> Vertical { Vertical(.from(value)) }
            /// height = source height clamped to `range`.
            ///
            /// - Parameter range: Allowed heights.
            /// - Returns: The filling.
            public static func between(_ range: ClosedRange<CGFloat>) -> Vertical {
                Vertical(.between(range.lowerBound, range.upperBound))
            }
            /// Same as the closed-range form with `range.lowerBound...range.upperBound`.
            ///
            /// - Parameter range: Allowed heights.
            /// - Returns: The filling.
            public static func between(_ range: Range<CGFloat>) -> Vertical {
                Vertical(.between(range.lowerBound, range.upperBound))
            }
            /// Runs `lhs`, then `rhs`, each in the same available space.
            ///
            /// Built-in heights read only the available space, so the later one decides:
            /// `.fixed(500) + .upTo(300)` in a space 100 wide is `upTo(300)` of 100, i.e. 100.
            /// To build one length on another (a minimum, a maximum, a padding), chain
            /// them with ``then(_:)``: `.fixed(500).then(.upTo(300))` is 300.
            public static func + (lhs: Vertical, rhs: Vertical) -> Vertical { Vertical(lhs.rule + rhs.rule) }

            /// Sets the height of `rect` from `source`.
            public func formLayout(rect: inout CGRect, in source: CGRect) {
                formLayout(rect: &rect, in: source, direction: .current)
            }
            /// Sets the height of `rect` from `source`.
            public func formLayout(rect: inout CGRect, in source: CGRect, direction: LayoutDirection) {
                rule.apply(&rect, source.sanitizedSpace, .vertical, direction)
                rect = rect.sanitizedFrame
            }
        }
    }
}
