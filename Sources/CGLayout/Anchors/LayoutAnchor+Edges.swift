import Foundation

extension LayoutAnchor {
    /// The six sides a side anchor can work on.
    public enum Edge: Sendable, Hashable {
        /// Left side.
        case left
        /// Right side.
        case right
        /// Top side.
        case top
        /// Bottom side.
        case bottom
        /// Left in LTR, right in RTL.
        case leading
        /// Right in LTR, left in RTL.
        case trailing

        var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
        var point: AxisPoint {
            switch self {
            case .left, .top: return .min
            case .right, .bottom: return .max
            case .leading: return .leading
            case .trailing: return .trailing
            }
        }
    }

    // The side types parallel the axis types (`HorizontalAxis`, `VerticalAxis`) and each other by design:
    // the original CGLayout's anchors are typed by side, as its layouts are by axis (`duplicates` lists the pair).

    /// A type that names one side, so each side anchor is its own type.
    public protocol EdgeKind: Sendable {
        /// The side.
        static var edge: Edge { get }
    }
    /// Names the left side.
    public enum LeftEdge: EdgeKind {
        /// The side.
        public static var edge: Edge { .left }
    }
    /// Names the right side.
    public enum RightEdge: EdgeKind {
        /// The side.
        public static var edge: Edge { .right }
    }
    /// Names the top side.
    public enum TopEdge: EdgeKind {
        /// The side.
        public static var edge: Edge { .top }
    }
    /// Names the bottom side.
    public enum BottomEdge: EdgeKind {
        /// The side.
        public static var edge: Edge { .bottom }
    }
    /// Names the leading side.
    public enum LeadingEdge: EdgeKind {
        /// The side.
        public static var edge: Edge { .leading }
    }
    /// Names the trailing side.
    public enum TrailingEdge: EdgeKind {
        /// The side.
        public static var edge: Edge { .trailing }
    }

    /// Left side anchors: `.align(by:)`, `.limit(on:)`, `.pull(from:)`.
    public typealias Left = EdgeAnchor<LeftEdge>
    /// Right side anchors.
    public typealias Right = EdgeAnchor<RightEdge>
    /// Top side anchors.
    public typealias Top = EdgeAnchor<TopEdge>
    /// Bottom side anchors.
    public typealias Bottom = EdgeAnchor<BottomEdge>
    /// Leading side anchors (resolved by direction when layout runs).
    public typealias Leading = EdgeAnchor<LeadingEdge>
    /// Trailing side anchors (resolved by direction when layout runs).
    public typealias Trailing = EdgeAnchor<TrailingEdge>

    /// A side anchor: align, limit or pull one side of the space to the same side of R.
    ///
    /// ```swift
    /// LayoutAnchor.Left.limit(on: .outer)     // the article's spelling
    /// LayoutAnchor.top(.limit(.inner))        // the README's spelling
    /// LayoutAnchor.bottom(.pull(from: .outer))
    /// ```
    public struct EdgeAnchor<Kind: EdgeKind>: AnchorRuleConstraint, Sendable, Equatable {
        let rule: ConstraintRule
        init(_ rule: ConstraintRule) { self.rule = rule }

        private static func side(_ operation: AnchorOperation, _ dependence: Dependence) -> EdgeAnchor {
            let edge = Kind.edge
            let target = dependence == .inner ? edge.point : edge.point.opposite
            return EdgeAnchor(.builtIn(.side(SideRule(axis: edge.axis, target: target, reference: edge.point, operation: operation))))
        }

        /// Moves the space so that its side (`.inner`) or opposite side (`.outer`) sits on R's side; size kept.
        ///
        /// - Parameter dependence: Inside or outside R.
        /// - Returns: The anchor.
        public static func align(by dependence: Dependence) -> EdgeAnchor { side(.align, dependence) }
        /// Crops the space so it does not cross R's side, from inside (`.inner`) or outside (`.outer`).
        ///
        /// - Parameter dependence: Inside or outside R.
        /// - Returns: The anchor.
        public static func limit(on dependence: Dependence) -> EdgeAnchor { side(.limit, dependence) }
        /// The README's spelling of ``limit(on:)``.
        ///
        /// - Parameter dependence: Inside or outside R.
        /// - Returns: The anchor.
        public static func limit(_ dependence: Dependence) -> EdgeAnchor { side(.limit, dependence) }
        /// Moves the space's side (`.inner`) or opposite side (`.outer`) to R's side, keeping the other side.
        ///
        /// - Parameter dependence: Inside or outside R.
        /// - Returns: The anchor.
        public static func pull(from dependence: Dependence) -> EdgeAnchor { side(.pull, dependence) }
    }
}
