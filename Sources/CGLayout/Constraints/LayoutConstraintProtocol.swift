import Foundation

/// A constraint bound to the layout environment (usually to another element).
///
/// Blocks run their constraints in order on the available space before the
/// layout places the element. A constraint whose element has been deallocated,
/// or has left the constrained element's tree, is inactive and skipped.
public protocol LayoutConstraintProtocol: Sendable {
    /// Whether the constraint takes part in layout now.
    var isActive: Bool { get }
    /// `true` when the constraint does not read any element.
    var isIndependent: Bool { get }
    /// Whether the constraint reads `object`.
    ///
    /// - Parameter object: An element or other object.
    /// - Returns: `true` if this constraint depends on `object`.
    func layoutElement(is object: AnyObject) -> Bool
    /// Constrains `sourceRect`, expressed in `coordinateSpace` (the constrained
    /// element's super element; `nil` for the root space), reading live frames.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space; on return, the constrained space.
    ///   - coordinateSpace: The space `sourceRect` is expressed in.
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?)
    /// Constrains `sourceRect` as part of a layout pass described by `context`.
    ///
    /// The default implementation calls ``constrain(sourceRect:in:)``.
    ///
    /// - Parameters:
    ///   - sourceRect: The available space; on return, the constrained space.
    ///   - coordinateSpace: The space `sourceRect` is expressed in.
    ///   - context: The pass: direction and where frames are read from.
    func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext)
}

extension LayoutConstraintProtocol {
    /// Default: ignores the context.
    public func constrain(sourceRect: inout CGRect, in coordinateSpace: (any LayoutElement)?, context: LayoutContext) {
        constrain(sourceRect: &sourceRect, in: coordinateSpace)
    }

    /// Wraps the constraint so it can be switched on and off later.
    ///
    /// ```swift
    /// let toggle = other.layoutConstraint(for: [.top(.limit(on: .outer))]).active(false)
    /// toggle.isActive = true
    /// ```
    ///
    /// - Parameter isActive: The initial state.
    /// - Returns: A switchable constraint.
    public func active(_ isActive: Bool) -> MutableLayoutConstraint {
        MutableLayoutConstraint(base: self, isActive: isActive)
    }
}

/// The rules behind a list of anchors, applied in order.
@inline(__always)
func applyRules(_ rules: [ConstraintRule], to space: inout CGRect, by rect: CGRect, direction: LayoutDirection) {
    for rule in rules { rule.apply(&space, by: rect, direction: direction) }
}

/// Applies rules in order inside a pass: as `applyRules(_:to:by:direction:)`, with custom constraints that measure
/// given the pass's context.
func applyRules(_ rules: [ConstraintRule], to space: inout CGRect, by rect: CGRect, context: LayoutContext) {
    for rule in rules { rule.apply(&space, by: rect, context: context) }
}

/// A rect-based constraint that measures an element: inside a pass it is given the pass's context (its direction,
/// its frames so far, the snapshot's readings) instead of only the direction.
package protocol ContextualRectConstraint: RectBasedConstraint {
    /// Constrains `sourceRect` by `rect` as part of the pass `context` describes.
    func formConstrain(sourceRect: inout CGRect, by rect: CGRect, context: LayoutContext)
}

/// A built-in constraint value that is plain data, so blocks can run it without an existential call.
protocol RuleCarrying {
    var rule: ConstraintRule { get }
}

/// Built-in constraints unwrap to their rules once, when a constraint is built; others stay custom.
func rules(of constraints: [any RectBasedConstraint]) -> [ConstraintRule] {
    constraints.map { ($0 as? any RuleCarrying)?.rule ?? .custom(CustomConstraint(base: $0)) }
}
