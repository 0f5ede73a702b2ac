import Foundation

/// The constraint vocabulary: how a space is changed by another rect.
///
/// Side anchors come in three kinds (align, limit, pull), each on the
/// `.inner` or `.outer` side of the constraining rect R. For the left side
/// (the others mirror it):
///
/// | anchor | effect on the available space S |
/// |---|---|
/// | `.left(.align(by: .inner))` | S.minX = R.minX (size kept) |
/// | `.left(.align(by: .outer))` | S.maxX = R.minX |
/// | `.left(.limit(on: .inner))` | crop S so S.minX ≥ R.minX |
/// | `.left(.limit(on: .outer))` | crop S so S.maxX ≤ R.minX |
/// | `.left(.pull(from: .inner))` | S.minX = R.minX, S.maxX kept |
/// | `.left(.pull(from: .outer))` | S.maxX = R.minX, S.minX kept |
///
/// Cropping and pulling never make a size negative: a span that would invert
/// collapses to zero length on R's edge. `.leading`/`.trailing` are left/right,
/// swapped in right-to-left, resolved when layout runs.
///
/// ```swift
/// let anchor = LayoutAnchor.left(.limit(on: .outer))
/// anchor.constrained(sourceRect: CGRect(x: 0, y: 0, width: 100, height: 10),
///                    by: CGRect(x: 60, y: 0, width: 10, height: 10))
/// // (0, 0, 60, 10)
/// ```
public enum LayoutAnchor: RuleConstraint, Sendable, Equatable {
    /// Centre anchors.
    case center(Center)
    /// Leading side (left in LTR, right in RTL).
    case leading(Leading)
    /// Trailing side (right in LTR, left in RTL).
    case trailing(Trailing)
    /// Left side.
    case left(Left)
    /// Right side.
    case right(Right)
    /// Top side.
    case top(Top)
    /// Bottom side.
    case bottom(Bottom)
    /// Size anchors (width/height with multiplier).
    case size(Size)
    /// Insets the space; negative insets grow it.
    case insets(EdgeInsets)
    /// Replaces the space with a fixed rect.
    case equal(CGRect)
    /// Replaces the space with the constraining rect.
    case equally
    /// Any other constraint.
    case custom(any RectBasedConstraint)

    /// `.size(.width(multiplier))`: S.width = R.width × multiplier.
    ///
    /// - Parameter multiplier: Factor applied to R's width.
    /// - Returns: The anchor.
    public static func width(_ multiplier: CGFloat = 1) -> LayoutAnchor { .size(.width(multiplier)) }
    /// `.size(.height(multiplier))`: S.height = R.height × multiplier.
    ///
    /// - Parameter multiplier: Factor applied to R's height.
    /// - Returns: The anchor.
    public static func height(_ multiplier: CGFloat = 1) -> LayoutAnchor { .size(.height(multiplier)) }

    var rule: ConstraintRule {
        switch self {
        case .center(let anchor): return anchor.rule
        case .leading(let anchor): return anchor.rule
        case .trailing(let anchor): return anchor.rule
        case .left(let anchor): return anchor.rule
        case .right(let anchor): return anchor.rule
        case .top(let anchor): return anchor.rule
        case .bottom(let anchor): return anchor.rule
        case .size(let anchor): return anchor.rule
        case .insets(let insets): return .builtIn(.insets(insets))
        case .equal(let rect): return .builtIn(.constant(rect))
        case .equally: return .builtIn(.equally)
        // A built-in constraint given as a custom anchor (`.insets(DirectionalEdgeInsets)`) runs as its rule.
        case .custom(let constraint): return (constraint as? any RuleCarrying)?.rule ?? .custom(CustomConstraint(base: constraint))
        }
    }

    /// Two anchors are equal when they constrain the same way; custom anchors
    /// compare with their own `==` when their type is `Equatable`.
    public static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Bool { lhs.rule == rhs.rule }
}

extension LayoutAnchor {
    /// Which side of the constraining rect a side anchor works on.
    public enum Dependence: Sendable, Hashable {
        /// The anchor's own side of R, from inside.
        case inner
        /// The anchor's side of R, with S placed outside R.
        case outer
    }

    /// Size anchors: S's width or height from R's.
    public struct Size: AnchorRuleConstraint, Sendable, Equatable {
        let rule: ConstraintRule
        init(_ rule: ConstraintRule) { self.rule = rule }

        /// S.width = R.width × multiplier (never negative).
        ///
        /// - Parameter multiplier: Factor applied to R's width.
        /// - Returns: The anchor.
        public static func width(_ multiplier: CGFloat = 1) -> Size {
            Size(.builtIn(.size(target: .horizontal, reference: .horizontal, multiplier: multiplier, inset: 0)))
        }
        /// S.height = R.height × multiplier (never negative).
        ///
        /// - Parameter multiplier: Factor applied to R's height.
        /// - Returns: The anchor.
        public static func height(_ multiplier: CGFloat = 1) -> Size {
            Size(.builtIn(.size(target: .vertical, reference: .vertical, multiplier: multiplier, inset: 0)))
        }
    }

    /// Centre anchors.
    public struct Center: AnchorRuleConstraint, Sendable, Equatable {
        let rule: ConstraintRule
        init(_ rule: ConstraintRule) { self.rule = rule }

        /// What is put on R's centre.
        public enum AlignDependence: Sendable, Hashable {
            /// S's centre.
            case center
            /// S's origin.
            case origin
        }

        /// `.center`: S is centred on R (size kept); `.origin`: S's origin is put on R's centre.
        ///
        /// - Parameter dependence: What is put on R's centre.
        /// - Returns: The anchor.
        public static func align(by dependence: AlignDependence) -> Center { Center(.builtIn(.center(origin: dependence == .origin))) }
    }
}

/// Insets the space, independently of the constraining rect; negative insets grow it.
///
/// ```swift
/// AnonymConstraint(anchors: [
///     Inset(EdgeInsets(top: 0, left: 10, bottom: 0, right: 15))
/// ])
/// ```
public struct Inset: RectBasedConstraint, RuleCarrying, Sendable, Equatable {
    /// The insets applied.
    public let insets: EdgeInsets
    var rule: ConstraintRule { .builtIn(.insets(insets)) }
    /// Creates the constraint.
    ///
    /// - Parameter insets: The insets to apply to the space.
    public init(_ insets: EdgeInsets) { self.insets = insets }
    /// Insets `sourceRect`; `rect` is not used.
    public func formConstrain(sourceRect: inout CGRect, by rect: CGRect) {
        sourceRect = sourceRect.inset(by: insets)
    }
}
