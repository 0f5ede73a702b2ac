import Foundation

// Parallel to `RectBasedLayout` by design: the original CGLayout's two primitive protocols (`duplicates` lists the pair).

/// Changes an available space using another rect.
///
/// The second primitive behaviour of CGLayout: where a ``RectBasedLayout``
/// places an element *inside* a space, a constraint *changes the space*
/// (cuts it, moves it, stretches it) using a rect such as another element's frame.
///
/// ```swift
/// let limit = LayoutAnchor.left(.limit(on: .inner))
/// limit.constrained(sourceRect: CGRect(x: 0, y: 0, width: 100, height: 10),
///                   by: CGRect(x: 30, y: 0, width: 10, height: 10))
/// // (30, 0, 70, 10)
/// ```
public protocol RectBasedConstraint: Sendable {
    /// Constrains `sourceRect` by `rect` using the global direction.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space; on return, the constrained space.
    ///   - rect: The constraining rect.
    func formConstrain(sourceRect: inout CGRect, by rect: CGRect)

    /// Constrains `sourceRect` by `rect`, resolving leading/trailing with `direction`.
    ///
    /// The default implementation ignores `direction`.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space; on return, the constrained space.
    ///   - rect: The constraining rect.
    ///   - direction: The reading direction.
    func formConstrain(sourceRect: inout CGRect, by rect: CGRect, direction: LayoutDirection)
}

extension RectBasedConstraint {
    /// Default: direction-independent constraints ignore the direction.
    public func formConstrain(sourceRect: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
        formConstrain(sourceRect: &sourceRect, by: rect)
    }

    /// The non-mutating form of ``RectBasedConstraint/formConstrain(sourceRect:by:)``.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space.
    ///   - rect: The constraining rect.
    /// - Returns: The constrained space.
    public func constrained(sourceRect: CGRect, by rect: CGRect) -> CGRect {
        sourceRect.changed { formConstrain(sourceRect: &$0, by: rect) }
    }

    /// The non-mutating form of ``RectBasedConstraint/formConstrain(sourceRect:by:direction:)``.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space.
    ///   - rect: The constraining rect.
    ///   - direction: The reading direction.
    /// - Returns: The constrained space.
    public func constrained(sourceRect: CGRect, by rect: CGRect, direction: LayoutDirection) -> CGRect {
        sourceRect.changed { formConstrain(sourceRect: &$0, by: rect, direction: direction) }
    }
}

/// A constraint made from a closure.
///
/// ```swift
/// let half = AnyRectBasedConstraint { space, rect in space.size.width = rect.width / 2
/// }
/// ```
public struct AnyRectBasedConstraint: RectBasedConstraint, Extensible {
    private let body: @Sendable (inout CGRect, CGRect) -> Void

    /// Creates a constraint that runs `action`.
    ///
    /// - Parameter action: Receives the space to change and the constraining rect.
    public init(_ action: @escaping @Sendable (inout CGRect, CGRect) -> Void) {
        self.body = action
    }

    /// Wraps any constraint.
    ///
    /// - Parameter base: The constraint to wrap.
    /// - Returns: A closure-based constraint running `base`.
    public static func build(_ base: any RectBasedConstraint) -> AnyRectBasedConstraint {
        AnyRectBasedConstraint { base.formConstrain(sourceRect: &$0, by: $1) }
    }

    /// Runs the closure.
    public func formConstrain(sourceRect: inout CGRect, by rect: CGRect) {
        body(&sourceRect, rect)
    }
}

/// A custom constraint stored inside one of the built-in anchor values.
struct CustomConstraint: Sendable, Equatable {
    let base: any RectBasedConstraint
    static func == (lhs: CustomConstraint, rhs: CustomConstraint) -> Bool {
        existentialsEqual(lhs.base, rhs.base)
    }
}
